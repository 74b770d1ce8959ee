import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { refreshCharts } from '@creatorlens/core/charts';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { selectRows } from '@creatorlens/db/sql-result';

interface ChartAnswer {
  observedFrom: string | null;
  observedTo: string | null;
  computedAt: number | null;
  items: {
    rank: number;
    previousRank: number | null;
    change: number | null;
    isNew: boolean;
    value: number;
    observedOn: string | null;
    channel: { id: string; handle: string; country: string | null; platform: string };
    artist: { slug: string; name: string };
  }[];
}

// Six TikTok channels (no other TikTok channels exist in the test base). Big = from 1 M followers, small = 10 k..1 M.
// Their figures were observed in 2022 and 2023 (one without a date), long before the runs below (2026).
const CHANNELS = [
  { handle: 'alpha', followers: 3_000_000, averageViews: 100_000, country: 'DE', dataAsOf: '2022-12-01' },
  { handle: 'bravo', followers: 2_000_000, averageViews: 300_000, country: 'US', dataAsOf: '2022-09-01' },
  { handle: 'charlie', followers: 1_500_000, averageViews: 300_000, country: 'DE', dataAsOf: '2023-07-01' },
  { handle: 'delta', followers: 500_000, averageViews: 50_000, country: 'DE', dataAsOf: '2022-06-01' },
  { handle: 'echo', followers: 200_000, averageViews: 80_000, country: null, dataAsOf: null },
  { handle: 'foxtrot', followers: 5_000, averageViews: 900_000, country: 'DE', dataAsOf: '2022-06-01' },
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'chart-crew', name: 'Chart Crew' }).returning({ id: schema.artist.id });
  await db.insert(schema.channel).values(
    CHANNELS.map((c) => ({
      artistId: artist!.id,
      platform: 'tiktok' as const,
      platformId: `tt-${c.handle}`,
      name: c.handle.toUpperCase(),
      handle: c.handle,
      followers: c.followers,
      averageViews: c.averageViews,
      country: c.country,
      dataAsOf: c.dataAsOf === null ? null : new Date(`${c.dataAsOf}T00:00:00Z`),
      bio: 'private notes that must not leak',
      source: 'test-fixture',
    })),
  );
});
afterAll(() => app.close());

const list = (input: object, cookie: string | null = null) =>
  app.query(cookie, 'charts.listChartEntries', { platform: 'tiktok', metric: 'views', sizeClass: 'big', ...input });
const ranks = (answer: { data: ChartAnswer }) => answer.data.items.map((i) => [i.channel.handle, i.rank, i.previousRank, i.change]);
const newOnes = (answer: { data: ChartAnswer }) => answer.data.items.filter((i) => i.isNew).map((i) => i.channel.handle);

describe('refreshCharts + charts.listChartEntries', () => {
  it('answers an empty list before the first run', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ observedFrom: null, observedTo: null, computedAt: null, items: [] });
  });

  it('ranks by value, breaks ties by followers, splits big and small, per country', async () => {
    await refreshCharts({ db: app.db() }, { now: new Date('2026-03-01T03:00:00Z') });
    const big = await list({});
    expect(big.status).toBe(200);
    expect(big.data.computedAt).toBe(Date.parse('2026-03-01T03:00:00Z'));
    // bravo and charlie tie at 300 k views: bravo has more followers.
    expect(ranks(big)).toEqual([
      ['bravo', 1, null, null],
      ['charlie', 2, null, null],
      ['alpha', 3, null, null],
    ]);
    expect(big.data.items[0]).toMatchObject({ value: 300_000, artist: { slug: 'chart-crew', name: 'Chart Crew' } });
    // The first run has no previous run: no change is known, and nothing is "new".
    expect(big.data.items.map((i) => i.isNew)).toEqual([false, false, false]);
    // foxtrot (5 k followers) is below the small-list minimum.
    expect(ranks(await list({ sizeClass: 'small' }))).toEqual([
      ['echo', 1, null, null],
      ['delta', 2, null, null],
    ]);
    expect(ranks(await list({ country: 'de' }))).toEqual([
      ['charlie', 1, null, null],
      ['alpha', 2, null, null],
    ]);
    expect(ranks(await list({ metric: 'followers', limit: 2 }))).toEqual([
      ['alpha', 1, null, null],
      ['bravo', 2, null, null],
    ]);
  });

  it('dates a chart by the figures it ranks, never by the day it was computed', async () => {
    const big = await list({});
    expect(big.data.computedAt).toBe(Date.parse('2026-03-01T03:00:00Z'));
    expect(big.data).toMatchObject({ observedFrom: '2022-09-01', observedTo: '2023-07-01' });
    expect(big.data.items.map((i) => [i.channel.handle, i.observedOn])).toEqual([
      ['bravo', '2022-09-01'],
      ['charlie', '2023-07-01'],
      ['alpha', '2022-12-01'],
    ]);
    // The span covers the whole chart, also the entries a short list leaves out (charlie is third by followers).
    expect((await list({ metric: 'followers', limit: 2 })).data).toMatchObject({ observedFrom: '2022-09-01', observedTo: '2023-07-01' });
    // A channel without a date has no observation day; the chart's span comes from the dated ones.
    const small = await list({ sizeClass: 'small' });
    expect(small.data.items.map((i) => [i.channel.handle, i.observedOn])).toEqual([
      ['echo', null],
      ['delta', '2022-06-01'],
    ]);
    expect(small.data).toMatchObject({ observedFrom: '2022-06-01', observedTo: '2022-06-01' });
  });

  it('carries the previous rank and the change into the next run', async () => {
    const db = app.db();
    await db.update(schema.channel).set({ averageViews: 400_000 }).where(eq(schema.channel.handle, 'alpha'));
    await db.update(schema.channel).set({ averageViews: 90_000 }).where(eq(schema.channel.handle, 'delta'));
    await refreshCharts({ db }, { now: new Date('2026-03-02T03:00:00Z') });

    expect(ranks(await list({}))).toEqual([
      ['alpha', 1, 3, 2],
      ['bravo', 2, 1, -1],
      ['charlie', 3, 2, -1],
    ]);
    expect(ranks(await list({ sizeClass: 'small' }))).toEqual([
      ['delta', 1, 2, 1],
      ['echo', 2, 1, -1],
    ]);
    expect(ranks(await list({ country: 'DE' }))).toEqual([
      ['alpha', 1, 2, 1],
      ['charlie', 2, 1, -1],
    ]);
    expect(ranks(await list({ metric: 'followers' }))).toEqual([
      ['alpha', 1, 1, 0],
      ['bravo', 2, 2, 0],
      ['charlie', 3, 3, 0],
    ]);
  });

  it('marks an entry new only when the previous run had the same chart without it', async () => {
    const db = app.db();
    const [artist] = await db.select({ id: schema.artist.id }).from(schema.artist).where(eq(schema.artist.slug, 'chart-crew'));
    // golf enters the big global list; hotel opens a French list that the previous run did not have.
    await db.insert(schema.channel).values([
      {
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: 'tt-golf',
        name: 'GOLF',
        handle: 'golf',
        followers: 4_000_000,
        averageViews: 350_000,
        country: 'DE',
        source: 'test-fixture',
      },
      {
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: 'tt-hotel',
        name: 'HOTEL',
        handle: 'hotel',
        followers: 1_200_000,
        averageViews: 10_000,
        country: 'FR',
        source: 'test-fixture',
      },
    ]);
    await refreshCharts({ db }, { now: new Date('2026-03-02T15:00:00Z') });
    const big = await list({});
    expect(ranks(big)).toEqual([
      ['alpha', 1, 1, 0],
      ['golf', 2, null, null],
      ['bravo', 3, 2, -1],
      ['charlie', 4, 3, -1],
      ['hotel', 5, null, null],
    ]);
    expect(newOnes(big)).toEqual(['golf', 'hotel']);
    const french = await list({ country: 'FR' });
    expect(ranks(french)).toEqual([['hotel', 1, null, null]]);
    expect(newOnes(french)).toEqual([]);
  });

  it('keeps only the newest two runs', async () => {
    await refreshCharts({ db: app.db() }, { now: new Date('2026-03-03T03:00:00Z') });
    const runs = await selectRows<{ n: number }>(app.db(), sql`select count(*)::int as n from chart_run`);
    expect(Number(runs[0]!.n)).toBe(2);
    // Nothing moved since the last run.
    expect(ranks(await list({}))[0]).toEqual(['alpha', 1, 1, 0]);
    expect(newOnes(await list({}))).toEqual([]);
  });

  it('serves anonymous visitors without private channel fields', async () => {
    const answer = await list({}, null);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.data)).not.toContain('private notes');
    expect(Object.keys(answer.data.items[0]!.channel).sort()).toEqual(['avatarUrl', 'country', 'handle', 'id', 'name', 'platform']);
  });

  it('answers 400 for a metric the platform does not rank and for bad input', async () => {
    const likesOnTwitch = await app.query(null, 'charts.listChartEntries', { platform: 'twitch', metric: 'likes', sizeClass: 'big' });
    expect(likesOnTwitch.status).toBe(400);
    expect(likesOnTwitch.error?.data.appCode).toBe('VALIDATION');
    expect(likesOnTwitch.error?.message).toContain('metric');
    expect((await list({ limit: 101 })).status).toBe(400);
    expect((await list({ country: 'DEU' })).status).toBe(400);
    expect((await list({ platform: 'snapchat' })).status).toBe(400);
  });
});
