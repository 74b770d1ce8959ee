import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createApp, type App } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { ORIGIN, TEST_SERVER_ENV } from './support/test-app.ts';

// Decision 015: every server process caches session -> actor facts, and every revoking write reaches every process's
// cache through migration 0024's NOTIFY triggers. Two app instances share one database (on PostgreSQL each with its
// own pool and LISTEN connection, as two processes have); every request is warmed into instance B's cache first, the
// change is written through instance A, and B must answer the next request with the change.
//
// On PGlite the notification is delivered in-process with the write. On PostgreSQL it travels over B's LISTEN
// connection, so B is asked until it has heard the commit (a NOTIFY round trip, bounded here by 5 s); a change B never
// heard would keep failing.

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

const config = readConfig({ ...TEST_SERVER_ENV, JOB_WORKER: 'off' });

interface SessionUser {
  user: { id: string };
  organization: { id: string; orgRole: string; license: { isExpired: boolean } | null } | null;
}

describe('revocation reaches the session cache of every app instance', () => {
  let databaseA: DatabaseHandle;
  let databaseB: DatabaseHandle;
  let appA: App;
  let appB: App;

  beforeAll(async () => {
    databaseA = await openTestDatabase(inject('databaseTemplate'));
    databaseB = databaseA.kind === 'postgres' ? await openDatabase({ url: databaseA.url }) : databaseA;
    appA = await createApp(config, { database: databaseA });
    appB = await createApp(config, { database: databaseB });
    await Promise.all([appA.server.ready(), appB.server.ready()]);
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    if (databaseB !== databaseA) await databaseB?.close();
    await databaseA?.close();
  });

  const signIn = async (email: string): Promise<string> => {
    const response = await appA.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'creatorlens-demo' },
      headers: { origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('better-auth.session_token='));
    return setCookie!.split(';')[0]!;
  };
  /** user.getSessionUser through instance B (null when signed out), and whether a protected read answers 401. */
  const sessionOnB = async (cookie: string): Promise<{ session: SessionUser | null; isRefused: boolean }> => {
    const [session, protectedRead] = await Promise.all([
      appB.server.inject({ url: '/api/trpc/user.getSessionUser', headers: { cookie } }),
      appB.server.inject({ url: '/api/trpc/user.getMyOrganizations', headers: { cookie } }),
    ]);
    return {
      session: (JSON.parse(session.body) as { result?: { data: SessionUser | null } }).result?.data ?? null,
      isRefused: protectedRead.statusCode === 401,
    };
  };
  /** B's next answer must show the change: at once on PGlite, once B heard the commit on PostgreSQL. */
  const expectOnB = async (cookie: string, check: (answer: Awaited<ReturnType<typeof sessionOnB>>) => boolean) => {
    const deadline = Date.now() + (isPostgres ? 5_000 : 0);
    for (;;) {
      const answer = await sessionOnB(cookie);
      if (check(answer)) return;
      if (Date.now() >= deadline)
        throw new Error(`instance B still answers ${JSON.stringify(answer.session?.organization ?? answer.session)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const userIdOf = async (email: string) =>
    (await databaseA.db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)))[0]!.id;
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

  it('a signed-out session', async () => {
    const cookie = await signIn('member@creatorlens.test');
    expect((await sessionOnB(cookie)).session).not.toBeNull();
    const signOut = await appA.server.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie, origin: ORIGIN },
    });
    expect(signOut.statusCode).toBe(200);
    await expectOnB(cookie, ({ session, isRefused }) => session === null && isRefused);
  });

  it('a session deleted by an administrator (revoke) and one whose expiry was moved into the past', async () => {
    const revoked = await signIn('member@creatorlens.test');
    const expired = await signIn('member@creatorlens.test');
    expect((await sessionOnB(revoked)).session).not.toBeNull();
    expect((await sessionOnB(expired)).session).not.toBeNull();
    await databaseA.db.delete(schema.session).where(eq(schema.session.token, tokenOf(revoked)));
    await databaseA.db
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.session.token, tokenOf(expired)));
    await expectOnB(revoked, ({ session, isRefused }) => session === null && isRefused);
    await expectOnB(expired, ({ session, isRefused }) => session === null && isRefused);
  });

  it("a member's role change, their licence running out, an organisation switch and the membership's removal", async () => {
    const cookie = await signIn('member@creatorlens.test');
    const userId = await userIdOf('member@creatorlens.test');
    const before = (await sessionOnB(cookie)).session!.organization!;
    expect(before.orgRole).toBe('member');
    expect(before.license?.isExpired).toBe(false);

    await databaseA.db
      .update(schema.member)
      .set({ role: 'admin' })
      .where(and(eq(schema.member.userId, userId), eq(schema.member.organizationId, before.id)));
    await expectOnB(cookie, ({ session }) => session?.organization?.orgRole === 'admin');

    await databaseA.db
      .update(schema.organizationLicense)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.organizationLicense.organizationId, before.id));
    await expectOnB(cookie, ({ session }) => session?.organization?.license?.isExpired === true);

    // A second organisation (its membership is an insert), then the session switches to it.
    await databaseA.db.insert(schema.organization).values({ id: 'cache-second-org', name: 'Second Org', slug: 'cache-second-org' });
    await databaseA.db
      .insert(schema.member)
      .values({ id: 'cache-second-member', organizationId: 'cache-second-org', userId, role: 'member', createdAt: new Date() });
    await databaseA.db
      .update(schema.session)
      .set({ activeOrganizationId: 'cache-second-org' })
      .where(eq(schema.session.token, tokenOf(cookie)));
    await expectOnB(cookie, ({ session }) => session?.organization?.id === 'cache-second-org');

    // Removed from the active organisation: the actor falls back to the first organisation they still belong to.
    await databaseA.db.delete(schema.member).where(eq(schema.member.id, 'cache-second-member'));
    await expectOnB(cookie, ({ session }) => session?.organization?.id === before.id);
  });

  // The cases above would also pass with no cache at all; this one shows instance B really answers from its cache.
  it('keeps serving cached facts when a change is written without its notification (so the triggers are what revoke)', async () => {
    const cookie = await signIn('member@creatorlens.test');
    const userId = await userIdOf('member@creatorlens.test');
    const before = (await sessionOnB(cookie)).session!.organization!;
    await databaseA.db.execute(sql`alter table member disable trigger member_change_notify`);
    try {
      await databaseA.db
        .update(schema.member)
        .set({ role: before.orgRole === 'admin' ? 'member' : 'admin' })
        .where(and(eq(schema.member.userId, userId), eq(schema.member.organizationId, before.id)));
    } finally {
      await databaseA.db.execute(sql`alter table member enable trigger member_change_notify`);
    }
    expect((await sessionOnB(cookie)).session!.organization!.orgRole).toBe(before.orgRole);
  });

  it('a banned user', async () => {
    const cookie = await signIn('org-admin@creatorlens.test');
    expect((await sessionOnB(cookie)).isRefused).toBe(false);
    await databaseA.db.update(schema.user).set({ banned: true }).where(eq(schema.user.email, 'org-admin@creatorlens.test'));
    await expectOnB(cookie, ({ isRefused }) => isRefused);
  });
});
