import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARE_EXPIRY_DAYS } from '@creatorlens/contracts';
import { DEFAULT_RATE_LIMITS } from '@creatorlens/core/security';
import { schema } from '@creatorlens/db';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, signInToKessel } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;
let watchlistId: string;
let otherWatchlistId: string;
let campaignId: string;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ALL_FIGURES = ['followers', 'engagementRate', 'averages', 'growth', 'botRisk', 'dataDate'] as const;

const openPage = (path: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en', ...headers } });

const postPassword = (path: string, password: string) =>
  app.server.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'accept-language': 'en' },
  });

async function share(
  cookie: string,
  subject: { kind: 'watchlist' | 'campaign'; id: string },
  extra: {
    figures?: (typeof ALL_FIGURES)[number][];
    includeNotes?: boolean;
    includeBudgets?: boolean;
    password?: string;
    days?: number;
  } = {},
) {
  return app.mutate(cookie, 'share.createShareLink', {
    subject,
    options: {
      figures: extra.figures ?? [...ALL_FIGURES],
      includeNotes: extra.includeNotes ?? false,
      includeBudgets: extra.includeBudgets ?? false,
    },
    expiresInDays: extra.days ?? 30,
    ...(extra.password !== undefined && { password: extra.password }),
  });
}

/** The page without its own path (the language links name it), so two tokens' pages can be compared. */
const withoutPath = (body: string, path: string) => body.split(path).join('/s/TOKEN');

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
  watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Client shortlist', type: 'manual' })).data.id;
  await app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: [channels.insta, channels.tube] });
  otherWatchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Internal only', type: 'manual' })).data.id;
  await app.mutate(member, 'watchlist.addChannels', { watchlistId: otherWatchlistId, channelIds: [channels.live] });
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Spring launch' })).data.id;
  await app.mutate(member, 'campaign.addChannels', { campaignId, channelIds: [channels.insta] });
  const board = await app.query(member, 'campaign.getCampaign', { id: campaignId });
  await app.mutate(member, 'campaign.updateCard', {
    cardId: board.data.cards[0]!.id,
    data: { maxBudget: '1500.50', notes: 'Secret: rate agreed at 900' },
  });
});
afterAll(() => app.close());

describe('creating and listing share links', () => {
  it('returns the link once, stores only the token hash and lists the link without any secret', async () => {
    const created = await share(member, { kind: 'watchlist', id: watchlistId });
    expect(created.status).toBe(200);
    const { path, link } = created.data;
    expect(path).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ hasPassword: false, openCount: 0, options: { includeNotes: false, includeBudgets: false } });
    const token = path.slice(3);
    const [row] = await app.db().select().from(schema.shareLink).where(eq(schema.shareLink.id, link.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000);

    const listed = await app.query(member, 'share.listShareLinks', { subject: { kind: 'watchlist', id: watchlistId } });
    expect(listed.data.map((entry) => entry.id)).toContain(link.id);
    expect(JSON.stringify(listed.data)).not.toContain(token);
    expect(JSON.stringify(listed.data)).not.toContain(row!.tokenHash);
  });

  it('requires an expiry of at most 90 days and a real password when one is given', async () => {
    const subject = { kind: 'watchlist' as const, id: watchlistId };
    // The contracts' schema carries no words of its own: the 400 names the field with zod's, once.
    const tooLong = await share(member, subject, { days: 91 });
    expectRefused(tooLong, 400, 'VALIDATION');
    expect(tooLong.error!.message).toBe(`Invalid input: expiresInDays: Too big: expected number to be <=${MAX_SHARE_EXPIRY_DAYS}`);
    expectRefused(await share(member, subject, { days: 0 }), 400, 'VALIDATION');
    expectRefused(
      await app.mutateUnchecked(member, 'share.createShareLink', { subject, options: { figures: ['followers'] } }),
      400,
      'VALIDATION',
    );
    expectRefused(await share(member, subject, { password: 'short' }), 400, 'VALIDATION');
    const unknownFigure = await app.mutateUnchecked(member, 'share.createShareLink', {
      subject,
      options: { figures: ['followers', 'secretColumn'] },
      expiresInDays: 7,
    });
    expectRefused(unknownFigure, 400, 'VALIDATION');
    expect(unknownFigure.error!.message).toContain('options.figures.1: Invalid option');
  });

  it('keeps links inside the organisation: another organisation can neither create, list nor revoke them', async () => {
    const { link } = (await share(member, { kind: 'campaign', id: campaignId })).data;
    expectRefused(await share(kessel, { kind: 'watchlist', id: watchlistId }), 404, 'NOT_FOUND');
    expectRefused(await share(kessel, { kind: 'campaign', id: campaignId }), 404, 'NOT_FOUND');
    expectRefused(await app.query(kessel, 'share.listShareLinks', { subject: { kind: 'campaign', id: campaignId } }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'share.revokeShareLink', { id: link.id }), 404, 'NOT_FOUND');
    const [row] = await app.db().select().from(schema.shareLink).where(eq(schema.shareLink.id, link.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses users who may not read the list: no organisation, or a guest of the demo world', async () => {
    const outsiderCookie = await app.signUp({ name: 'No Org', email: 'share-noorg@example.com' });
    const outsider = await app.query(outsiderCookie, 'user.getSessionUser');
    await app.db().delete(schema.member).where(eq(schema.member.userId, outsider.data!.user.id));
    expectRefused(await share(outsiderCookie, { kind: 'watchlist', id: watchlistId }), 403, 'FORBIDDEN');
    expectRefused(
      await app.query(outsiderCookie, 'share.listShareLinks', { subject: { kind: 'watchlist', id: watchlistId } }),
      403,
      'FORBIDDEN',
    );
    const guest = await app.signInAsGuest();
    expectRefused(await share(guest, { kind: 'watchlist', id: watchlistId }), 403, 'FORBIDDEN');
    expectRefused(await share(null as unknown as string, { kind: 'watchlist', id: watchlistId }), 401, 'UNAUTHORIZED');
  });
});

describe('the public page', () => {
  it('shows the list’s creators without an account, with noindex and no-referrer, in the viewer’s language', async () => {
    const { path } = (await share(member, { kind: 'watchlist', id: watchlistId })).data;
    const page = await openPage(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('Client shortlist');
    expect(page.body).toContain('fixture.insta');
    expect(page.body).toContain('FixtureTube');
    expect(page.body).toContain('Shared by');
    expect(page.body).toContain('lang="en"');

    const german = await openPage(path, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Geteilt von');
    expect((await openPage(`${path}?lang=en`, { 'accept-language': 'de' })).body).toContain('Shared by');
  });

  it('never shows other lists’ rows, internal ids, notes or budgets unless chosen', async () => {
    const { path } = (await share(member, { kind: 'watchlist', id: watchlistId })).data;
    const page = await openPage(path);
    expect(page.body).not.toContain('fixture_live');
    expect(page.body).not.toMatch(UUID);

    const plain = (await share(member, { kind: 'campaign', id: campaignId })).data.path;
    const plainPage = await openPage(plain);
    expect(plainPage.statusCode).toBe(200);
    expect(plainPage.body).toContain('fixture.insta');
    expect(plainPage.body).not.toContain('Secret: rate agreed');
    expect(plainPage.body).not.toContain('1,500.50');
    expect(plainPage.body).not.toContain('data-figure="notes"');
    expect(plainPage.body).not.toContain('data-figure="budget"');
    expect(plainPage.body).not.toMatch(UUID);

    const withInternals = (await share(member, { kind: 'campaign', id: campaignId }, { includeNotes: true, includeBudgets: true })).data
      .path;
    const internalPage = await openPage(withInternals);
    expect(internalPage.body).toContain('Secret: rate agreed at 900');
    expect(internalPage.body).toContain('€1,500.50');

    // Notes and budgets exist only on campaign cards: a watchlist link stores them as off.
    const watchlistLink = await share(member, { kind: 'watchlist', id: watchlistId }, { includeNotes: true, includeBudgets: true });
    expect(watchlistLink.data.link.options).toMatchObject({ includeNotes: false, includeBudgets: false });
  });

  it('shows only the chosen figures, with their basis', async () => {
    const { path } = (await share(member, { kind: 'watchlist', id: watchlistId }, { figures: ['followers'] })).data;
    const page = await openPage(path);
    expect(page.body).toContain('data-figure="followers"');
    for (const hidden of ['engagementRate', 'averages', 'growth', 'botRisk', 'dataDate'])
      expect(page.body).not.toContain(`data-figure="${hidden}"`);
    expect(page.body).not.toContain('Engagement rate');

    const full = await openPage((await share(member, { kind: 'watchlist', id: watchlistId })).data.path);
    for (const figure of ALL_FIGURES) expect(full.body).toContain(`data-figure="${figure}"`);
  });

  it('counts openings for the list of active links', async () => {
    const { path, link } = (await share(member, { kind: 'watchlist', id: watchlistId })).data;
    await openPage(path);
    await openPage(path);
    const listed = await app.query(member, 'share.listShareLinks', { subject: { kind: 'watchlist', id: watchlistId } });
    const entry = listed.data.find((candidate) => candidate.id === link.id)!;
    expect(entry.openCount).toBe(2);
    expect(entry.lastOpenedAt).not.toBeNull();
  });

  it('answers expired, revoked and unknown tokens alike with 410', async () => {
    const unknownPath = `/s/${'A'.repeat(43)}`;
    const unknown = await openPage(unknownPath);
    expect(unknown.statusCode).toBe(410);
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(unknown.body).toContain('This link has expired or was revoked');
    expect(unknown.body).not.toContain('fixture.insta');
    expect((await openPage('/s/short')).statusCode).toBe(410);

    const revoked = (await share(member, { kind: 'watchlist', id: watchlistId })).data;
    expect((await openPage(revoked.path)).statusCode).toBe(200);
    expect((await app.mutate(member, 'share.revokeShareLink', { id: revoked.link.id })).status).toBe(200);
    const revokedPage = await openPage(revoked.path);
    expect(revokedPage.statusCode).toBe(410);
    expect(withoutPath(revokedPage.body, revoked.path)).toBe(withoutPath(unknown.body, unknownPath));
    const listed = await app.query(member, 'share.listShareLinks', { subject: { kind: 'watchlist', id: watchlistId } });
    expect(listed.data.map((entry) => entry.id)).not.toContain(revoked.link.id);

    const expired = (await share(member, { kind: 'watchlist', id: watchlistId }, { days: 7 })).data;
    await app
      .db()
      .update(schema.shareLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.shareLink.id, expired.link.id));
    const expiredPage = await openPage(expired.path);
    expect(expiredPage.statusCode).toBe(410);
    expect(withoutPath(expiredPage.body, expired.path)).toBe(withoutPath(unknown.body, unknownPath));
  });

  it('asks for the password, refuses a wrong one and opens with the right one', async () => {
    const { path, link } = (await share(member, { kind: 'watchlist', id: watchlistId }, { password: 'client-secret-42' })).data;
    expect(link.hasPassword).toBe(true);
    const [row] = await app.db().select().from(schema.shareLink).where(eq(schema.shareLink.id, link.id));
    // The same scrypt format as account passwords: better-auth's own verifier accepts it.
    expect(await verifyPassword({ hash: row!.passwordHash!, password: 'client-secret-42' })).toBe(true);

    const locked = await openPage(path);
    expect(locked.statusCode).toBe(401);
    expect(locked.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(locked.body).toContain('name="password"');
    expect(locked.body).not.toContain('fixture.insta');

    const wrong = await postPassword(path, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('This password is not correct.');
    expect(wrong.body).not.toContain('fixture.insta');

    const right = await postPassword(path, 'client-secret-42');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`${path}?lang=en`);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;
    const unlocked = await openPage(`${path}?lang=de`, { cookie });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body).toContain('fixture.insta');
    expect((await openPage(path, { cookie: `${cookie.split('=')[0]}=forged` })).statusCode).toBe(401);

    // Revoking ends an unlocked session too.
    await app.mutate(member, 'share.revokeShareLink', { id: link.id });
    expect((await openPage(path, { cookie })).statusCode).toBe(410);
  });
});

describe('rate limits of the public page', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        shareOpenIp: { limit: 6, windowSeconds: 600 },
        sharePasswordIp: { limit: 2, windowSeconds: 900 },
      },
    });
  });
  afterAll(() => limited.close());

  it('limits password attempts and page views per client address', async () => {
    const cookie = await limited.signIn('member@creatorlens.test');
    const listId = (await limited.mutate(cookie, 'watchlist.createWatchlist', { name: 'Limited', type: 'manual' })).data.id;
    const created = await limited.mutate(cookie, 'share.createShareLink', {
      subject: { kind: 'watchlist', id: listId },
      options: { figures: ['followers'], includeNotes: false, includeBudgets: false },
      expiresInDays: 7,
      password: 'client-secret-42',
    });
    const path = created.data.path;
    const attempt = () =>
      limited.server.inject({
        method: 'POST',
        url: path,
        payload: 'password=wrong-guess-1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.headers['x-robots-tag']).toBe('noindex, nofollow');

    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await limited.server.inject({ method: 'GET', url: path })).statusCode);
    // Six views per window: three attempts and three views pass, the fourth view is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
