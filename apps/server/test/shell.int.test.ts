import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The shell's own procedures: the header search popup and the home overview. */

let app: TestApp;
let owner: string;

let organizationId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  owner = await app.signUp({ name: 'Shell Tester', email: 'shell-tester@creatorlens.test' });
  const session = await app.query(owner, 'user.getSessionUser');
  organizationId = session.data!.organization!.id;
  const db = app.db();
  const now = Date.now();
  // Campaign runs are calendar days (issue 39).
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await db.insert(schema.campaign).values([
    { organizationId, name: 'Zebra draft', isDraft: true },
    { organizationId, name: 'Zebra spring', isDraft: false, startTime: day(5) },
    { organizationId, name: 'Zebra running', isDraft: false, startTime: day(-5) },
    { organizationId, name: 'Zebra finite', isDraft: false, startTime: day(-5), endTime: day(5) },
    { organizationId, name: 'Zebra over', isDraft: false, startTime: day(-10), endTime: day(-1) },
  ]);
  const [watchlist] = await db.insert(schema.watchlist).values({ organizationId, name: 'Zebra watch' }).returning();
  await db.insert(schema.tag).values({ organizationId, name: 'Zebra tag', color: 'sky' });
  const channels = await db
    .select({ id: schema.channel.id, handle: schema.channel.handle })
    .from(schema.channel)
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .where(eq(schema.artist.slug, 'fixture-artist'));
  for (const [index, channel] of channels.entries()) {
    await db
      .update(schema.channel)
      .set({ followers30dGain: (index + 1) * 1000 * (index % 2 ? -1 : 1) })
      .where(eq(schema.channel.id, channel.id));
    await db.insert(schema.watchlistChannel).values({ watchlistId: watchlist!.id, channelId: channel.id, organizationId });
  }
});

afterAll(async () => {
  await app.close();
});

describe('shell.searchEverything', () => {
  it('finds channels, their artist and the organisation’s campaigns, watchlists and tags', async () => {
    const channels = await app.query(owner, 'shell.searchEverything', { q: 'fixture' });
    expect(channels.error).toBeNull();
    expect(channels.data.channels.map((hit) => hit.handle).sort()).toEqual(['FixtureTube', 'fixture.insta', 'fixture_live']);
    expect(channels.data.artists).toEqual([expect.objectContaining({ slug: 'fixture-artist', channelCount: 3 })]);
    const lists = await app.query(owner, 'shell.searchEverything', { q: 'zebra' });
    expect(lists.data.campaigns).toHaveLength(5);
    expect(lists.data.watchlists.map((hit) => hit.name)).toEqual(['Zebra watch']);
    expect(lists.data.tags).toEqual([expect.objectContaining({ name: 'Zebra tag', color: 'sky' })]);
  });

  it('never shows another organisation’s lists', async () => {
    const member = await app.signIn('member@creatorlens.test');
    const answer = await app.query(member, 'shell.searchEverything', { q: 'zebra' });
    expect(answer.error).toBeNull();
    expect([...answer.data.campaigns, ...answer.data.watchlists, ...answer.data.tags]).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    const answer = await app.query(owner, 'shell.searchEverything', { q: '%_' });
    expect(answer.error).toBeNull();
    expect(answer.data.campaigns).toEqual([]);
  });

  it('leaves creator data out for an expired licence but still finds the organisation’s lists', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'shell.searchEverything', { q: 'fixture' });
    expect(answer.status).toBe(200);
    expect(answer.data.channels).toEqual([]);
    expect(answer.data.artists).toEqual([]);
  });

  it('refuses anonymous callers and bad input', async () => {
    expect((await app.query(null, 'shell.searchEverything', { q: 'fixture' })).status).toBe(401);
    const empty = await app.query(owner, 'shell.searchEverything', { q: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.data.appCode).toBe('VALIDATION');
    expect((await app.query(owner, 'shell.searchEverything', { q: 'x'.repeat(201) })).status).toBe(400);
    expect((await app.queryUnchecked(owner, 'shell.searchEverything', { q: 'a', extra: 1 })).status).toBe(400);
  });
});

describe('home.getOverview', () => {
  it('counts campaigns by display status and lists the biggest changes on watched channels', async () => {
    const answer = await app.query(owner, 'home.getOverview');
    expect(answer.error).toBeNull();
    expect(answer.data.campaigns).toEqual({ draft: 1, ready: 1, active: 2, ended: 1 });
    expect(answer.data.listCounts).toEqual({ campaigns: 5, watchlists: 1, tags: 1 });
    expect(answer.data.watchedChannelCount).toBe(3);
    const gains = answer.data.watchedChanges.map((change) => Math.abs(change.followers30dGain ?? 0));
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(answer.data.watchedChanges).toHaveLength(3);
  });

  it('is scoped to the active organisation', async () => {
    const stranger = await app.signUp({ name: 'Other Owner', email: 'other-owner@creatorlens.test' });
    const answer = await app.query(stranger, 'home.getOverview');
    expect(answer.data.campaigns).toEqual({ draft: 0, ready: 0, active: 0, ended: 0 });
    expect(answer.data.watchedChanges).toEqual([]);
  });

  it('keeps list counts but no creator figures with an expired licence, and refuses anonymous callers', async () => {
    const expired = await app.signIn('expired-admin@creatorlens.test');
    const answer = await app.query(expired, 'home.getOverview');
    expect(answer.status).toBe(200);
    expect(answer.data.watchedChanges).toEqual([]);
    expect((await app.query(null, 'home.getOverview')).status).toBe(401);
  });
});
