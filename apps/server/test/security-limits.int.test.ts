import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit, EXPIRED_GUEST_RETENTION_MINUTES, MAX_PAGE_SIZE, readRateLimitRules } from '@creatorlens/core/security';
import { schema } from '@creatorlens/db';
import { cleanupHandler } from '../src/jobs/cleanup-job.ts';
import { connectPlatforms } from './support/connected-platforms.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName } from './support/lists-fixtures.ts';

/**
 * Abuse limits on public and costly paths, each attacked until refused: newsletter mail bombing, import files and
 * "Refresh now" per organisation, unbounded pages, and guests that were never deleted.
 */

let app: TestApp;
const rules = {
  ...readRateLimitRules({}),
  importOrganization: { limit: 2, windowSeconds: 3600 },
  refreshOrganization: { limit: 2, windowSeconds: 3600 },
};

const subscribe = (email: string, ip: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/trpc/newsletter.subscribeEmail',
    payload: JSON.stringify({ email, language: 'en' }),
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
  });
const mailsTo = async (email: string) =>
  app
    .db()
    .select({ id: schema.mailOutbox.id })
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, 'newsletter-confirm')));

beforeAll(async () => {
  app = await createTestApp({ rateLimits: rules });
});
afterAll(() => app.close());

describe('newsletter sign-ups', () => {
  it('mails one address at most newsletterEmail times a day, with the same answer after that', async () => {
    const victim = 'victim@example.com';
    for (const [index, spelling] of [victim, 'VICTIM@example.com', ' victim@example.com', victim].entries()) {
      const answer = await subscribe(spelling.trim(), `198.51.100.${index + 1}`);
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.body).result.data).toEqual({ status: 'pending' });
    }
    expect(await mailsTo(victim)).toHaveLength(rules.newsletterEmail.limit);
  });

  it('refuses a client address after newsletterIp sign-ups with 429', async () => {
    const ip = '203.0.113.77';
    for (let index = 0; index < rules.newsletterIp.limit; index += 1) {
      expect((await subscribe(`reader${index}@example.com`, ip)).statusCode).toBe(200);
    }
    const refused = await subscribe('one-more@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).error.data.appCode).toBe('RATE_LIMITED');
    expect(await mailsTo('one-more@example.com')).toHaveLength(0);
    // Another address is not affected.
    expect((await subscribe('neighbour@example.com', '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('per-organisation limits', () => {
  it('refuses import files over importOrganization, through tRPC and the upload route', async () => {
    const member = await app.signIn('member@creatorlens.test');
    const watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Rate limited', type: 'manual' })).data.id;
    const start = () =>
      app.mutate(member, 'import.startImport', {
        target: { kind: 'watchlist', id: watchlistId },
        fileName: 'a.csv',
        csv: 'platform,handle\ninstagram,fixture.insta\n',
      });
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    expectRefused(await start(), 429, 'RATE_LIMITED');
    const upload = await app.server.inject({
      method: 'POST',
      url: `/api/imports/csv?targetKind=watchlist&targetId=${watchlistId}&fileName=b.csv`,
      payload: 'platform,handle\ninstagram,fixture.insta\n',
      headers: { 'content-type': 'text/csv', origin: ORIGIN, cookie: member },
    });
    expect(upload.statusCode).toBe(429);
    expect(JSON.parse(upload.body).code).toBe('RATE_LIMITED');
  });

  it('refuses "Refresh now" over refreshOrganization', async () => {
    const admin = await app.signIn('org-admin@creatorlens.test');
    await connectPlatforms(app, await app.signIn('platform-admin@creatorlens.test'), ['instagram']);
    const { insta } = await fixtureChannelIds(app);
    await app
      .db()
      .insert(schema.creditLedger)
      .values({ organizationId: await organizationIdByName(app, 'Nordlicht Agency'), delta: 5, reason: 'monthly-grant' });
    expect((await app.mutate(admin, 'job.requestChannelRefresh', { channelId: insta })).status).toBe(200);
    // A double click finds the queued job (no second charge) but still counts.
    expect((await app.mutate(admin, 'job.requestChannelRefresh', { channelId: insta })).status).toBe(200);
    expectRefused(await app.mutate(admin, 'job.requestChannelRefresh', { channelId: insta }), 429, 'RATE_LIMITED');
  });
});

describe('page sizes', () => {
  it('refuses coupon pages above MAX_PAGE_SIZE and absurd page numbers', async () => {
    expectRefused(await app.query(null, 'coupon.listCoupons', { pageSize: MAX_PAGE_SIZE + 1 }), 400, 'VALIDATION');
    expectRefused(await app.query(null, 'coupon.listCoupons', { page: 1_000_000 }), 400, 'VALIDATION');
    expect((await app.query(null, 'coupon.listCoupons', { pageSize: MAX_PAGE_SIZE })).status).toBe(200);
  });
});

describe('the periodic clean-up', () => {
  it('deletes expired guests with their sessions and memberships, and ended rate-limit windows', async () => {
    const guests = () => app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.isAnonymous, true));
    const before = new Set((await guests()).map((row) => row.id));
    const guest = await app.signInAsGuest();
    const guestId = (await guests()).find((row) => !before.has(row.id))!.id;
    expect(await app.signInAsGuest()).toBeTruthy();
    // Expired just longer ago than the retention: the clean-up may delete it now.
    const expiredAt = new Date(Date.now() - (EXPIRED_GUEST_RETENTION_MINUTES + 1) * 60_000);
    await app.db().update(schema.user).set({ guestExpiresAt: expiredAt }).where(eq(schema.user.id, guestId));
    const old = new Date(Date.now() - 7_200_000);
    await consumeRateLimit({ db: app.db() }, { key: 'test:old-window', rule: { limit: 1, windowSeconds: 60 }, now: old });

    const job = { id: 'cleanup', payload: {} } as unknown as Parameters<typeof cleanupHandler>[0]['job'];
    const result = await cleanupHandler({ db: app.db(), job } as unknown as Parameters<typeof cleanupHandler>[0]);
    expect(result).toMatchObject({ guests: 1 });
    expect((result as { rateLimitBuckets: number }).rateLimitBuckets).toBeGreaterThanOrEqual(1);

    expect(await app.db().select().from(schema.user).where(eq(schema.user.id, guestId))).toHaveLength(0);
    expect(await app.db().select().from(schema.session).where(eq(schema.session.userId, guestId))).toHaveLength(0);
    expect(await app.db().select().from(schema.member).where(eq(schema.member.userId, guestId))).toHaveLength(0);
    expect(await app.db().select().from(schema.rateLimitBucket).where(eq(schema.rateLimitBucket.key, 'test:old-window'))).toHaveLength(0);
    // The guest whose session is still running is kept, and so are registered users.
    expect(await guests()).toHaveLength(before.size + 1);
    expect((await app.query(guest, 'user.getMyOrganizations')).status).toBe(401);
  });
});
