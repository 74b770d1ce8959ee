import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import type { SeedProgress } from '@creatorlens/db/seed';
import { seedCreatorData, type SeedCreatorDataResult } from '../src/data-quality/seed-creator-data.ts';
import { RESERVED_SLUGS } from '@creatorlens/db/seed';

/** The full import into a fresh in-memory PGlite (not the shared test template, which already has channels). */
describe('seedCreatorData', () => {
  let handle: DatabaseHandle;
  let result: SeedCreatorDataResult;
  const progress: SeedProgress[] = [];
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    handle = await openDatabase();
    await migrateDatabase(handle);
    result = await seedCreatorData({ db: handle.db }, { onProgress: (p) => progress.push(p) });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('imports every table and reports progress up to the total', () => {
    expect(result.artists).toBeGreaterThan(9000);
    expect(result.channels).toBeGreaterThan(10_000);
    expect(result.posts).toBeGreaterThan(8000);
    expect(result.snapshots).toBeGreaterThan(30_000);
    expect(result.coupons).toBeGreaterThanOrEqual(30);
    expect(result.rows).toBe(result.artists + result.channels + result.posts + result.snapshots + result.brands + result.coupons);
    const last = progress.at(-1)!;
    expect(last.rows).toBe(last.totalRows);
  });

  it('covers the four platforms', async () => {
    const platforms = await rows<{ platform: string }>(sql`select distinct platform from channel order by 1`);
    expect(platforms.map((r) => r.platform)).toEqual(['instagram', 'tiktok', 'youtube', 'twitch']);
  });

  it('groups one person across platforms', async () => {
    const mrbeast = await rows<{ platform: string }>(sql`select c.platform from channel c join artist a on a.id = c.artist_id where a.slug = 'mrbeast' order by 1`);
    expect(mrbeast.map((r) => r.platform)).toEqual(['instagram', 'tiktok', 'youtube']);
  });

  it('hands out valid, unique, non-reserved slugs', async () => {
    const slugs = (await rows<{ slug: string }>(sql`select slug from artist`)).map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) && !RESERVED_SLUGS.has(s))).toBe(true);
  });

  it('keeps a follower history per channel', async () => {
    const cristiano = await rows<{ n: number }>(sql`select count(*)::int n from channel_snapshot s join channel c on c.id = s.channel_id where c.platform = 'instagram' and c.platform_id = 'cristiano'`);
    expect(cristiano[0]!.n).toBeGreaterThanOrEqual(6);
    const daily = await rows<{ n: number }>(sql`select max(n)::int n from (select count(*) n from channel_snapshot where source = 'youtube-channels-daily-fr' group by channel_id) x`);
    expect(daily[0]!.n).toBeGreaterThanOrEqual(28);
  });

  it('stores engagement rates as fractions and none for Twitch', async () => {
    const [stats] = await rows<{ twitch: number; median: number }>(sql`select count(*) filter (where platform = 'twitch' and engagement_rate is not null)::int twitch, percentile_cont(0.5) within group (order by engagement_rate) median from channel`);
    expect(stats!.twitch).toBe(0);
    expect(stats!.median).toBeGreaterThan(0);
    expect(stats!.median).toBeLessThan(0.3);
  });

  it('links coupons to a brand, an artist and the source post', async () => {
    const [nico] = await rows<{ code: string; brand: string; artist: string; post: string }>(sql`select c.code, b.name brand, a.name artist, p.platform_post_id post from coupon c join brand b on b.id = c.brand_id join artist a on a.id = c.artist_id join post p on p.id = c.source_post_id where c.code = 'NICO'`);
    expect(nico).toEqual({ code: 'NICO', brand: 'Prozis', artist: 'Nico Lifestyle', post: 'o11qpJhET3M' });
  });

  it('does nothing the second time', async () => {
    const again = await seedCreatorData({ db: handle.db });
    expect({ ...again, milliseconds: 0 }).toEqual({ artists: 0, channels: 0, posts: 0, snapshots: 0, brands: 0, coupons: 0, rows: 0, milliseconds: 0, quality: null });
  });
});
