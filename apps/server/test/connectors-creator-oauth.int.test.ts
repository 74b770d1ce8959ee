import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decryptSecret } from '@creatorlens/core/kernel';
import { schema } from '@creatorlens/db';
import {
  configureConnectorsForFakeServer,
  FIXTURE_IDS,
  startFakePlatformServer,
  type FakePlatformServer,
} from '@creatorlens/test-support/fake-platforms';
import { insertConnectorChannel } from './support/connector-channels.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret';
let app: TestApp;
let fake: FakePlatformServer;
let creator: string;

const cookieOf = (setCookie: string | string[] | undefined, name: string): string => {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(';')[0]!;
};

/** Start -> provider consent (the fake approves at once) -> callback; returns where the browser lands. */
async function connect(provider: 'google' | 'meta', channelId: string, session: string, tamper?: (callbackUrl: URL) => void): Promise<URL> {
  const start = await app.server.inject({
    method: 'GET',
    url: `/api/connect/${provider}/start?channel=${channelId}`,
    headers: { cookie: session },
  });
  expect(start.statusCode).toBe(303);
  const pending = cookieOf(start.headers['set-cookie'], `cl_connect_${provider}`);
  expect(start.headers['set-cookie']!.toString()).toMatch(/HttpOnly; SameSite=Lax/);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.pathname).toBe(`/api/connect/${provider}/callback`);
  tamper?.(callback);
  const done = await app.server.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${session}; ${pending}` },
  });
  expect(done.statusCode).toBe(303);
  return new URL(String(done.headers.location), 'http://localhost');
}

const audienceOf = async (channelId: string) =>
  (await app.db().select().from(schema.channelAudience).where(eq(schema.channelAudience.channelId, channelId)))[0];

beforeAll(async () => {
  app = await createTestApp();
  fake = await startFakePlatformServer();
  await configureConnectorsForFakeServer(app.db(), AUTH_SECRET, fake);
  creator = await app.signIn('member@creatorlens.test');
});
afterAll(async () => {
  await fake.close();
  await app.close();
});

describe('creator OAuth connections', () => {
  it('Google: proves the channel, stores encrypted tokens and creator-provided demographics', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'youtube', FIXTURE_IDS.youtubeChannelId);
    const landed = await connect('google', channelId, creator);
    expect(landed.pathname).toBe('/connect/google');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ channel: channelId, status: 'connected' });

    const audience = await audienceOf(channelId);
    expect(audience).toMatchObject({ source: 'creator' });
    expect(audience!.ageShares).toMatchObject({ '25-34': 0.371, '18-24': 0.271, '65+': 0.013 });
    expect(audience!.genderShares).toEqual({ male: 0.513, female: 0.487 });
    expect(audience!.countryShares!.DE).toBe(Math.max(...Object.values(audience!.countryShares!)));
    const sum = Object.values(audience!.ageShares!).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 3);

    const [connection] = await app.db().select().from(schema.creatorConnection).where(eq(schema.creatorConnection.channelId, channelId));
    expect(connection).toMatchObject({ provider: 'google' });
    expect(connection!.encryptedTokens).not.toContain('google-user');
    expect(JSON.parse(decryptSecret(AUTH_SECRET, connection!.encryptedTokens))).toMatchObject({
      accessToken: expect.stringMatching(/^google-user-/),
      refreshToken: expect.any(String),
    });
    expect(connection!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('Meta: finds the managed Instagram account and stores its follower demographics', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'instagram', FIXTURE_IDS.instagramUsername);
    const landed = await connect('meta', channelId, creator);
    expect(landed.searchParams.get('status')).toBe('connected');
    const audience = await audienceOf(channelId);
    expect(audience!.genderShares).toMatchObject({ female: 0.5215, male: 0.4581, other: 0.0204 });
    expect(audience!.countryShares!.DE).toBeGreaterThan(0.6);
  });

  it('refuses an account that does not own the channel and writes nothing', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'youtube', 'UCsomeoneElsesChannel00000');
    const landed = await connect('google', channelId, creator);
    expect(landed.searchParams.get('error')).toBe('not-owner');
    expect(await audienceOf(channelId)).toBeUndefined();
  });

  it('binds the round trip to the session and the state: another session or a changed state fails', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'youtube', FIXTURE_IDS.youtubeChannelId);
    const tampered = await connect('google', channelId, creator, (callback) => callback.searchParams.set('state', 'forged-state'));
    expect(tampered.searchParams.get('error')).toBe('state');

    const start = await app.server.inject({
      method: 'GET',
      url: `/api/connect/google/start?channel=${channelId}`,
      headers: { cookie: creator },
    });
    const pending = cookieOf(start.headers['set-cookie'], 'cl_connect_google');
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const someoneElse = await app.signIn('org-admin@creatorlens.test');
    const hijacked = await app.server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${someoneElse}; ${pending}` },
    });
    expect(new URL(String(hijacked.headers.location), 'http://localhost').searchParams.get('error')).toBe('state');
    const noCookie = await app.server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: creator },
    });
    expect(new URL(String(noCookie.headers.location), 'http://localhost').searchParams.get('error')).toBe('state');
    expect(await audienceOf(channelId)).toBeUndefined();
  });

  it('the creator who connected disconnects: tokens and shared demographics are deleted; nobody else may', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'youtube', FIXTURE_IDS.youtubeChannelId);
    expect((await connect('google', channelId, creator)).searchParams.get('status')).toBe('connected');
    const intelligence = await app.query(creator, 'intelligence.getChannelIntelligence', { channelId });
    expect(intelligence.data.audience.creator?.isConnectedByCaller).toBe(true);

    const orgAdmin = await app.signIn('org-admin@creatorlens.test');
    const seenByOther = await app.query(orgAdmin, 'intelligence.getChannelIntelligence', { channelId });
    expect(seenByOther.data.audience.creator?.isConnectedByCaller).toBe(false);
    const refused = await app.mutate(orgAdmin, 'connector.disconnectCreator', { channelId });
    expect(refused.status).toBe(404);
    expect(await audienceOf(channelId)).toBeDefined();
    expect((await app.mutate(creator, 'connector.disconnectCreator', { channelId: 'not-a-uuid' })).status).toBe(400);
    expect((await app.mutate(null, 'connector.disconnectCreator', { channelId })).status).toBe(401);

    const done = await app.mutate(creator, 'connector.disconnectCreator', {
      channelId,
    });
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ removedConnections: 1, removedDemographics: true });
    expect(await app.db().select().from(schema.creatorConnection).where(eq(schema.creatorConnection.channelId, channelId))).toEqual([]);
    expect(await audienceOf(channelId)).toBeUndefined();
    expect((await app.mutate(creator, 'connector.disconnectCreator', { channelId })).status).toBe(404);
  });

  it('a denied consent, a missing provider setup, a guest and a wrong channel are handled without a 500', async () => {
    const channelId = await insertConnectorChannel(app.db(), 'youtube', FIXTURE_IDS.youtubeChannelId);
    const denied = await connect('google', channelId, creator, (callback) => {
      callback.searchParams.delete('code');
      callback.searchParams.set('error', 'access_denied');
    });
    expect(denied.searchParams.get('error')).toBe('denied');

    const guest = await app.signInAsGuest();
    const asGuest = await app.server.inject({
      method: 'GET',
      url: `/api/connect/google/start?channel=${channelId}`,
      headers: { cookie: guest },
    });
    expect(String(asGuest.headers.location)).toMatch(/^\/sign-in\?returnTo=/);
    const anonymous = await app.server.inject({ method: 'GET', url: `/api/connect/google/start?channel=${channelId}` });
    expect(String(anonymous.headers.location)).toMatch(/^\/sign-in\?returnTo=/);

    const instagramChannel = await insertConnectorChannel(app.db(), 'instagram', 'somebody_else');
    expect(
      (
        await app.server.inject({
          method: 'GET',
          url: `/api/connect/google/start?channel=${instagramChannel}`,
          headers: { cookie: creator },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.server.inject({ method: 'GET', url: '/api/connect/google/start?channel=not-a-uuid', headers: { cookie: creator } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.server.inject({ method: 'GET', url: '/api/connect/myspace/start?channel=x', headers: { cookie: creator } })).statusCode,
    ).toBe(404);

    await app
      .db()
      .update(schema.connectorCredential)
      .set({ encryptedSecret: null })
      .where(eq(schema.connectorCredential.connector, 'meta_oauth'));
    const igChannel = await insertConnectorChannel(app.db(), 'instagram', FIXTURE_IDS.instagramUsername);
    const unconfigured = await app.server.inject({
      method: 'GET',
      url: `/api/connect/meta/start?channel=${igChannel}`,
      headers: { cookie: creator },
    });
    expect(new URL(String(unconfigured.headers.location), 'http://localhost').searchParams.get('error')).toBe('not-configured');
  });
});
