import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchCreators } from '@creatorlens/core/discovery';
import { wilsonInterval } from '@creatorlens/core/intelligence';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The read side of the intelligence: intelligence.getChannelIntelligence, brand.listBrands, brand.getBrandBySlug and
 * the discovery filters by bot risk and channel type, over rows inserted the way the intelligence job and the text
 * detectors write them.
 */

let app: TestApp;
let member: string;
let kesselOwner: string;

let instagramId: string;
let youtubeId: string;
const postIds: Record<string, string> = {};

const intelligence = (channelId: string, cookie: string | null = member) =>
  app.query(cookie, 'intelligence.getChannelIntelligence', { channelId });
const brandPage = (slug: string, cookie: string | null = member) => app.query(cookie, 'brand.getBrandBySlug', { slug });
const brands = (input: Record<string, unknown>, cookie: string | null = member) => app.query(cookie, 'brand.listBrands', input);

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kesselOwner = await app.signIn('two-orgs@creatorlens.test');
  const organizations = await app.query(kesselOwner, 'user.getMyOrganizations');
  const kessel = organizations.data.find((organization) => organization.name === 'Kessel Brands GmbH')!;
  // Kessel's Starter licence reads Instagram and TikTok posts only.
  expect((await app.mutate(kesselOwner, 'user.switchOrganization', { organizationId: kessel.id })).status).toBe(200);

  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'intel-artist', name: 'Intel Artist' }).returning();
  const base = { artistId: artist!.id, source: 'test-fixture' };
  const [instagram] = await db
    .insert(schema.channel)
    .values({
      ...base,
      platform: 'instagram',
      platformId: 'ig-intel',
      name: 'Intel',
      handle: 'intel',
      followers: 90_000,
      botRisk: 'high',
      channelType: 'creator',
    })
    .returning();
  const [youtube] = await db
    .insert(schema.channel)
    .values({
      ...base,
      platform: 'youtube',
      platformId: 'yt-intel',
      name: 'Intel TV',
      handle: 'inteltv',
      followers: 40_000,
      botRisk: 'low',
      channelType: 'media',
    })
    .returning();
  instagramId = instagram!.id;
  youtubeId = youtube!.id;

  await db.insert(schema.channelSignal).values([
    {
      channelId: instagramId,
      kind: 'growth_spike',
      severity: 'critical',
      day: '2026-03-04',
      value: 25_000,
      evidence: { gain: 25_000, expected: 800, engagementFollowed: false },
    },
    {
      channelId: instagramId,
      kind: 'round_number_jump',
      severity: 'warning',
      day: '2026-03-05',
      value: 10_000,
      evidence: { jump: 10_000 },
    },
    { channelId: instagramId, kind: 'engagement_outlier', severity: 'info', day: null, value: 0.001, evidence: { percentile: 1 } },
  ]);
  await db.insert(schema.channelAudience).values([
    {
      channelId: instagramId,
      source: 'sample',
      typeShares: { real: 0.55, suspicious: 0.3, massFollower: 0.1, influencer: 0.05 },
      credibility: 0.6,
      sampleSize: 400,
    },
    {
      channelId: instagramId,
      source: 'creator',
      ageShares: { '18-24': 0.6, '25-34': 0.4 },
      genderShares: { female: 0.7, male: 0.3 },
      countryShares: { DE: 0.8, AT: 0.2 },
    },
  ]);

  const post = (channelId: string, platform: 'instagram' | 'youtube', key: string, day: string, caption: string) => ({
    channelId,
    platform,
    platformPostId: `intel-${key}`,
    type: 'image',
    caption,
    publishedAt: new Date(`${day}T12:00:00Z`),
    source: 'test-fixture',
  });
  const inserted = await db
    .insert(schema.post)
    .values([
      post(instagramId, 'instagram', 'giveaway', '2026-03-01', 'Gewinnspiel! Markiere einen Freund'),
      post(instagramId, 'instagram', 'sponsored', '2026-02-10', '#werbung Neue Sneaker von @intelbrand'),
      post(instagramId, 'instagram', 'undisclosed', '2026-03-10', 'Mit dem Code INTEL20 20 % Rabatt bei @intelbrand'),
      post(instagramId, 'instagram', 'plain', '2026-03-11', 'Just a sunset'),
      post(youtubeId, 'youtube', 'video', '2026-01-15', 'Sponsored by Intel Brand'),
    ])
    .returning({ id: schema.post.id, platformPostId: schema.post.platformPostId });
  for (const row of inserted) postIds[row.platformPostId.replace('intel-', '')] = row.id;

  await db.insert(schema.postAnalysis).values([
    { postId: postIds.giveaway!, isGiveaway: true, giveawayMarkers: ['Gewinnspiel', 'Markiere'] },
    { postId: postIds.sponsored!, isSponsored: true, disclosureMarkers: ['#werbung'], brandMentions: ['@intelbrand'] },
    {
      postId: postIds.undisclosed!,
      isUndisclosedAd: true,
      brandMentions: ['@intelbrand'],
      links: [{ url: 'https://example.org/?ref=intel', kind: 'affiliate' }],
    },
    { postId: postIds.plain! },
    { postId: postIds.video!, isSponsored: true, disclosureMarkers: ['Sponsored by'] },
  ]);
  const [brand] = await db.insert(schema.brand).values({ slug: 'intel-brand', name: 'Intel Brand', branch: 'fashion' }).returning();
  await db.insert(schema.brand).values({ slug: 'quiet-brand', name: 'Quiet Brand', branch: 'food' });
  await db.insert(schema.postBrand).values([
    { postId: postIds.sponsored!, brandId: brand!.id, kind: 'disclosure' },
    { postId: postIds.undisclosed!, brandId: brand!.id, kind: 'coupon' },
    { postId: postIds.video!, brandId: brand!.id, kind: 'mention' },
  ]);
  await db.insert(schema.coupon).values({
    code: 'INTEL20',
    discount: '20 %',
    brandId: brand!.id,
    artistId: artist!.id,
    sourcePostId: postIds.undisclosed!,
    origin: 'extracted',
  });
});
afterAll(() => app.close());

describe('intelligence.getChannelIntelligence', () => {
  it('answers bot risk, signals with evidence, channel type, audience by source and analysed posts', async () => {
    const answer = await intelligence(instagramId);
    expect(answer.status).toBe(200);
    const data = answer.data;
    expect(data).toMatchObject({ channelId: instagramId, botRisk: 'high', channelType: 'creator', postsHidden: false });
    // Whole-channel signals first, then by day.
    expect(data.signals.map((signal) => [signal.kind, signal.severity, signal.day])).toEqual([
      ['engagement_outlier', 'info', null],
      ['growth_spike', 'critical', '2026-03-04'],
      ['round_number_jump', 'warning', '2026-03-05'],
    ]);
    expect(data.signals[1]).toMatchObject({ value: 25_000, evidence: { gain: 25_000, expected: 800, engagementFollowed: false } });
    expect(data.audience.sample).toMatchObject({
      source: 'sample',
      typeShares: { real: 0.55, suspicious: 0.3, massFollower: 0.1, influencer: 0.05 },
      credibility: 0.6,
      sampleSize: 400,
      // Every shared figure says how sure it is: a 95 % interval over the 400 sampled followers.
      judgedSize: 400,
      notEnoughData: 0,
      suspiciousInterval: wilsonInterval(120, 400),
      credibilityInterval: wilsonInterval(240, 400),
    });
    expect(data.audience.creator).toMatchObject({
      source: 'creator',
      genderShares: { female: 0.7, male: 0.3 },
      countryShares: { DE: 0.8, AT: 0.2 },
    });
    expect(data.giveawayPosts).toEqual([expect.objectContaining({ id: postIds.giveaway, giveawayMarkers: ['Gewinnspiel', 'Markiere'] })]);
    // Newest first; the plain post is neither branded nor a giveaway.
    expect(data.brandedPosts.map((post) => post.id)).toEqual([postIds.undisclosed, postIds.sponsored]);
    expect(data.brandedPosts[0]).toMatchObject({
      isSponsored: false,
      isUndisclosedAd: true,
      links: [{ url: 'https://example.org/?ref=intel', kind: 'affiliate' }],
      brands: [{ slug: 'intel-brand' }],
    });
    expect(data.brandedPosts[1]).toMatchObject({ isSponsored: true, disclosureMarkers: ['#werbung'] });
    expect(data.counts).toEqual({ giveaways: 1, sponsored: 1, undisclosed: 1 });
  });

  it('answers nulls and empty lists for a channel the job has not assessed yet', async () => {
    const artist = await app.query(member, 'artist.getArtistBySlug', {
      slug: 'fixture-artist',
    });
    const answer = await intelligence(artist.data.channels[0]!.id);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      botRisk: null,
      channelType: null,
      signals: [],
      audience: { sample: null, creator: null },
      giveawayPosts: [],
      brandedPosts: [],
    });
  });

  it('refuses a channel of a platform outside the licence: bot risk and channel type are channel figures too', async () => {
    const kessel = await intelligence(youtubeId, kesselOwner);
    expect(kessel.status).toBe(403);
    expect((await intelligence(youtubeId)).data).toMatchObject({ postsHidden: false, counts: { sponsored: 1 } });
    const [snap] = await app.db().select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.handle, 'snaponly'));
    expect((await intelligence(snap!.id)).status).toBe(403);
  });

  it('refuses anonymous callers, users without an organisation and expired licences', async () => {
    expect((await intelligence(instagramId, null)).status).toBe(401);
    // Sign-up starts a trial organisation; taking the membership away leaves a user who may read nothing.
    const loner = await app.signUp({ name: 'Loner', email: 'intel-loner@creatorlens.test' });
    const me = await app.query(loner, 'user.getSessionUser');
    await app.db().delete(schema.member).where(eq(schema.member.userId, me.data!.user.id));
    for (const forbidden of [await intelligence(instagramId, loner), await brands({}, loner), await brandPage('intel-brand', loner)]) {
      expect(forbidden.status).toBe(403);
      expect(forbidden.error?.data.appCode).toBe('FORBIDDEN');
    }
    const expired = await intelligence(instagramId, await app.signIn('expired-member@creatorlens.test'));
    expect(expired.status).toBe(403);
    expect(expired.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('answers 404 for an unknown channel and 400 for a malformed id', async () => {
    expect((await intelligence('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await intelligence('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('channelId');
  });
});

describe('brand.listBrands and brand.getBrandBySlug', () => {
  it('lists brands by mentions with counts, searchable and paged', async () => {
    const all = await brands({ q: 'brand' });
    expect(all.status).toBe(200);
    expect(all.data.items.map((item) => item.slug)).toEqual(['intel-brand', 'quiet-brand']);
    expect(all.data.items[0]).toMatchObject({ creatorCount: 2, brandedPostCount: 3, couponCount: 1 });
    expect((await brands({ q: 'FASHION' })).data.items.map((item) => item.slug)).toEqual(['intel-brand']);
    const paged = await brands({ q: 'brand', page: 2, pageSize: 1 });
    expect(paged.data).toMatchObject({ total: 2, items: [{ slug: 'quiet-brand' }] });
    // Kessel does not read YouTube: the YouTube post and its channel are not counted.
    expect((await brands({ q: 'intel' }, kesselOwner)).data.items[0]).toMatchObject({ creatorCount: 1, brandedPostCount: 2 });
  });

  it('answers a brand with its creators, posts per month and platform, recent posts and coupons', async () => {
    const answer = await brandPage('Intel-Brand');
    expect(answer.status).toBe(200);
    expect(answer.data.brand).toMatchObject({ slug: 'intel-brand', name: 'Intel Brand' });
    expect(answer.data.creators.map((creator) => [creator.channelId, creator.brandedPostCount])).toEqual([
      [instagramId, 2],
      [youtubeId, 1],
    ]);
    expect(answer.data.recentPosts.map((post) => post.id)).toEqual([postIds.undisclosed, postIds.sponsored, postIds.video]);
    expect(answer.data.coupons.map((coupon) => coupon.code)).toEqual(['INTEL20']);
    const kessel = await brandPage('intel-brand', kesselOwner);
    expect(kessel.data.creators.map((creator) => creator.platform)).toEqual(['instagram']);
    expect(kessel.data.recentPosts.every((post) => post.platform === 'instagram')).toBe(true);
  });

  it('counts branded posts per calendar month and platform over the 36 months up to the newest', async () => {
    const db = app.db();
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
    const actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
    const { getBrandBySlug } = await import('@creatorlens/core/brands');
    // A post more than 36 months before the newest branded post falls out of the window.
    const [brand] = await db.select({ id: schema.brand.id }).from(schema.brand).where(eq(schema.brand.slug, 'intel-brand'));
    const [old] = await db
      .insert(schema.post)
      .values({
        channelId: instagramId,
        platform: 'instagram',
        platformPostId: 'intel-old',
        type: 'image',
        caption: 'Old ad',
        publishedAt: new Date('2023-03-31T12:00:00Z'),
        source: 'test-fixture',
      })
      .returning({ id: schema.post.id });
    await db.insert(schema.postBrand).values({ postId: old!.id, brandId: brand!.id, kind: 'mention' });
    const page = await getBrandBySlug({ db, actor }, { slug: 'intel-brand' }, new Date('2026-04-01T00:00:00Z'));
    expect(page.timeline).toEqual([
      { month: '2026-01', platform: 'youtube', posts: 1 },
      { month: '2026-02', platform: 'instagram', posts: 1 },
      { month: '2026-03', platform: 'instagram', posts: 1 },
    ]);
    expect(page.olderPosts).toBe(1);
  });

  it('refuses bad input, unknown brands, anonymous callers and expired licences', async () => {
    expect((await brandPage('no-such-brand')).status).toBe(404);
    expect((await brandPage('bad slug!')).status).toBe(400);
    expect((await brands({ pageSize: 500 })).status).toBe(400);
    expect((await brands({ q: 'x'.repeat(101) })).status).toBe(400);
    expect((await brands({}, null)).status).toBe(401);
    expect((await brandPage('intel-brand', null)).status).toBe(401);
    const expired = await app.signIn('expired-member@creatorlens.test');
    for (const answer of [await brands({}, expired), await brandPage('intel-brand', expired)]) {
      expect(answer.status).toBe(403);
      expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
    }
  });
});

describe('discovery.searchCreators: bot risk and channel type', () => {
  const tiktok = [
    { key: 'calm', botRisk: 'low', channelType: 'creator', followers: 10_000 },
    { key: 'odd', botRisk: 'medium', channelType: 'brand', followers: 20_000 },
    { key: 'bots', botRisk: 'high', channelType: 'creator', followers: 30_000 },
    { key: 'fans', botRisk: 'high', channelType: 'community', followers: 40_000 },
    { key: 'new', botRisk: null, channelType: null, followers: 50_000 },
  ] as const;
  const tiktokIds: Record<string, string> = {};
  const keyOf = (id: string) => Object.keys(tiktokIds).find((key) => tiktokIds[key] === id);

  beforeAll(async () => {
    const db = app.db();
    const [artist] = await db.insert(schema.artist).values({ slug: 'intel-tiktok', name: 'Intel TikTok' }).returning();
    for (const fixture of tiktok) {
      const [row] = await db
        .insert(schema.channel)
        .values({
          artistId: artist!.id,
          source: 'test-fixture',
          platform: 'tiktok',
          platformId: `tt-${fixture.key}`,
          name: fixture.key,
          handle: fixture.key,
          followers: fixture.followers,
          botRisk: fixture.botRisk,
          channelType: fixture.channelType,
        })
        .returning();
      tiktokIds[fixture.key] = row!.id;
    }
  });

  const search = async (input: Record<string, unknown>) => {
    const answer = await app.query(member, 'discovery.searchCreators', { platform: 'tiktok', ...input });
    expect(answer.error).toBeNull();
    return answer.data.items;
  };

  it('filters by any of several bot-risk levels and channel types, and answers both in each row', async () => {
    expect((await search({ botRisk: ['high'] })).map((item) => keyOf(item.id))).toEqual(['fans', 'bots']);
    expect((await search({ botRisk: ['low', 'medium'] })).map((item) => keyOf(item.id))).toEqual(['odd', 'calm']);
    expect((await search({ channelType: ['creator'] })).map((item) => keyOf(item.id))).toEqual(['bots', 'calm']);
    expect((await search({ botRisk: ['high'], channelType: ['community', 'brand'] })).map((item) => keyOf(item.id))).toEqual(['fans']);
    const all = await search({});
    expect(all.find((item) => keyOf(item.id) === 'odd')).toMatchObject({ botRisk: 'medium', channelType: 'brand' });
    expect(all.find((item) => keyOf(item.id) === 'new')).toMatchObject({ botRisk: null, channelType: null });
  });

  it('answers the same pages with both plans', async () => {
    const db = app.db();
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
    const actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
    const inputs = [
      { botRisk: ['high' as const] },
      { botRisk: ['low' as const, 'high' as const], sort: 'followers' as const, direction: 'asc' as const },
      { channelType: ['creator' as const, 'community' as const], pageSize: 1, page: 2 },
    ];
    for (const input of inputs) {
      const query = { platform: 'tiktok' as const, ...input };
      const first = await searchCreators({ db, actor }, query, { plan: 'filter-first' });
      const walked = await searchCreators({ db, actor }, query, { plan: 'index-walk' });
      expect(first.items.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(
        walked.items.map((item) => item.id),
        JSON.stringify(input),
      ).toEqual(first.items.map((item) => item.id));
      expect(walked.total).toBe(first.total);
    }
  });

  it('refuses unknown levels and types and empty lists with a 400 naming the field, and saves them in searches', async () => {
    for (const [input, field] of [
      [{ botRisk: ['extreme'] }, 'botRisk'],
      [{ channelType: ['robot'] }, 'channelType'],
      [{ botRisk: [] }, 'botRisk'],
    ] as const) {
      const answer = await app.queryUnchecked(member, 'discovery.searchCreators', { platform: 'tiktok', ...input });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain(field);
    }
    const saved = await app.mutate(member, 'discovery.saveSearch', {
      name: 'Risky',
      platform: 'tiktok',
      filters: { botRisk: ['high', 'high', 'medium'], channelType: ['creator'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.filters).toMatchObject({ botRisk: ['high', 'medium'], channelType: ['creator'] });
  });
});
