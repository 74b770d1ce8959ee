import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@creatorlens/core/actor';
import {
  ConnectorError,
  createConnectorRegistry,
  testConnector,
  updateConnector,
  type ConnectorRegistry,
  type HostLookup,
} from '@creatorlens/core/connectors';
import { schema } from '@creatorlens/db';
import {
  configureConnectorsForFakeServer,
  startFakePlatformServer,
  type FakePlatformServer,
} from '@creatorlens/test-support/fake-platforms';
import { startScriptedHttpServer, type ScriptedHttpServer } from './support/scripted-http-server.ts';
import { createTestApp, type ProcedureInput, type TestApp } from './support/test-app.ts';

/**
 * Connector attacks, each performed and seen refused: a stored secret sent to a changed address, connector URLs that
 * reach loopback, link-local (cloud metadata) or private networks (by literal or by DNS), redirects to another host,
 * and a remote's error body reflected to the admin.
 */

const AUTH_SECRET = 'test-secret-test-secret-test-secret';
const YOUTUBE_KEY = 'AIzaSy-security-connectors-key-0123456789';
const META_SECRET = 'meta-app-secret-for-security-tests';
const MARKER = 'LEAKED-REMOTE-BODY-7f3a9c';

let open: TestApp;
let strict: TestApp;
let fake: FakePlatformServer;
let attacker: ScriptedHttpServer;
let openAdmin: string;
let strictAdmin: string;

const update = (app: TestApp, cookie: string, input: ProcedureInput<'connector.updateConnector'>) =>
  app.mutate(cookie, 'connector.updateConnector', input);
const test = (app: TestApp, cookie: string, connector: ProcedureInput<'connector.testConnector'>['connector']) =>
  app.mutate(cookie, 'connector.testConnector', { connector });
const youtubeOverview = async () =>
  (await open.query(openAdmin, 'connector.listConnectors')).data.find((item) => item.connector === 'youtube')!;

beforeAll(async () => {
  // Both hosts below are on 127.0.0.1, so only the binding of the secret to its origin can keep it from the attacker.
  open = await createTestApp();
  strict = await createTestApp({ connectorAllowPrivateHosts: false });
  fake = await startFakePlatformServer();
  attacker = await startScriptedHttpServer(() => ({ status: 200, body: '{"items":[]}' }));
  openAdmin = await open.signIn('platform-admin@creatorlens.test');
  strictAdmin = await strict.signIn('platform-admin@creatorlens.test');
});
afterAll(async () => {
  await attacker.close();
  await fake.close();
  await open.close();
  await strict.close();
});

describe('a stored secret never follows a changed address', () => {
  it('refuses a new base URL without the key, and Test keeps calling the address the key was entered for', async () => {
    const saved = await update(open, openAdmin, {
      connector: 'youtube',
      data: { secret: YOUTUBE_KEY, baseUrl: fake.endpoints.youtube.baseUrl },
    });
    expect(saved.status).toBe(200);
    expect((await test(open, openAdmin, 'youtube')).data.isOk).toBe(true);

    const moved = await update(open, openAdmin, { connector: 'youtube', data: { baseUrl: `${attacker.origin}/youtube/v3` } });
    expect(moved.status).toBe(400);
    expect(moved.error!.message).toContain('Enter the API key again for the new address');
    expect((await youtubeOverview()).settings.baseUrl).toBe(fake.endpoints.youtube.baseUrl);
    expect((await test(open, openAdmin, 'youtube')).data.isOk).toBe(true);
    expect(attacker.requests).toHaveLength(0);
  });

  it('does not send the key to an address changed behind the form (database edit, restored backup)', async () => {
    await open
      .db()
      .update(schema.connectorCredential)
      .set({ settings: sql`jsonb_set(settings, '{baseUrl}', ${JSON.stringify(`${attacker.origin}/youtube/v3`)}::jsonb)` })
      .where(eq(schema.connectorCredential.connector, 'youtube'));
    const tested = await test(open, openAdmin, 'youtube');
    expect(tested.data).toMatchObject({ isOk: false, kind: 'not_configured' });
    expect(tested.data.message).toContain('entered for another address');
    expect((await youtubeOverview()).isSecretSet).toBe(false);
    expect(attacker.requestsCarrying(YOUTUBE_KEY)).toHaveLength(0);
    expect(attacker.requests).toHaveLength(0);

    // Entered again for the new address, the key goes there: the admin decided, and the recorder does see requests.
    expect((await update(open, openAdmin, { connector: 'youtube', data: { secret: YOUTUBE_KEY } })).status).toBe(200);
    await test(open, openAdmin, 'youtube');
    expect(attacker.requestsCarrying(YOUTUBE_KEY)).toHaveLength(1);
    attacker.requests.length = 0;
  });

  it('binds a creator OAuth client secret to its token URL the same way', async () => {
    await update(open, openAdmin, {
      connector: 'meta_oauth',
      data: { secret: META_SECRET, clientId: 'meta-app-id', ...fake.endpoints.meta_oauth },
    });
    const moved = await update(open, openAdmin, { connector: 'meta_oauth', data: { tokenUrl: `${attacker.origin}/oauth/access_token` } });
    expect(moved.status).toBe(400);
    expect(moved.error!.message).toContain('Enter the app secret again for the new address');
    const authorizeMoved = await update(open, openAdmin, { connector: 'meta_oauth', data: { authorizeUrl: `${attacker.origin}/dialog` } });
    expect(authorizeMoved.status).toBe(400);
    expect((await test(open, openAdmin, 'meta_oauth')).data.isOk).toBe(true);
  });
});

describe('redirects and error bodies', () => {
  it('does not follow a redirect to another host', async () => {
    const redirector = await startScriptedHttpServer((request) => ({
      status: 302,
      headers: { location: `${attacker.origin}${request.url}` },
    }));
    try {
      await update(open, openAdmin, { connector: 'youtube', data: { secret: YOUTUBE_KEY, baseUrl: `${redirector.origin}/youtube/v3` } });
      const tested = await test(open, openAdmin, 'youtube');
      expect(tested.data).toMatchObject({ isOk: false, kind: 'upstream' });
      expect(tested.data.message).toContain('redirect to another address, which is not followed');
      expect(redirector.requests).toHaveLength(1);
      expect(attacker.requests).toHaveLength(0);
    } finally {
      await redirector.close();
    }
  });

  it('answers with a status and our own words, never the remote error body', async () => {
    const answers = [
      { status: 500, body: `<html>${MARKER} internal details</html>` },
      { status: 400, body: JSON.stringify({ error: { code: 400, message: MARKER, errors: [{ reason: MARKER }] } }) },
      { status: 200, body: `not json ${MARKER}` },
      { status: 403, body: JSON.stringify({ error: { errors: [{ reason: 'keyInvalid' }, { reason: MARKER }] } }) },
    ];
    let next = 0;
    const hostile = await startScriptedHttpServer(() => answers[next]!);
    try {
      await update(open, openAdmin, { connector: 'youtube', data: { secret: YOUTUBE_KEY, baseUrl: `${hostile.origin}/youtube/v3` } });
      for (next = 0; next < answers.length; next += 1) {
        const raw = await open.server.inject({
          method: 'POST',
          url: '/api/trpc/connector.testConnector',
          payload: JSON.stringify({ connector: 'youtube' }),
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: openAdmin },
        });
        expect(raw.statusCode).toBe(200);
        expect(JSON.parse(raw.body)).toMatchObject({ result: { data: { isOk: false } } });
        expect(raw.body).not.toContain(MARKER);
      }
    } finally {
      await hostile.close();
    }
  });

  it('keeps the remote text for the server log only, truncated', async () => {
    const hostile = await startScriptedHttpServer(() => ({ status: 502, body: `${MARKER}${'x'.repeat(10_000)}` }));
    try {
      await update(open, openAdmin, { connector: 'youtube', data: { secret: YOUTUBE_KEY, baseUrl: `${hostile.origin}/youtube/v3` } });
      const registry = createConnectorRegistry({ db: open.db(), encryptionKey: AUTH_SECRET, allowPrivateHosts: true });
      const error = await (await registry.get('youtube')).testConnection().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).message).toBe('youtube: answered 502');
      expect((error as ConnectorError).detail).toMatch(new RegExp(`^${MARKER}x+$`));
      expect((error as ConnectorError).detail!.length).toBeLessThanOrEqual(300);
    } finally {
      await hostile.close();
    }
  });
});

describe('loopback, link-local, private and metadata addresses (CONNECTOR_ALLOW_PRIVATE_HOSTS off)', () => {
  const refused = [
    'http://127.0.0.1:8080/youtube/v3',
    'http://127.1.2.3/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://[::1]:8080/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://10.0.0.5/',
    'http://172.16.3.4/',
    'http://192.168.1.10/',
    'http://100.64.0.1/',
    'http://0.0.0.0:3000/',
    'http://[fd00::1]/',
  ];

  it.each(refused)('refuses %s at save time with a 400 that says why', async (url) => {
    const answer = await update(strict, strictAdmin, { connector: 'youtube', data: { baseUrl: url } });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toMatch(/^data\.baseUrl: .* (is|resolves to) an? (loopback|link-local|private-network|unspecified)/);
    expect(answer.error!.message).toContain('CONNECTOR_ALLOW_PRIVATE_HOSTS=on');
  });

  it('refuses token and authorisation URLs too', async () => {
    expect((await update(strict, strictAdmin, { connector: 'twitch', data: { oauthUrl: 'http://169.254.169.254/token' } })).status).toBe(
      400,
    );
    expect((await update(strict, strictAdmin, { connector: 'meta_oauth', data: { tokenUrl: 'http://10.1.1.1/token' } })).status).toBe(400);
    expect((await update(strict, strictAdmin, { connector: 'google_oauth', data: { authorizeUrl: 'http://[::1]/auth' } })).status).toBe(
      400,
    );
  });

  it('refuses at request time an address that got into the settings without the check', async () => {
    await configureConnectorsForFakeServer(strict.db(), AUTH_SECRET, fake);
    const before = fake.stats.byConnector.youtube ?? 0;
    const tested = await test(strict, strictAdmin, 'youtube');
    expect(tested.data).toMatchObject({ isOk: false, kind: 'not_configured' });
    expect(tested.data.message).toMatch(/127\.0\.0\.1 is a loopback address \(this server\), so it is not called/);
    expect((await test(strict, strictAdmin, 'meta_oauth')).data).toMatchObject({ isOk: false, kind: 'not_configured' });
    expect(fake.stats.byConnector.youtube ?? 0).toBe(before);
    // The fake setup stores secrets as older installations did (unbound); the first read binds them to their origins.
    const [row] = await strict.db().select().from(schema.connectorCredential).where(eq(schema.connectorCredential.connector, 'youtube'));
    expect(row!.encryptedSecret).toMatch(/^v2\./);
  });
});

describe('host names are judged by what they resolve to', () => {
  const resolving: Record<string, string[]> = {
    'rebind.example': ['127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': ['93.184.215.14', '10.0.0.7'],
    'public.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  };
  const lookup: HostLookup = async (hostname) => {
    const addresses = resolving[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  let registry: ConnectorRegistry;
  let admin: Actor;

  beforeAll(async () => {
    registry = createConnectorRegistry({ db: strict.db(), encryptionKey: AUTH_SECRET, allowPrivateHosts: false, lookup });
    const [user] = await strict.db().select().from(schema.user).where(eq(schema.user.email, 'platform-admin@creatorlens.test'));
    admin = {
      userId: user!.id,
      sessionId: 'security-connectors',
      userRole: 'admin',
      isGuest: false,
      guestExpiresAt: null,
      organizationId: null,
      orgRole: null,
      license: null,
    };
  });

  it('refuses at save time a name that resolves to loopback, metadata or (among others) a private address', async () => {
    for (const [host, kind] of [
      ['rebind.example', 'loopback'],
      ['metadata.example', 'link-local'],
      ['mixed.example', 'private-network'],
    ] as const) {
      const saving = updateConnector(
        { actor: admin, connectors: registry },
        { connector: 'youtube', data: { baseUrl: `https://${host}/v3` } },
      );
      await expect(saving).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(`${host} resolves to a ${kind}`) });
    }
    const unknown = updateConnector(
      { actor: admin, connectors: registry },
      { connector: 'youtube', data: { baseUrl: 'https://nowhere.example/v3' } },
    );
    await expect(unknown).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('could not be resolved') });
    const saved = await updateConnector(
      { actor: admin, connectors: registry },
      { connector: 'youtube', data: { baseUrl: 'https://public.example/v3', secret: YOUTUBE_KEY } },
    );
    expect(saved.settings.baseUrl).toBe('https://public.example/v3');
  });

  it('refuses at request time when the name resolves to loopback by then (DNS changed after the save)', async () => {
    resolving['public.example'] = ['127.0.0.1'];
    const before = fake.stats.byConnector.youtube ?? 0;
    const tested = await testConnector({ actor: admin, connectors: registry }, { connector: 'youtube' });
    expect(tested).toMatchObject({ isOk: false, kind: 'not_configured' });
    expect(tested.message).toContain('public.example resolves to a loopback address');
    expect(tested.message).not.toContain('127.0.0.1');
    expect(fake.stats.byConnector.youtube ?? 0).toBe(before);
  });
});
