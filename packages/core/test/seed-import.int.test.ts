import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import type { SeedProgress } from '@creatorlens/db/seed';
import { seedCreatorData, type SeedCreatorDataResult } from '../src/data-quality/seed-creator-data.ts';
import { RESERVED_ROUTE_SEGMENTS } from '@creatorlens/contracts';
import { selectRows } from '@creatorlens/db/sql-result';

/** The full import into a fresh in-memory PGlite (not the shared test template, which already has channels). */
describe('seedCreatorData', () => {
  let handle: DatabaseHandle;
  let result: SeedCreatorDataResult;
  const progress: SeedProgress[] = [];
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);

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
    const mrbeast = await rows<{ platform: string }>(
      sql`select c.platform from channel c join artist a on a.id = c.artist_id where a.slug = 'mrbeast' order by 1`,
    );
    expect(mrbeast.map((r) => r.platform)).toEqual(['instagram', 'tiktok', 'youtube']);
  });

  it('hands out valid, unique, non-reserved slugs', async () => {
    const slugs = (await rows<{ slug: string }>(sql`select slug from artist`)).map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) && !RESERVED_ROUTE_SEGMENTS.has(s))).toBe(true);
  });

  it('keeps a follower history per channel', async () => {
    const cristiano = await rows<{ n: number }>(
      sql`select count(*)::int n from channel_snapshot s join channel c on c.id = s.channel_id where c.platform = 'instagram' and c.platform_id = 'cristiano'`,
    );
    expect(cristiano[0]!.n).toBeGreaterThanOrEqual(6);
    const daily = await rows<{ n: number }>(
      sql`select max(n)::int n from (select count(*) n from channel_snapshot where source = 'youtube-channels-daily-fr' group by channel_id) x`,
    );
    expect(daily[0]!.n).toBeGreaterThanOrEqual(28);
  });

  it('stores engagement rates as fractions and none for Twitch', async () => {
    const [stats] = await rows<{ twitch: number; median: number }>(
      sql`select count(*) filter (where platform = 'twitch' and engagement_rate is not null)::int twitch, percentile_cont(0.5) within group (order by engagement_rate) median from channel`,
    );
    expect(stats!.twitch).toBe(0);
    expect(stats!.median).toBeGreaterThan(0);
    expect(stats!.median).toBeLessThan(0.3);
  });

  it('links coupons to a brand, an artist and the source post', async () => {
    const [nico] = await rows<{ code: string; brand: string; artist: string; post: string }>(
      sql`select c.code, b.name brand, a.name artist, p.platform_post_id post from coupon c join brand b on b.id = c.brand_id join artist a on a.id = c.artist_id join post p on p.id = c.source_post_id where c.code = 'NICO'`,
    );
    expect(nico).toEqual({ code: 'NICO', brand: 'Prozis', artist: 'Nico Lifestyle', post: 'o11qpJhET3M' });
  });

  describe('the German-speaking market', () => {
    /** What discovery returns per platform for country DE, AT or CH, or language de (the targets). */
    const TARGETS = { instagram: 500, tiktok: 300, youtube: 300, twitch: 100 };

    it('holds enough channels per platform for country DE/AT/CH or language de', async () => {
      const counts = await rows<{ platform: keyof typeof TARGETS; n: number }>(
        sql`select platform::text, count(*)::int n from channel where country in ('DE', 'AT', 'CH') or language = 'de' group by 1`,
      );
      const byPlatform = Object.fromEntries(counts.map((r) => [r.platform, r.n])) as Record<keyof typeof TARGETS, number>;
      for (const [platform, target] of Object.entries(TARGETS))
        expect(byPlatform[platform as keyof typeof TARGETS], platform).toBeGreaterThanOrEqual(target);
      expect(Object.values(byPlatform).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
    });

    it('stores inBeat bios without e-mail addresses', async () => {
      const bios = await rows<{ bio: string }>(sql`select c.bio from channel c where c.bio is not null and exists (
        select 1 from channel_snapshot s where s.channel_id = c.id and s.source = 'instagram-tiktok-dach-inbeat')`);
      expect(bios.length).toBeGreaterThan(2000);
      const address = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.\p{L}{2,}|[\p{L}\p{N}._%+-]+\s*[[(]at[\])]\s*[\p{L}\p{N}-]+\.\p{L}{2,}/iu;
      expect(bios.filter((r) => address.test(r.bio))).toEqual([]);
      expect(bios.some((r) => r.bio.includes('[e-mail]'))).toBe(true);
    });

    it('joins a streamer of both Twitch sets into one channel with points from both', async () => {
      const points = await rows<{
        day: string;
        followers: number;
        source: string;
      }>(sql`select s.day::text, s.followers::float8 followers, s.source
        from channel_snapshot s join channel c on c.id = s.channel_id where c.platform = 'twitch' and c.platform_id = 'montanablack88' order by s.day`);
      expect(new Set(points.map((p) => p.source))).toEqual(new Set(['twitch-top1000', 'twitch-de-2022']));
      expect(points.find((p) => p.day === '2022-12-14')?.followers).toBe(4_768_977);
      const both = await rows<{ n: number }>(sql`select count(*)::int n from channel c where c.platform = 'twitch'
        and exists (select 1 from channel_snapshot s where s.channel_id = c.id and s.source = 'twitch-top1000')
        and exists (select 1 from channel_snapshot s where s.channel_id = c.id and s.source = 'twitch-de-2022')`);
      expect(both[0]!.n).toBeGreaterThanOrEqual(20);
    });

    it('keeps Swiss German as German, links a Swiss channel to its Instagram, and marks guessed languages', async () => {
      const [swiss] = await rows<{
        language: string;
        country: string;
        dialect: string;
        platforms: string[];
      }>(sql`select c.language, c.country, c.extra->>'dialect' dialect,
        (select array_agg(o.platform::text order by o.platform::text) from channel o where o.artist_id = c.artist_id) platforms
        from channel c where c.platform = 'youtube' and c.platform_id = 'UCZE8_MNMmMujEfG3VW-r_CQ'`);
      expect(swiss).toEqual({ language: 'de', country: 'CH', dialect: 'gsw', platforms: ['instagram', 'youtube'] });
      const [inferred] = await rows<{ marked: number; unmarked: number }>(sql`select
        count(*) filter (where (extra->>'languageInferred')::boolean)::int marked,
        count(*) filter (where extra->>'languageInferred' is null and exists (select 1 from channel_snapshot s where s.channel_id = channel.id and s.source = 'instagram-tiktok-dach-inbeat'))::int unmarked
        from channel where language is not null and (source = 'instagram-tiktok-dach-inbeat' or source = 'youtube-trending-de')`);
      expect(inferred!.marked).toBeGreaterThan(100);
      expect(inferred!.unmarked).toBe(0);
    });
  });

  it('does nothing the second time', async () => {
    const again = await seedCreatorData({ db: handle.db });
    expect({ ...again, milliseconds: 0 }).toEqual({
      artists: 0,
      channels: 0,
      posts: 0,
      snapshots: 0,
      brands: 0,
      coupons: 0,
      rows: 0,
      milliseconds: 0,
      quality: null,
    });
  });
});
