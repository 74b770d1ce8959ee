import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readFigureBasis } from '@creatorlens/contracts';
import { refreshChannelStats } from '@creatorlens/core/analytics';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Written examples of the metric windows (contracts/figure-basis.ts): averages and cadence only from enough posts inside
// the window, growth only between points of one source, and source-reported figures kept and marked as such.
let app: TestApp;
const ids: Record<string, string> = {};

async function channelRow(key: string) {
  const [row] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, ids[key]!));
  return { ...row!, basis: readFigureBasis(row!.figureBasis) };
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db();
  const [artist] = await db
    .insert(schema.artist)
    .values({ slug: 'window-artist', name: 'Window Artist' })
    .returning({ id: schema.artist.id });
  const base = { artistId: artist!.id, source: 'list-a', dataAsOf: new Date('2024-03-01T00:00:00Z') };
  const rows = await db
    .insert(schema.channel)
    .values([
      // One video from 2018: not an average, not a cadence.
      { ...base, platform: 'youtube', platformId: 'yt-lonely', name: 'Lonely Upload', handle: 'lonely', followers: 150_000 },
      // Two follower points a month apart, from two sources: no growth.
      { ...base, platform: 'instagram', platformId: 'ig-mixed', name: 'Mixed Sources', handle: 'mixed', followers: 523_000 },
      // A list reported the average views; few posts are known: the list's figure stays, marked 'source'.
      { ...base, platform: 'tiktok', platformId: 'tt-listed', name: 'Listed', handle: 'listed', followers: 80_000, averageViews: 42_000 },
      // Four recent videos and two same-source points 30 days apart: every figure known.
      { ...base, platform: 'youtube', platformId: 'yt-busy', name: 'Busy', handle: 'busy', followers: 60_000 },
    ])
    .returning({ id: schema.channel.id, platformId: schema.channel.platformId });
  for (const r of rows) ids[r.platformId] = r.id;

  const video = (channel: string, id: string, day: string, views: number, platform: 'youtube' | 'tiktok' = 'youtube') => ({
    channelId: ids[channel]!,
    platform,
    platformPostId: id,
    type: 'video',
    publishedAt: new Date(`${day}T12:00:00Z`),
    views,
    likes: Math.round(views / 20),
    comments: 10,
    source: 'list-a',
  });
  await db.insert(schema.post).values([
    video('yt-lonely', 'lonely-2018', '2018-05-04', 5_100_000),
    video('tt-listed', 'listed-1', '2024-02-20', 9_000, 'tiktok'),
    video('yt-busy', 'busy-1', '2024-01-10', 1_000),
    video('yt-busy', 'busy-2', '2024-01-24', 2_000),
    video('yt-busy', 'busy-3', '2024-02-07', 3_000),
    video('yt-busy', 'busy-4', '2024-02-21', 6_000),
    video('yt-busy', 'busy-ancient', '2022-02-21', 900_000), // outside the 180-day window: left out
  ]);
  await db.insert(schema.channelSnapshot).values([
    { channelId: ids['ig-mixed']!, day: '2024-01-31', followers: 483_000, source: 'list-b' },
    { channelId: ids['ig-mixed']!, day: '2024-03-01', followers: 523_000, source: 'list-a' },
    { channelId: ids['yt-busy']!, day: '2024-01-31', followers: 57_000, source: 'list-a' },
    { channelId: ids['yt-busy']!, day: '2024-03-01', followers: 60_000, source: 'list-a' },
  ]);
  await refreshChannelStats({ db });
});

afterAll(async () => {
  await app?.close();
});

describe('metric windows and minimums', () => {
  it('leaves averages and cadence of a channel with one video from 2018 unknown, saying too few posts', async () => {
    const c = await channelRow('yt-lonely');
    expect(c.averageViews).toBeNull();
    expect(c.averageLikes).toBeNull();
    expect(c.engagementRate).toBeNull();
    expect(c.postsPerWeek).toBeNull();
    expect(c.basis.averages).toEqual({ state: 'missing', reason: 'too-few-posts', posts: 1, since: '2017-11-05', minimum: 3 });
    expect(c.basis.cadence).toEqual({ state: 'missing', reason: 'too-few-posts', posts: 1, since: '2018-02-03', minimum: 2 });
  });

  it('computes no growth between follower points of two sources', async () => {
    const c = await channelRow('ig-mixed');
    expect(c.followers30dGain).toBeNull();
    expect(c.followers30dGrowth).toBeNull();
    expect(c.basis.growth).toEqual({ state: 'missing', reason: 'mixed-sources' });
    expect(c.basis.averages).toEqual({ state: 'missing', reason: 'no-posts' });
  });

  it('keeps a source-reported average and marks it as the source', async () => {
    const c = await channelRow('tt-listed');
    expect(c.averageViews).toBe(42_000);
    expect(c.basis.averages).toEqual({ state: 'source', source: 'list-a', asOf: '2024-03-01' });
    // The engagement rate is not reported and one post is too few to compute it.
    expect(c.engagementRate).toBeNull();
    expect(c.basis.engagement).toMatchObject({ state: 'missing', reason: 'too-few-posts', posts: 1 });
  });

  it('averages the posts inside the window and takes growth from one source', async () => {
    const c = await channelRow('yt-busy');
    expect(c.averageViews).toBe(3_000); // (1,000 + 2,000 + 3,000 + 6,000) / 4; the 2022 video is outside 180 days
    expect(c.basis.averages).toEqual({ state: 'known', posts: 4, from: '2024-01-10', to: '2024-02-21' });
    expect(c.postsPerWeek).toBeCloseTo(4 / (90 / 7), 6);
    expect(c.followers30dGain).toBe(3_000);
    expect(c.basis.growth).toEqual({ state: 'known', points: 2, from: '2024-01-31', to: '2024-03-01' });
  });

  it('answers the basis with the analytics KPIs, so the page can say why a figure is "–"', async () => {
    const member = await app.signIn('member@creatorlens.test');
    const answer = await app.query(member, 'artist.getChannelAnalytics', { channelId: ids['yt-lonely']! });
    expect(answer.status).toBe(200);
    expect(answer.data.kpis).toMatchObject({
      averageViews: null,
      postsPerWeek: null,
      figureBasis: { averages: { state: 'missing', reason: 'too-few-posts', since: '2017-11-05', minimum: 3 } },
    });
  });

  it('recomputes its own figures on the next refresh instead of keeping them as if a source reported them', async () => {
    const db = app.db();
    await db.delete(schema.post).where(eq(schema.post.platformPostId, 'busy-4'));
    await db.delete(schema.post).where(eq(schema.post.platformPostId, 'busy-3'));
    await db.delete(schema.post).where(eq(schema.post.platformPostId, 'busy-2'));
    await refreshChannelStats({ db });
    const c = await channelRow('yt-busy');
    expect(c.averageViews).toBeNull();
    expect(c.basis.averages).toMatchObject({ state: 'missing', reason: 'too-few-posts', posts: 1 });
  });
});
