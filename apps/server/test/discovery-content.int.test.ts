import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchContent } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema, type Platform } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

/** Full-text content search; the word "zephyrquartz" appears only in the posts made here. */

const POSTS = {
  insta: {
    platform: 'instagram',
    channel: 'fixture.insta',
    caption: 'zephyrquartz launch, code ZQ10',
    day: '2026-03-01',
    engagementRate: 0.05,
  },
  tiktok: {
    platform: 'tiktok',
    channel: 'content.tok',
    caption: 'zephyrquartz zephyrquartz zephyrquartz dance',
    day: '2026-02-01',
    engagementRate: 0.1,
  },
  tube: { platform: 'youtube', channel: 'FixtureTube', caption: 'zephyrquartz review', day: '2026-04-01', engagementRate: 0.01 },
  stream: { platform: 'twitch', channel: 'fixture_live', caption: 'zephyrquartz stream', day: '2026-01-15', engagementRate: null },
  snap: { platform: 'snapchat', channel: 'snaponly', caption: 'zephyrquartz snap with code ZQ10', day: '2026-03-15', engagementRate: 0.2 },
  long: {
    platform: 'instagram',
    channel: 'fixture.insta',
    caption: `zephyrquartz ${'long '.repeat(300)}`,
    day: '2026-02-15',
    engagementRate: null,
  },
} as const;
type Key = keyof typeof POSTS;
const ALL_READABLE: Key[] = ['insta', 'tiktok', 'tube', 'stream', 'long'];

let app: TestApp;
let member: string;
let brandId: string;
const ids = {} as Record<Key, string>;
const keyOf = (id: string): string => (Object.keys(ids) as Key[]).find((key) => ids[key] === id) ?? `other:${id}`;

const searchAs = async (cookie: string, input: ProcedureInput<'discovery.searchContent'>) => {
  const answer = await app.query(cookie, 'discovery.searchContent', input);
  expect(answer.error).toBeNull();
  return answer.data;
};
const keys = async (input: ProcedureInput<'discovery.searchContent'>, cookie = member) =>
  (await searchAs(cookie, input)).items.map((item) => keyOf(item.id));

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'content-maker', name: 'Content Maker' }).returning();
  await db.insert(schema.channel).values({
    artistId: artist!.id,
    platform: 'tiktok',
    platformId: 'tiktok-content.tok',
    name: 'Content Tok',
    handle: 'content.tok',
    followers: 10,
    source: 'test-fixture',
  });
  const [brand] = await db.insert(schema.brand).values({ slug: 'zq-brand', name: 'ZQ Brand' }).returning();
  brandId = brand!.id;
  for (const [key, post] of Object.entries(POSTS) as [Key, (typeof POSTS)[Key]][]) {
    const [channel] = await db.select().from(schema.channel).where(eq(schema.channel.handle, post.channel));
    const [row] = await db
      .insert(schema.post)
      .values({
        channelId: channel!.id,
        platform: post.platform as Platform,
        platformPostId: `content-${key}`,
        type: 'video',
        caption: post.caption,
        url: `https://example.com/${key}`,
        publishedAt: new Date(`${post.day}T12:00:00Z`),
        likes: 10,
        engagementRate: post.engagementRate,
        source: 'test-fixture',
      })
      .returning({ id: schema.post.id });
    ids[key] = row!.id;
  }
  await db.insert(schema.postBrand).values([
    { postId: ids.insta, brandId, kind: 'coupon' },
    { postId: ids.snap, brandId, kind: 'coupon' },
  ]);
});
afterAll(() => app.close());

describe('discovery.searchContent', () => {
  it('finds posts on every platform the licence reads, never Snapchat', async () => {
    const page = await searchAs(member, { q: 'zephyrquartz' });
    expect(page.items.map((item) => keyOf(item.id)).sort()).toEqual([...ALL_READABLE].sort());
    expect(page).toMatchObject({ total: 5, totalIsCapped: false, page: 1, pageSize: 50 });
  });

  it('never returns the Snapchat fixture artist, even when its own words are searched', async () => {
    const page = await searchAs(member, { q: 'Snap Only post' });
    expect(page.items.filter((item) => item.platform === 'snapchat')).toEqual([]);
    expect(page.total).toBe(0);
    expect((await searchAs(member, { q: 'post', pageSize: 100 })).items.every((item) => item.platform !== 'snapchat')).toBe(true);
  });

  it('answers an empty page when only unreadable platforms are asked for', async () => {
    const page = await searchAs(member, { q: 'zephyrquartz', platforms: ['snapchat'] });
    expect(page).toEqual({
      items: [],
      total: 0,
      totalIsCapped: false,
      totalIsEstimate: false,
      nextCursor: null,
      rankedAmongNewest: null,
      page: 1,
      pageSize: 50,
    });
    expect(await keys({ q: 'zephyrquartz', platforms: ['snapchat', 'tiktok'] })).toEqual(['tiktok']);
  });

  it('limits a Starter licence to Instagram and TikTok', async () => {
    const owner = await app.signIn('two-orgs@creatorlens.test');
    const organizations = await app.query(owner, 'user.getMyOrganizations');
    const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
    expect((await app.mutate(owner, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);
    expect((await keys({ q: 'zephyrquartz' }, owner)).sort()).toEqual(['insta', 'long', 'tiktok']);
    expect(await keys({ q: 'zephyrquartz', platforms: ['youtube', 'twitch'] }, owner)).toEqual([]);
    expect(await keys({ q: 'zephyrquartz', brandId }, owner)).toEqual(['insta']);
  });

  it('sorts by relevance by default and by publication date on request', async () => {
    expect((await keys({ q: 'zephyrquartz' }))[0]).toBe('tiktok');
    expect(await keys({ q: 'zephyrquartz', sort: 'newest' })).toEqual(['tube', 'insta', 'long', 'tiktok', 'stream']);
  });

  it('pages without overlap', async () => {
    const full = await keys({ q: 'zephyrquartz', sort: 'newest' });
    const first = await keys({ q: 'zephyrquartz', sort: 'newest', pageSize: 3 });
    const second = await keys({ q: 'zephyrquartz', sort: 'newest', pageSize: 3, page: 2 });
    expect([...first, ...second]).toEqual(full);
  });

  it.each<[Partial<ProcedureInput<'discovery.searchContent'>>, string[]]>([
    [{ platforms: ['youtube', 'twitch'] }, ['stream', 'tube']],
    [{ publishedFrom: Date.parse('2026-02-01T00:00:00Z'), publishedTo: Date.parse('2026-03-01T23:59:59Z') }, ['insta', 'long', 'tiktok']],
    [{ publishedFrom: Date.parse('2026-03-02T00:00:00Z') }, ['tube']],
    [{ publishedTo: Date.parse('2026-01-31T00:00:00Z') }, ['stream']],
    [{ minEngagement: 0.05 }, ['insta', 'tiktok']],
    [{ q: '"zephyrquartz review"' }, ['tube']],
    [{ q: 'zephyrquartz -stream -long' }, ['insta', 'tiktok', 'tube']],
    [{ q: 'ZQ10' }, ['insta']],
  ])('%j matches exactly %j', async (filter, expected) => {
    expect((await keys({ q: 'zephyrquartz', ...filter })).sort()).toEqual(expected);
  });

  it('filters by brand and still hides Snapchat posts of that brand', async () => {
    expect(await keys({ q: 'zephyrquartz', brandId })).toEqual(['insta']);
  });

  it('cuts captions to 500 characters and names the channel', async () => {
    const page = await searchAs(member, { q: 'zephyrquartz', sort: 'newest' });
    const long = page.items.find((item) => item.id === ids.long)!;
    expect(long.caption).toHaveLength(500);
    expect(long.channel).toMatchObject({ handle: 'fixture.insta', artistSlug: 'fixture-artist' });
    expect(page.items.find((item) => item.id === ids.tube)!.publishedAt).toBe(Date.parse('2026-04-01T12:00:00Z'));
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'a', platforms: ['myspace'] }, 'platforms'],
    [{ q: 'a', platforms: [] }, 'platforms'],
    [{ q: 'a', publishedFrom: 10, publishedTo: 5 }, 'publishedFrom'],
    [{ q: 'a', minEngagement: -0.1 }, 'minEngagement'],
    [{ q: 'a', brandId: 'nike' }, 'brandId'],
    [{ q: 'a', sort: 'popular' }, 'sort'],
    [{ q: 'a', pageSize: 101 }, 'pageSize'],
    [{ q: 'a', page: 0 }, 'page'],
  ])('%j answers 400 VALIDATION naming %s', async (input, field) => {
    const answer = await app.queryUnchecked(member, 'discovery.searchContent', input);
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain(field);
  });

  it('ranks the newest matches for very frequent words with the same filter semantics (the frequent-words plan)', async () => {
    const db = app.db();
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
    const actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
    const inputs = [
      { q: 'zephyrquartz' },
      { q: 'zephyrquartz', platforms: ['youtube', 'twitch'] as Platform[] },
      { q: 'zephyrquartz', publishedFrom: Date.parse('2026-02-01'), publishedTo: Date.parse('2026-03-01T23:59:59Z') },
      { q: 'zephyrquartz', minEngagement: 0.05, sort: 'newest' as const },
    ];
    for (const input of inputs) {
      const normal = await searchContent({ db, actor }, input);
      expect(normal.rankedAmongNewest).toBeNull();
      // Both frequent-words plans: newest months first, and the walk through the newest posts.
      for (const plan of [{ frequentTermMatches: -1 }, { frequentTermMatches: -1, walkMatches: -1 }]) {
        const windowed = await searchContent({ db, actor }, input, plan);
        expect(windowed.rankedAmongNewest).toBe(input.sort === 'newest' ? null : 1000);
        expect(windowed.totalIsEstimate).toBe(true);
        expect(windowed.items.map((item) => keyOf(item.id)).sort()).toEqual(normal.items.map((item) => keyOf(item.id)).sort());
      }
    }
  });

  it('answers an empty page for text that is only punctuation', async () => {
    expect((await searchAs(member, { q: '!!! ???' })).items).toEqual([]);
  });

  it('refuses an expired licence and anonymous callers', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'discovery.searchContent', { q: 'zephyrquartz' });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
    expect((await app.query(null, 'discovery.searchContent', { q: 'zephyrquartz' })).status).toBe(401);
  });
});
