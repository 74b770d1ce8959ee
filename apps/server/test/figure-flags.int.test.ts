import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshChannelStats } from '@creatorlens/core/analytics';
import { refreshFigureFlags } from '@creatorlens/core/intelligence';
import { schema } from '@creatorlens/db';
import { refreshIntelligence } from '../src/jobs/refresh-intelligence.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 38 end to end on written examples: outlier flags on figures (artefact, event, unexplained) written by the
 * intelligence job and the rankings stage, and the three states of the bot-risk and audience judgements as
 * intelligence.getChannelIntelligence answers them.
 */

let app: TestApp;
let member: string;
const ids: Record<string, string> = {};

const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const dayOf = (daysAgo: number) => new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);
const intelligence = (channelId: string) => app.query(member, 'intelligence.getChannelIntelligence', { channelId });

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'outlier-artist', name: 'Outlier Artist' }).returning();
  const base = { artistId: artist!.id, source: 'test-fixture' };
  const channels = await db
    .insert(schema.channel)
    .values([
      // +40 M in 30 days on 523 M followers, as a source states it: no account that size grows 8 % a month.
      {
        ...base,
        platform: 'instagram',
        platformId: 'ol-giant',
        name: 'Giant',
        handle: 'ol.giant',
        followers: 523_000_000,
        followers30dGain: 40_000_000,
      },
      // 50 k to 800 k in seven months, nothing in the posts to explain it.
      { ...base, platform: 'tiktok', platformId: 'ol-jumper', name: 'Jumper', handle: 'ol.jumper', followers: 800_000 },
      // Two follower readings and no posts: too little for any judgement.
      { ...base, platform: 'instagram', platformId: 'ol-thin', name: 'Thin', handle: 'ol.thin', followers: 120_000 },
      // A steady YouTube channel with enough readings and videos, one of which went viral.
      { ...base, platform: 'youtube', platformId: 'ol-steady', name: 'Steady', handle: 'ol.steady', followers: 150_000 },
    ])
    .returning({ id: schema.channel.id, handle: schema.channel.handle });
  for (const c of channels) ids[c.handle.replace('ol.', '')] = c.id;

  const jumperFollowers = [50_000, 90_000, 160_000, 280_000, 420_000, 600_000, 700_000, 800_000];
  await db.insert(schema.channelSnapshot).values([
    { channelId: ids.giant!, day: dayOf(40), followers: 480_000_000, source: 'test-fixture' },
    { channelId: ids.giant!, day: dayOf(0), followers: 523_000_000, source: 'test-fixture' },
    ...jumperFollowers.map((followers, i) => ({ channelId: ids.jumper!, day: dayOf(210 - i * 30), followers, source: 'test-fixture' })),
    { channelId: ids.thin!, day: dayOf(60), followers: 118_000, source: 'test-fixture' },
    { channelId: ids.thin!, day: dayOf(0), followers: 120_000, source: 'test-fixture' },
    ...Array.from({ length: 8 }, (_, i) => ({
      channelId: ids.steady!,
      day: dayOf(56 - i * 7),
      followers: 146_000 + i * 500 + (i % 2) * 37,
      source: 'test-fixture',
    })),
  ]);
  const video = (channelId: string, key: string, daysAgo: number, views: number, platform: 'youtube' | 'tiktok' = 'youtube') => ({
    channelId,
    platform,
    platformPostId: `ol-${key}`,
    type: 'video',
    title: `Video ${key}`,
    publishedAt: new Date(today - daysAgo * DAY_MS),
    views,
    likes: Math.round(views * 0.04),
    comments: Math.round(views * 0.002),
    source: 'test-fixture',
  });
  await db
    .insert(schema.post)
    .values([
      video(ids.steady!, 'viral', 3, 50_000_000),
      ...Array.from({ length: 11 }, (_, i) => video(ids.steady!, `usual-${i}`, 6 + i * 5, 40_000 + i * 300)),
      ...Array.from({ length: 12 }, (_, i) => video(ids.jumper!, `tt-${i}`, 2 + i * 4, 100_000 + i * 1_000, 'tiktok')),
    ]);
  await refreshChannelStats({ db });
  await refreshIntelligence(db, { notify: false, channelIds: Object.values(ids) });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function stored(key: string) {
  const [row] = await app
    .db()
    .select({ botRisk: schema.channel.botRisk, figureFlags: schema.channel.figureFlags })
    .from(schema.channel)
    .where(eq(schema.channel.id, ids[key]!));
  return row!;
}

describe('outlier flags', () => {
  it('flags an impossible growth as a data artefact', async () => {
    const { figureFlags } = await stored('giant');
    expect(figureFlags).toContainEqual(expect.objectContaining({ metric: 'growth', kind: 'artefact', reason: 'growth-impossible' }));
  });

  it('flags 16× in seven months as unexplained, and the bot risk is then no longer low', async () => {
    const row = await stored('jumper');
    expect(row.figureFlags).toContainEqual(
      expect.objectContaining({ metric: 'followers', kind: 'unexplained', reason: 'followers-jump', value: 16 }),
    );
    expect(row.botRisk).toBe('medium');
    const answer = await intelligence(ids.jumper!);
    expect(answer.status).toBe(200);
    expect(answer.data.figureFlags).toContainEqual(expect.objectContaining({ reason: 'followers-jump' }));
    expect(answer.data.judgements.botRisk).toEqual({ state: 'finding', gaps: [] });
  });

  it('says the average views come from one viral video (a likely real event)', async () => {
    const { figureFlags } = await stored('steady');
    expect(figureFlags).toEqual([expect.objectContaining({ metric: 'views', kind: 'event', reason: 'views-viral-post' })]);
  });

  it('writes the same flags from the rankings stage, after the stats refresh', async () => {
    await app
      .db()
      .update(schema.channel)
      .set({ figureFlags: [] })
      .where(inArray(schema.channel.id, Object.values(ids)));
    const result = await refreshFigureFlags({ db: app.db() });
    expect(result.flagged).toBeGreaterThanOrEqual(3);
    expect((await stored('giant')).figureFlags).toContainEqual(expect.objectContaining({ reason: 'growth-impossible' }));
    expect((await stored('thin')).figureFlags).toEqual([]);
  });
});

describe('judgements say how sure they are', () => {
  it('says "not enough data" with what is missing on 2 follower points and no posts, never low', async () => {
    expect((await stored('thin')).botRisk).toBe('insufficient-data');
    const answer = await intelligence(ids.thin!);
    expect(answer.data.botRisk).toBe('insufficient-data');
    expect(answer.data.judgements.botRisk).toEqual({
      state: 'not-enough-data',
      gaps: [
        { data: 'follower-points', count: 2, minimum: 7 },
        { data: 'posts', count: 0, minimum: 10 },
      ],
    });
  });

  it('says "no finding" on enough data', async () => {
    expect((await stored('steady')).botRisk).toBe('low');
    expect((await intelligence(ids.steady!)).data.judgements.botRisk).toEqual({ state: 'no-finding', gaps: [] });
  });

  it('never leaves audience quality empty: without a follower sample it says what is missing', async () => {
    expect((await intelligence(ids.thin!)).data.judgements.audience).toEqual({
      state: 'not-enough-data',
      gaps: [{ data: 'audience-sample', count: 0, minimum: 20 }],
    });
  });

  it('judges audience quality from a sample with enough judged followers', async () => {
    await app
      .db()
      .insert(schema.channelAudience)
      .values({
        channelId: ids.steady!,
        source: 'sample',
        typeShares: { real: 0.6, suspicious: 0.3, massFollower: 0.05, influencer: 0.05, notEnoughData: 0 },
        credibility: 0.65,
        sampleSize: 200,
      });
    expect((await intelligence(ids.steady!)).data.judgements.audience).toEqual({ state: 'finding', gaps: [] });
  });
});
