import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshChannelStats } from '@creatorlens/core/analytics';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Written examples of every class of issue 38's metric windows, through the stats refresh and then the procedures a
// user sees them through (artist page, channel analytics, compare, exports): each derived figure carries its date and
// source, and a figure that cannot be defended is null ("–") with its reason, never 0.
let app: TestApp;
let member: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db
    .insert(schema.artist)
    .values({ slug: 'basis-artist', name: 'Basis Artist' })
    .returning({ id: schema.artist.id });
  const base = { artistId: artist!.id, source: 'list-a', dataAsOf: new Date('2024-03-01T00:00:00Z') };
  const rows = await db
    .insert(schema.channel)
    .values([
      // One video from 2018 (5.1 M views): not an average, not a cadence.
      { ...base, platform: 'youtube', platformId: 'basis-lonely', name: 'Basis Lonely', handle: 'basislonely', followers: 154_000 },
      // Four recent videos whose views the source never read: average views unknown, not 0.
      { ...base, platform: 'youtube', platformId: 'basis-blind', name: 'Basis Blind', handle: 'basisblind', followers: 50_000 },
      // Follower points from two sources a month apart: no growth.
      { ...base, platform: 'instagram', platformId: 'basis-mixed', name: 'Basis Mixed', handle: 'basismixed', followers: 523_000 },
      // Two points of one source 200 days apart: no 30-day growth.
      { ...base, platform: 'tiktok', platformId: 'basis-gap', name: 'Basis Gap', handle: 'basisgap', followers: 90_000 },
      // A list reported the average views and the engagement rate in 2022, the follower count is from 2024.
      {
        ...base,
        platform: 'tiktok',
        platformId: 'basis-listed',
        name: 'Basis Listed',
        handle: 'basislisted',
        followers: 80_000,
        averageViews: 42_000,
        engagementRate: 0.031,
        figureBasis: {
          averages: { state: 'source', source: 'list-b', asOf: '2022-06-01' },
          engagement: { state: 'source', source: 'list-b', asOf: '2022-06-01' },
        },
      },
    ])
    .returning({ id: schema.channel.id, platformId: schema.channel.platformId });
  for (const r of rows) ids[r.platformId] = r.id;
  const video = (channel: string, id: string, day: string, views: number | null) => ({
    channelId: ids[channel]!,
    platform: 'youtube' as const,
    platformPostId: id,
    type: 'video',
    publishedAt: new Date(`${day}T12:00:00Z`),
    views,
    likes: null,
    comments: null,
    source: 'list-a',
  });
  await db
    .insert(schema.post)
    .values([
      video('basis-lonely', 'basis-lonely-2018', '2018-05-04', 5_100_000),
      video('basis-blind', 'basis-blind-1', '2024-02-01', null),
      video('basis-blind', 'basis-blind-2', '2024-02-08', null),
      video('basis-blind', 'basis-blind-3', '2024-02-15', null),
      video('basis-blind', 'basis-blind-4', '2024-02-22', null),
    ]);
  await db.insert(schema.channelSnapshot).values([
    { channelId: ids['basis-mixed']!, day: '2024-01-31', followers: 483_000, source: 'list-b' },
    { channelId: ids['basis-mixed']!, day: '2024-03-01', followers: 523_000, source: 'list-a' },
    { channelId: ids['basis-gap']!, day: '2023-08-14', followers: 30_000, source: 'list-a' },
    { channelId: ids['basis-gap']!, day: '2024-03-01', followers: 90_000, source: 'list-a' },
  ]);
  await refreshChannelStats({ db });
});

afterAll(() => app?.close());

type Channel = { platformId: string; averageViews: number | null; engagementRate: number | null; figureBasis: Record<string, unknown> };

describe('figure basis on the artist page', () => {
  it('says per figure what it rests on, or why it is "–"', async () => {
    const answer = await app.query(member, 'artist.getArtistBySlug', { slug: 'basis-artist' });
    expect(answer.status).toBe(200);
    const byId = new Map((answer.data.channels as Channel[]).map((c) => [c.platformId, c]));

    const lonely = byId.get('basis-lonely')!;
    expect(lonely.averageViews).toBeNull();
    expect(lonely.figureBasis.averages).toEqual({ state: 'missing', reason: 'too-few-posts', posts: 1, since: '2017-11-05', minimum: 3 });

    const blind = byId.get('basis-blind')!;
    expect(blind.averageViews).toBeNull();
    expect(blind.figureBasis.averages).toEqual({ state: 'missing', reason: 'not-reported' });

    expect(byId.get('basis-mixed')!.figureBasis.growth).toEqual({ state: 'missing', reason: 'mixed-sources' });
    expect(byId.get('basis-gap')!.figureBasis.growth).toEqual({ state: 'missing', reason: 'gap-not-comparable' });

    // The source's figures stay, dated to the list that reported them, not to the newer follower count.
    const listed = byId.get('basis-listed')!;
    expect(listed.averageViews).toBe(42_000);
    expect(listed.engagementRate).toBe(0.031);
    expect(listed.figureBasis.averages).toEqual({ state: 'source', source: 'list-b', asOf: '2022-06-01' });
    expect(listed.figureBasis.engagement).toEqual({ state: 'source', source: 'list-b', asOf: '2022-06-01' });
  });

  it('gives the channel analytics the same basis for every KPI', async () => {
    const answer = await app.query(member, 'artist.getChannelAnalytics', { channelId: ids['basis-lonely']! });
    expect(answer.status).toBe(200);
    expect(answer.data.kpis).toMatchObject({ averageViews: null, postsPerWeek: null, engagementRate: null, followers30dGain: null });
    expect(answer.data.kpis.figureBasis.cadence).toEqual({
      state: 'missing',
      reason: 'too-few-posts',
      posts: 1,
      since: '2018-02-03',
      minimum: 2,
    });
    expect(answer.data.kpis.figureBasis.growth).toEqual({ state: 'missing', reason: 'not-reported' });
    expect(answer.data.kpis.figureFlags).toEqual([]);
  });
});

describe('figure basis in discovery', () => {
  it('hands each row its basis, so a "–" cell can say why', async () => {
    const answer = await app.query(member, 'discovery.searchCreators', { platform: 'youtube', text: 'Basis' });
    expect(answer.status).toBe(200);
    const rows = answer.data.items as { handle: string; averageViews: number | null; figureBasis: Record<string, unknown> }[];
    const lonely = rows.find((row) => row.handle === 'basislonely')!;
    expect(lonely.averageViews).toBeNull();
    expect(lonely.figureBasis.averages).toMatchObject({ state: 'missing', reason: 'too-few-posts', posts: 1, minimum: 3 });
  });
});

describe('figure basis in compare', () => {
  it('dates each compared channel and says why a figure is missing', async () => {
    const answer = await app.query(member, 'channel.compareChannels', { ids: [ids['basis-gap']!, ids['basis-listed']!] });
    expect(answer.status).toBe(200);
    const [gap, listed] = answer.data.channels as [(typeof answer.data.channels)[number], (typeof answer.data.channels)[number]];
    expect(gap).toMatchObject({ source: 'list-a', followers30dGain: null, followers30dGrowth: null });
    expect(gap.dataAsOf).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(gap.figureBasis.growth).toEqual({ state: 'missing', reason: 'gap-not-comparable' });
    expect(listed.figureBasis.averages).toEqual({ state: 'source', source: 'list-b', asOf: '2022-06-01' });
  });
});

describe('figure basis in exports', () => {
  it('adds data date, source and a basis per figure to the discovery export', async () => {
    const answer = await app.query(member, 'export.exportDiscoveryResults', {
      search: { platform: 'youtube', followersMin: 153_000, followersMax: 155_000, sort: 'followers', direction: 'desc' },
      format: 'xlsx',
    });
    expect(answer.status).toBe(200);
    const rows = await readSheet(Buffer.from(answer.data.base64, 'base64'));
    const header = rows[0]!;
    expect(header.slice(-6)).toEqual([
      'Data as of',
      'Source',
      'Engagement basis',
      'Growth basis',
      'Averages basis',
      'Posts per week basis',
    ]);
    const lonely = rows.find((row) => row[0] === 'Basis Lonely')!;
    expect(lonely[header.indexOf('Average views')]).toBeNull();
    expect(lonely[header.indexOf('Source')]).toBe('list-a');
    expect(lonely[header.indexOf('Averages basis')]).toBe('– too few posts since 2017-11-05 (1 of at least 3)');
    expect(lonely[header.indexOf('Posts per week basis')]).toBe('– too few posts since 2018-02-03 (1 of at least 2)');
  });

  it('renders the artist report with the dates and sources of the figures', async () => {
    const answer = await app.query(member, 'export.exportArtistReport', { slug: 'basis-artist', locale: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.data.contentType).toBe('application/pdf');
  });
});
