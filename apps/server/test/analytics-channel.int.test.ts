import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshChannelStats } from '@creatorlens/core/analytics';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;

let member: string;
let instagramId: string;
let twitchId: string;
let gamingId: string;
let brandedPostId: string;
let brandId: string;

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'kpi-artist', name: 'KPI Artist' }).returning({ id: schema.artist.id });
  const base = { artistId: artist!.id, source: 'test-fixture', categories: ['beauty'] };
  const [instagram] = await db
    .insert(schema.channel)
    .values({
      ...base,
      platform: 'instagram',
      platformId: 'ig-kpi',
      name: 'KPI',
      handle: 'kpi',
      followers: 50_000,
      dataAsOf: new Date('2026-02-10T00:00:00Z'),
    })
    .returning({ id: schema.channel.id });
  instagramId = instagram!.id;
  // Instagram micro-tier peers (10 k..100 k): engagement 0.01, 0.015, 0.03 and one unknown; growth 0.111 and 0.
  await db.insert(schema.channel).values([
    {
      ...base,
      platform: 'instagram',
      platformId: 'ig-p1',
      name: 'P1',
      handle: 'p1',
      followers: 20_000,
      engagementRate: 0.01,
      followers30dGain: 2_000,
    },
    {
      ...base,
      platform: 'instagram',
      platformId: 'ig-p2',
      name: 'P2',
      handle: 'p2',
      followers: 30_000,
      engagementRate: 0.015,
      followers30dGain: 0,
    },
    { ...base, platform: 'instagram', platformId: 'ig-p3', name: 'P3', handle: 'p3', followers: 40_000, engagementRate: 0.03 },
    { ...base, platform: 'instagram', platformId: 'ig-p4', name: 'P4', handle: 'p4', followers: 60_000 },
  ]);
  const post = (id: string, day: string, likes: number, comments: number, caption: string | null = null) => ({
    channelId: instagramId,
    platform: 'instagram' as const,
    platformPostId: id,
    type: 'image',
    caption,
    publishedAt: new Date(`${day}T12:00:00Z`),
    likes,
    comments,
    source: 'test-fixture',
  });
  await db.insert(schema.post).values([
    post('kpi-old', '2025-06-01', 100, 0), // 100 / 50,000 = 0.002, older than 90 days and 26 weeks before the newest post
    post('kpi-1', '2026-01-05', 900, 100), // 1,000 / 50,000 = 0.02
    post('kpi-2', '2026-01-20', 1_900, 100, 'x'.repeat(500)), // 2,000 / 50,000 = 0.04
    post('kpi-3', '2026-02-10', 400, 100), // 500 / 50,000 = 0.01
  ]);
  await db.insert(schema.channelSnapshot).values([
    { channelId: instagramId, day: '2026-01-11', followers: 44_000, source: 'test-fixture' },
    { channelId: instagramId, day: '2026-02-10', followers: 47_000, source: 'test-fixture' },
  ]);
  const [twitch] = await db
    .insert(schema.channel)
    .values({
      ...base,
      platform: 'twitch',
      platformId: 'tw-kpi',
      name: 'KPI Live',
      handle: 'kpi_live',
      followers: 80_000,
      extra: { watchTimeMinutes: 600_000, streamTimeMinutes: 6_000, averageViewers: 100, peakViewers: 900 },
    })
    .returning({ id: schema.channel.id });
  twitchId = twitch!.id;
  // YouTube micro "gaming": 20 peers with 1 k..20 k average views, enough to narrow the peer group to the category.
  const gaming = { ...base, platform: 'youtube' as const, categories: ['gaming', 'music'] };
  const [own] = await db
    .insert(schema.channel)
    .values({ ...gaming, platformId: 'yt-gamer', name: 'Gamer', handle: 'gamer', followers: 50_000, averageViews: 10_500 })
    .returning({ id: schema.channel.id });
  gamingId = own!.id;
  await db.insert(schema.channel).values(
    Array.from({ length: 20 }, (_, i) => ({
      ...gaming,
      platformId: `yt-g${i}`,
      name: `G${i}`,
      handle: `g${i}`,
      followers: 20_000 + i,
      averageViews: (i + 1) * 1_000,
    })),
  );
  const [brand] = await db.insert(schema.brand).values({ slug: 'kpi-brand', name: 'KPI Brand' }).returning({ id: schema.brand.id });
  brandId = brand!.id;
  const [branded] = await db.select({ id: schema.post.id }).from(schema.post).where(eq(schema.post.platformPostId, 'kpi-2'));
  brandedPostId = branded!.id;
  await db.insert(schema.coupon).values({ code: 'KPI10', brandId, artistId: artist!.id, sourcePostId: brandedPostId });
  await refreshChannelStats({ db });
});
afterAll(() => app.close());

const analytics = (channelId: string, cookie: string | null = member) => app.query(cookie, 'artist.getChannelAnalytics', { channelId });

describe('refreshChannelStats', () => {
  it('fills post engagement, cadence, tier, growth and sparkline, and is idempotent', async () => {
    const [row] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, instagramId));
    expect(row!.sizeTier).toBe('micro');
    expect(row!.postsPerWeek).toBeCloseTo(3 / (90 / 7), 12);
    expect(row!.lastPostedAt?.toISOString()).toBe('2026-02-10T12:00:00.000Z');
    expect(row!.followers30dGain).toBe(3_000); // (47,000 - 44,000) over exactly 30 days
    expect(row!.followers30dGrowth).toBeCloseTo(3_000 / 47_000, 12);
    expect(row!.followersSparkline).toEqual([44_000, 47_000]);
    // kpi-old lies outside Instagram's 90-day window before the newest post (contracts METRIC_WINDOWS).
    expect(row!.engagementRate).toBeCloseTo((0.02 + 0.04 + 0.01) / 3, 12);
    const links = await app.db().select().from(schema.postBrand).where(eq(schema.postBrand.postId, brandedPostId));
    expect(links).toEqual([{ postId: brandedPostId, brandId, kind: 'coupon' }]);
    const again = await refreshChannelStats({ db: app.db() });
    expect(again).toMatchObject({ postsUpdated: 0, channelsUpdated: 0, postBrandsInserted: 0 });
  });
});

describe('artist.getChannelAnalytics', () => {
  it('answers KPIs, growth, cadence, top posts and the benchmark with hand-computed values', async () => {
    const answer = await analytics(instagramId);
    expect(answer.status).toBe(200);
    const { kpis, growth, cadence, topPosts, benchmark } = answer.data;
    expect(kpis).toMatchObject({
      followers: 50_000,
      followers30dGain: 3_000,
      engagementDefinition: 'instagram: (likes + comments) / followers',
    });
    expect(kpis.engagementRate as number).toBeCloseTo((0.02 + 0.04 + 0.01) / 3, 12);
    expect(kpis.averageLikes as number).toBeCloseTo((900 + 1_900 + 400) / 3, 12);
    expect(kpis.twitch).toBeUndefined();
    expect(growth).toEqual([
      { day: '2026-01-11', followers: 44_000, source: 'test-fixture' },
      { day: '2026-02-10', followers: 47_000, source: 'test-fixture' },
    ]);
    // When and where the figures were observed, and the posts' own date (the newest post, not only the top ones).
    expect(answer.data).toMatchObject({ dataAsOf: Date.parse('2026-02-10T00:00:00Z'), source: 'test-fixture' });
    expect(answer.data).toMatchObject({ postsUpTo: Date.parse('2026-02-10T12:00:00Z'), postsSource: 'test-fixture' });
    expect(cadence).toEqual([
      { week: '2026-01-05', posts: 1 },
      { week: '2026-01-19', posts: 1 },
      { week: '2026-02-09', posts: 1 },
    ]);
    expect(topPosts.map((p) => p.engagementRate)).toEqual([0.04, 0.02, 0.01, 0.002]);
    expect(topPosts[0]!.caption).toHaveLength(300);
    expect(answer.data.postsHidden).toBe(false);
    // Peers: the four other Instagram micro channels (the "beauty" group is under 20, so no category narrowing). Four
    // peers are below the minimum of 20: no benchmark at all, and the page shows no count beside "not enough".
    expect(benchmark).toEqual({
      peerCount: 4,
      minimumPeerCount: 20,
      hasEnoughPeers: false,
      tier: 'micro',
      category: null,
      percentiles: {},
    });
  });

  it('narrows the peer group to the first category when it has at least 20 channels', async () => {
    const answer = await analytics(gamingId);
    // 10,500 average views beat 1 k..10 k: 10 of 20 peers.
    expect(answer.data.benchmark).toEqual({
      peerCount: 20,
      minimumPeerCount: 20,
      hasEnoughPeers: true,
      tier: 'micro',
      category: 'gaming',
      percentiles: { averageViews: 50 },
    });
  });

  it('answers Twitch KPIs instead of an engagement rate', async () => {
    const answer = await analytics(twitchId);
    expect(answer.status).toBe(200);
    expect(answer.data.kpis.engagementRate).toBeNull();
    expect(answer.data.kpis.twitch).toEqual({ hoursWatched: 10_000, averageViewers: 100, peakViewers: 900, airtimeHours: 100 });
  });

  it('refuses the figures of a platform outside the licence (the artist page names the platform it left out)', async () => {
    const artist = await app.query(member, 'artist.getArtistBySlug', {
      slug: 'snap-only',
    });
    expect(artist.data.channels).toEqual([]);
    expect(artist.data.licenseExcludedPlatforms).toEqual(['snapchat']);
    const [snapchat] = await app.db().select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.handle, 'snaponly'));
    const answer = await analytics(snapchat!.id);
    expect(answer.status).toBe(403);
  });

  it('refuses anonymous callers and expired licences, 404 for an unknown channel, 400 for a non-UUID', async () => {
    expect((await analytics(instagramId, null)).status).toBe(401);
    const expired = await app.signIn('expired-member@creatorlens.test');
    expect((await analytics(instagramId, expired)).status).toBe(403);
    expect((await analytics('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await analytics('kpi')).status).toBe(400);
  });
});

describe('benchmark percentiles and peer counts', () => {
  // TikTok mid tier (100 k..500 k): 24 channels with 1 k..24 k average views and engagement 1 %..2.4 %, plus the best,
  // the worst and one without any compared figure: 26 peers for each of the last three.
  let bestId: string;
  let worstId: string;
  let blankId: string;
  beforeAll(async () => {
    const db = app.db();
    const [artist] = await db.insert(schema.artist).values({ slug: 'peer-crowd', name: 'Peer Crowd' }).returning({ id: schema.artist.id });
    const base = { artistId: artist!.id, source: 'test-fixture', platform: 'tiktok' as const };
    await db.insert(schema.channel).values(
      Array.from({ length: 24 }, (_, i) => ({
        ...base,
        platformId: `tt-peer-${i}`,
        name: `Peer ${i}`,
        handle: `peer${i}`,
        followers: 200_000 + i,
        averageViews: (i + 1) * 1_000,
        engagementRate: (i + 1) / 1_000 + 0.01,
      })),
    );
    const [best, worst, blank] = await db
      .insert(schema.channel)
      .values([
        { ...base, platformId: 'tt-best', name: 'Best', handle: 'best', followers: 300_000, averageViews: 5_000_000, engagementRate: 0.2 },
        { ...base, platformId: 'tt-worst', name: 'Worst', handle: 'worst', followers: 300_001, averageViews: 10, engagementRate: 0.0001 },
        { ...base, platformId: 'tt-blank', name: 'Blank', handle: 'blank', followers: 300_002 },
      ])
      .returning({ id: schema.channel.id });
    bestId = best!.id;
    worstId = worst!.id;
    blankId = blank!.id;
    await refreshChannelStats({ db });
  });

  it('caps percentiles at 99 and 1: never better than 100 % or 0 % of peers', async () => {
    const best = await analytics(bestId);
    expect(best.status).toBe(200);
    expect(best.data.benchmark).toEqual({
      peerCount: 26,
      minimumPeerCount: 20,
      hasEnoughPeers: true,
      tier: 'mid',
      category: null,
      percentiles: { engagementRate: 99, averageViews: 99 },
    });
    const worst = await analytics(worstId);
    expect(worst.data.benchmark.percentiles).toEqual({ engagementRate: 1, averageViews: 1 });
    expect(worst.data.benchmark.peerCount).toBe(26);
  });

  it('counts the peers once, the same number with or without figures of its own', async () => {
    const blank = await analytics(blankId);
    expect(blank.data.benchmark).toEqual({
      peerCount: 26,
      minimumPeerCount: 20,
      hasEnoughPeers: true,
      tier: 'mid',
      category: null,
      percentiles: {},
    });
  });
});

describe('derived figures only from figures that exist', () => {
  let noFollowersId: string;
  let noViewsId: string;
  let noPostsId: string;
  let smallRateId: string;
  beforeAll(async () => {
    const db = app.db();
    const [artist] = await db
      .insert(schema.artist)
      .values({ slug: 'missing-inputs', name: 'Missing Inputs' })
      .returning({ id: schema.artist.id });
    const base = { artistId: artist!.id, source: 'test-fixture' };
    const [noFollowers, noViews, noPosts, smallRate] = await db
      .insert(schema.channel)
      .values([
        // Instagram engagement divides by followers: unknown followers, unknown engagement (and growth).
        { ...base, platform: 'instagram', platformId: 'ig-nofollowers', name: 'No Followers', handle: 'nofollowers' },
        // YouTube engagement divides by views: posts without views give no engagement.
        { ...base, platform: 'youtube', platformId: 'yt-noviews', name: 'No Views', handle: 'noviews', followers: 700_000 },
        { ...base, platform: 'youtube', platformId: 'yt-noposts', name: 'No Posts', handle: 'noposts', followers: 800_000 },
        // A real but small rate from the source (72.8 K interactions per post / 252.3 M followers) stays that rate.
        {
          ...base,
          platform: 'instagram',
          platformId: 'ig-smallrate',
          name: 'Small Rate',
          handle: 'smallrate',
          followers: 252_300_000,
          averageLikes: 329_000,
          engagementRate: 0.000289,
        },
      ])
      .returning({ id: schema.channel.id });
    [noFollowersId, noViewsId, noPostsId, smallRateId] = [noFollowers!.id, noViews!.id, noPosts!.id, smallRate!.id];
    const post = (channelId: string, platform: 'instagram' | 'youtube', id: string, day: string) => ({
      channelId,
      platform,
      platformPostId: id,
      type: 'video',
      publishedAt: new Date(`${day}T12:00:00Z`),
      likes: 250_000,
      comments: 4_000,
      source: 'test-fixture',
    });
    await db.insert(schema.post).values([
      post(noFollowersId, 'instagram', 'nf-1', '2026-02-01'),
      post(noFollowersId, 'instagram', 'nf-2', '2026-02-08'),
      post(noFollowersId, 'instagram', 'nf-3', '2026-02-15'), // three posts: the minimum for an average
      post(noViewsId, 'youtube', 'nv-1', '2026-02-01'),
      post(noViewsId, 'youtube', 'nv-2', '2026-02-08'),
      post(noViewsId, 'youtube', 'nv-3', '2026-02-15'),
    ]);
    await refreshChannelStats({ db });
  });

  it('leaves engagement null without followers (Instagram) or views (YouTube), never 0', async () => {
    const noFollowers = await analytics(noFollowersId);
    expect(noFollowers.status).toBe(200);
    expect(noFollowers.data.kpis).toMatchObject({ followers: null, engagementRate: null, followers30dGrowth: null, averageLikes: 250_000 });
    expect(noFollowers.data.kpis.postsPerWeek as number).toBeCloseTo(3 / (90 / 7), 12);
    expect(noFollowers.data.topPosts.map((p) => p.engagementRate)).toEqual([null, null, null]);
    const noViews = await analytics(noViewsId);
    expect(noViews.data.kpis).toMatchObject({ engagementRate: null, averageViews: null, averageLikes: 250_000 });
  });

  it('leaves the cadence null for a channel without posts, and keeps a small source rate as it is', async () => {
    const noPosts = await analytics(noPostsId);
    expect(noPosts.data.kpis).toMatchObject({ postsPerWeek: null, engagementRate: null, averageLikes: null, followers30dGrowth: null });
    expect(noPosts.data.cadence).toEqual([]);
    const smallRate = await analytics(smallRateId);
    expect(smallRate.data.kpis).toMatchObject({ engagementRate: 0.000289, averageLikes: 329_000 });
  });
});
