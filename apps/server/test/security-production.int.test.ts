import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inArray, like } from 'drizzle-orm';
import { getNotifyKeys } from '@creatorlens/core/notifications';
import { schema, type DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createApp, type App } from '../src/app.ts';
import { resolveAuthSecret } from '../src/auth/auth-secret.ts';
import { readConfig } from '../src/config.ts';
import { allowedOriginsFor } from '../src/http/origin-check.ts';
import { DEMO_ACCOUNTS_MARKER, DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-accounts.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Findings 1 (a platform admin with a known password on every installation), 8 (secrets beside the data) and the
 * request-hygiene part of 9 (cross-origin and form-encoded mutations), each performed as an attack that must fail.
 */

const SECRET = 'production-secret-production-secret-0123';
const DEMO_EMAILS = Object.values(DEMO_USERS).map((user) => user.email);

const productionEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  AUTH_SECRET: SECRET,
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  RANKINGS_REFRESH_MINUTES: '0',
  JOB_WORKER: 'off',
  ...extra,
});

const signInStatus = async (app: App, email: string, password: string) =>
  (await app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email, password } }))
    .statusCode;

/** A database as a fresh installation has it: creator data, but no demo account was ever created. */
async function openInstallationWithoutDemoAccounts(): Promise<DatabaseHandle> {
  const database = await openTestDatabase(inject('databaseTemplate'));
  await database.db.delete(schema.user).where(inArray(schema.user.email, DEMO_EMAILS));
  await database.db.delete(schema.instanceSetting).where(inArray(schema.instanceSetting.key, [DEMO_ACCOUNTS_MARKER]));
  return database;
}

describe('production mode', () => {
  it('refuses to start without AUTH_SECRET or PUBLIC_URL', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_URL: ORIGIN })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short', PUBLIC_URL: ORIGIN })).toThrow(/32 characters/);
    expect(readConfig(productionEnv()).shouldCreateDemoAccounts).toBe(false);
    expect(readConfig({}).shouldCreateDemoAccounts).toBe(true);
  });

  it('creates no demo account on a fresh production start: the published password opens nothing', async () => {
    const database = await openInstallationWithoutDemoAccounts();
    const app = await createApp(readConfig(productionEnv({ SEED: 'on' })), { database });
    try {
      await app.server.ready();
      const users = await database.db.select({ email: schema.user.email }).from(schema.user).where(inArray(schema.user.email, DEMO_EMAILS));
      expect(users).toEqual([]);
      expect(await signInStatus(app, DEMO_USERS.platformAdmin.email, DEMO_PASSWORD)).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('with DEMO_ACCOUNTS=on creates them with a random password, never the published one', async () => {
    const database = await openInstallationWithoutDemoAccounts();
    const app = await createApp(readConfig(productionEnv({ SEED: 'on', DEMO_ACCOUNTS: 'on' })), { database });
    try {
      await app.server.ready();
      expect(app.seedReport?.demoAccountsCreated).toBe(DEMO_EMAILS.length);
      expect(await signInStatus(app, DEMO_USERS.platformAdmin.email, DEMO_PASSWORD)).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('keeps deleted demo accounts deleted on the next start, even on a laptop', async () => {
    const database = await openTestDatabase(inject('databaseTemplate'));
    await database.db.delete(schema.user).where(inArray(schema.user.email, DEMO_EMAILS));
    const app = await createApp(readConfig({ ...productionEnv({ SEED: 'on' }), NODE_ENV: 'development' }), { database });
    try {
      await app.server.ready();
      const users = await database.db.select({ email: schema.user.email }).from(schema.user).where(inArray(schema.user.email, DEMO_EMAILS));
      expect(users).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('secrets beside the data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('keeps no readable key in the database: the signing key is sealed, the sk_ key derived', async () => {
    const keys = await getNotifyKeys(app.db());
    const rows = await app.db().select().from(schema.instanceSetting);
    const everything = rows.map((row) => `${row.key}=${row.value}`).join('\n');
    expect(everything).not.toContain('PRIVATE KEY');
    expect(everything).not.toContain(keys.secretKey);
    expect(rows.map((row) => row.key)).not.toContain('auth-secret');
    expect(await app.db().select().from(schema.instanceSetting).where(like(schema.instanceSetting.value, 'sk_%'))).toEqual([]);
  });

  it('refuses a PostgreSQL installation without AUTH_SECRET, and moves a stored one out once it is configured', async () => {
    const db = app.db();
    await expect(resolveAuthSecret({ configured: undefined, db, dataDir: '/nonexistent', isEmbedded: false })).rejects.toThrow(
      /AUTH_SECRET is required/,
    );
    await db.insert(schema.instanceSetting).values({ key: 'auth-secret', value: 'an-old-generated-secret' });
    await expect(resolveAuthSecret({ configured: undefined, db, dataDir: '/nonexistent', isEmbedded: false })).rejects.toThrow(
      /instance_setting 'auth-secret'/,
    );
    expect(await resolveAuthSecret({ configured: 'an-old-generated-secret', db, dataDir: '/nonexistent', isEmbedded: false })).toBe(
      'an-old-generated-secret',
    );
    expect((await db.select().from(schema.instanceSetting)).map((row) => row.key)).not.toContain('auth-secret');
  });
});

describe('request hygiene', () => {
  let app: TestApp;
  let orgAdmin: string;
  beforeAll(async () => {
    app = await createTestApp();
    orgAdmin = await app.signIn('org-admin@creatorlens.test');
  });
  afterAll(() => app.close());

  const renameWorkspace = (headers: Record<string, string>, payload: string) =>
    app.server.inject({ method: 'POST', url: '/api/trpc/workspace.updateWorkspace', payload, headers: { cookie: orgAdmin, ...headers } });

  it('refuses a mutation from another origin, and one with a cookie but no origin', async () => {
    const body = JSON.stringify({ name: 'Hijacked', defaultLanguage: 'en' });
    expect((await renameWorkspace({ origin: 'https://evil.example', 'content-type': 'application/json' }, body)).statusCode).toBe(403);
    expect((await renameWorkspace({ origin: 'null', 'content-type': 'application/json' }, body)).statusCode).toBe(403);
    expect((await renameWorkspace({ 'content-type': 'application/json' }, body)).statusCode).toBe(403);
    expect((await renameWorkspace({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body)).statusCode).toBe(403);
    const organizations = await app.db().select({ name: schema.organization.name }).from(schema.organization);
    expect(organizations.map((organization) => organization.name)).not.toContain('Hijacked');
  });

  it('refuses a form-encoded tRPC mutation (a same-site page could post it without a preflight)', async () => {
    const boundary = '----creatorlens';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${boundary}--\r\n`;
    const multipart = await app.server.inject({
      method: 'POST',
      url: '/api/trpc/workspace.removeLogo',
      payload: form,
      headers: { cookie: orgAdmin, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode).toBe(415);
    const urlencoded = await app.server.inject({
      method: 'POST',
      url: '/api/trpc/workspace.removeLogo',
      payload: 'x=1',
      headers: { cookie: orgAdmin, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(415);
  });

  it('accepts the other loopback names of a laptop origin, and only those', () => {
    expect(allowedOriginsFor('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(allowedOriginsFor('https://creatorlens.example.com')).toEqual(['https://creatorlens.example.com']);
  });

  it('keeps same-origin JSON mutations working', async () => {
    const same = await renameWorkspace(
      { origin: ORIGIN, 'content-type': 'application/json' },
      JSON.stringify({ name: 'Nordlicht Agency', defaultLanguage: 'de' }),
    );
    expect(same.statusCode).toBe(200);
    const sameByFetchMetadata = await renameWorkspace(
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ name: 'Nordlicht Agency', defaultLanguage: 'en' }),
    );
    expect(sameByFetchMetadata.statusCode).toBe(200);
  });
});

describe('the demo organisation as a guest sees it', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('shows guests no members at all, so the admin address cannot be harvested (decision 009)', async () => {
    const guest = await app.signInAsGuest();
    const members = await app.query(guest, 'member.listMembers');
    expect(members.status).toBe(403);
    expect(JSON.stringify(members.data ?? null)).not.toContain(DEMO_USERS.platformAdmin.email);
    const member = await app.signIn('member@creatorlens.test');
    const seenByMember = await app.query(member, 'member.listMembers');
    expect(seenByMember.data.map((row) => row.email)).toContain(DEMO_USERS.platformAdmin.email);
  });
});
