import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openConnectorSecret, resolveSettings } from '@creatorlens/core/connectors';
import { deriveConnectorKey } from '@creatorlens/core/kernel';
import { schema } from '@creatorlens/db';
import { startFakePlatformServer, type FakePlatformServer } from '@creatorlens/test-support/fake-platforms';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

const AUTH_SECRET = 'test-secret-test-secret-test-secret';

const YOUTUBE_KEY = 'AIzaSy-admin-test-key-0123456789';
let app: TestApp;
let fake: FakePlatformServer;
let admin: string;

const list = (cookie: string | null) => app.query(cookie, 'connector.listConnectors');
const update = (cookie: string | null, input: ProcedureInput<'connector.updateConnector'>) =>
  app.mutate(cookie, 'connector.updateConnector', input);
const test = (cookie: string | null, connector: ProcedureInput<'connector.testConnector'>['connector']) =>
  app.mutate(cookie, 'connector.testConnector', { connector });

beforeAll(async () => {
  app = await createTestApp();
  fake = await startFakePlatformServer();
  admin = await app.signIn('platform-admin@creatorlens.test');
});
afterAll(async () => {
  await fake.close();
  await app.close();
});

describe('connector credentials (platform admins)', () => {
  it('lists every connector with its defaults and no secret', async () => {
    const answer = await list(admin);
    expect(answer.status).toBe(200);
    expect(answer.data.map((c) => c.connector)).toEqual(['youtube', 'twitch', 'instagram', 'tiktok', 'google_oauth', 'meta_oauth']);
    expect(answer.data[0]).toMatchObject({
      kind: 'platform',
      isSecretSet: false,
      settings: { baseUrl: 'https://www.googleapis.com/youtube/v3', dailyQuota: 10_000 },
    });
    expect(answer.data[4]!.kind).toBe('oauth');
  });

  it('stores the secret encrypted, never returns it, and tests the connection with one cheap call', async () => {
    const saved = await update(admin, {
      connector: 'youtube',
      data: { secret: YOUTUBE_KEY, baseUrl: fake.endpoints.youtube.baseUrl, dailyQuota: 500 },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ isSecretSet: true, settings: { baseUrl: fake.endpoints.youtube.baseUrl, dailyQuota: 500 } });
    expect(saved.data.customised.sort()).toEqual(['baseUrl', 'dailyQuota']);
    const listed = await list(admin);
    expect(JSON.stringify(listed.data)).not.toContain(YOUTUBE_KEY);

    const [row] = await app.db().select().from(schema.connectorCredential).where(eq(schema.connectorCredential.connector, 'youtube'));
    expect(row!.encryptedSecret).not.toContain(YOUTUBE_KEY);
    const key = deriveConnectorKey(AUTH_SECRET);
    const settings = resolveSettings('youtube', row!.settings);
    expect(openConnectorSecret(key, 'youtube', settings, row!.encryptedSecret).secret).toBe(YOUTUBE_KEY);
    // Sealed for the address it was entered with: the same value does not open for another one.
    const elsewhere = { ...settings, baseUrl: 'https://elsewhere.example/youtube/v3' };
    expect(openConnectorSecret(key, 'youtube', elsewhere, row!.encryptedSecret).secret).toBeNull();

    const before = fake.stats.byConnector.youtube ?? 0;
    const tested = await test(admin, 'youtube');
    expect(tested.data).toMatchObject({ isOk: true, kind: null });
    expect(fake.stats.byConnector.youtube).toBe(before + 1);
    expect((await list(admin)).data[0]!.quotaToday).toMatchObject({ unitsUsed: 1, requests: 1 });
  });

  it('keeps the secret when settings change on the same address, wants it again for a new address, removes it with null', async () => {
    await update(admin, {
      connector: 'twitch',
      data: {
        secret: 'twitch-client-secret',
        clientId: 'abc123',
        oauthUrl: fake.endpoints.twitch.oauthUrl,
        baseUrl: fake.endpoints.twitch.baseUrl,
      },
    });
    expect((await test(admin, 'twitch')).data.isOk).toBe(true);
    const changed = await update(admin, {
      connector: 'twitch',
      data: { clientId: 'abc456', baseUrl: `${fake.endpoints.twitch.baseUrl}/` },
    });
    expect(changed.data).toMatchObject({ isSecretSet: true, settings: { clientId: 'abc456' } });
    expect((await test(admin, 'twitch')).data.isOk).toBe(true);
    const moved = await update(admin, { connector: 'twitch', data: { baseUrl: null } });
    expect(moved.status).toBe(400);
    expect(moved.error!.message).toMatch(/enter the client secret again for the new address/i);
    const reentered = await update(admin, { connector: 'twitch', data: { baseUrl: null, secret: 'twitch-client-secret' } });
    expect(reentered.data).toMatchObject({ isSecretSet: true, settings: { baseUrl: 'https://api.twitch.tv/helix', clientId: 'abc456' } });
    const cleared = await update(admin, { connector: 'twitch', data: { secret: null } });
    expect(cleared.data.isSecretSet).toBe(false);
    expect((await test(admin, 'twitch')).data).toMatchObject({ isOk: false, kind: 'not_configured' });
  });

  it('reports a failing connection as an answer with its reason', async () => {
    await update(admin, {
      connector: 'instagram',
      data: { secret: 'an-instagram-token', businessAccountId: '999', baseUrl: fake.endpoints.instagram.baseUrl },
    });
    const tested = await test(admin, 'instagram');
    expect(tested.status).toBe(200);
    expect(tested.data.isOk).toBe(false);
    expect(tested.data.kind).toBe('upstream');
    expect((await test(admin, 'google_oauth')).data).toMatchObject({
      isOk: false,
      kind: 'not_configured',
      message: 'missing: client id, client secret',
    });
  });

  it('rejects bad input with a 400 that names the field', async () => {
    const badUrl = await update(admin, { connector: 'youtube', data: { baseUrl: 'ftp://example' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.error!.message).toContain('data.baseUrl');
    expect((await update(admin, { connector: 'youtube', data: { secret: 'has spaces in it' } })).status).toBe(400);
    expect((await update(admin, { connector: 'youtube', data: { dailyQuota: -1 } })).status).toBe(400);
    expect((await app.mutateUnchecked(admin, 'connector.updateConnector', { connector: 'myspace', data: {} })).status).toBe(400);
    expect((await app.mutateUnchecked(admin, 'connector.updateConnector', { connector: 'youtube', data: { password: 'x' } })).status).toBe(
      400,
    );
    expect((await update(admin, { connector: 'instagram', data: { businessAccountId: 'abc' } })).status).toBe(400);
  });

  it('is FORBIDDEN for everyone but platform admins', async () => {
    const callers = {
      member: await app.signIn('member@creatorlens.test'),
      organizationOwner: await app.signIn('org-admin@creatorlens.test'),
      expiredLicenceAdmin: await app.signIn('expired-admin@creatorlens.test'),
      guest: await app.signInAsGuest(),
    };
    for (const cookie of Object.values(callers)) {
      expect((await list(cookie)).error?.data.code).toBe('FORBIDDEN');
      expect((await update(cookie, { connector: 'youtube', data: { secret: 'stolen-secret-value' } })).error?.data.code).toBe('FORBIDDEN');
      expect((await test(cookie, 'youtube')).error?.data.code).toBe('FORBIDDEN');
    }
    expect((await list(null)).error?.data.code).toBe('UNAUTHORIZED');
    expect((await update(null, { connector: 'youtube', data: {} })).error?.data.code).toBe('UNAUTHORIZED');
  });
});
