import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import { seedCreatorData, type SeedCreatorDataResult } from '../src/data-quality/seed-creator-data.ts';
import { followersOf, instagramHandle, tiktokHandle, writeTop1000Fixture } from './support/top1000-fixture.ts';
import { selectRows } from '@creatorlens/db/sql-result';

/**
 * The data-quality stage on fixture folders with one defect each, through the real seed into a fresh PGlite: what is
 * stored afterwards is the repaired value, or nothing with the reason in the report.
 */
describe('data-quality stage in the seed', () => {
  let handle: DatabaseHandle;
  let folder: string;
  let result: SeedCreatorDataResult;
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'creatorlens-quality-'));
    await writeTop1000Fixture(folder, {
      instagramMonthFactor: { month: 'Oct', factor: 0.89 },
      tiktokMonthInThousands: 'Nov',
      instagramSwappedMonth: 'Dec',
      displayNameAsHandle: 'Kids Diana Show',
      firstCreatorName: 'FranÃ§ois MÃ¼ller',
      missingTiktokLikes: true,
    });
    handle = await openDatabase();
    await migrateDatabase(handle);
    result = await seedCreatorData({ db: handle.db }, { seedDataDir: folder, sources: ['top1000-social-2022'] });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const followerSeries = (platform: string, platformId: string) =>
    rows<{ day: string; followers: number }>(sql`
      select s.day::text as "day", s.followers::float8 as followers from channel_snapshot s join channel c on c.id = s.channel_id
      where c.platform = ${platform} and c.platform_id = ${platformId} and s.followers is not null order by s.day`);

  it('drops a month read with another meaning (every count 11 % low) instead of drawing a crash', async () => {
    const series = await followerSeries('instagram', instagramHandle(3));
    expect(series.map((p) => p.day)).toEqual(['2022-06-01', '2022-09-01', '2022-11-01', '2022-12-01']);
    expect(result.quality!.count('batch-on-another-scale', 'dropped')).toBe(25);
  });

  it('repairs a month written in thousands by its power of ten', async () => {
    const series = await followerSeries('tiktok', tiktokHandle(4));
    const november = series.find((p) => p.day === '2022-11-01')!;
    expect(Math.abs(november.followers / followersOf(4, 'Nov') - 1)).toBeLessThan(0.001);
    expect(result.quality!.count('batch-on-another-scale', 'repaired')).toBe(25);
  });

  it('puts swapped handle and name columns back: one channel per creator, with the swapped month in its history', async () => {
    const channels = await rows<{ handle: string; name: string }>(
      sql`select handle, name from channel where platform = 'instagram' order by handle`,
    );
    expect(channels.every((c) => !/\s/.test(c.handle))).toBe(true);
    expect(channels.filter((c) => c.handle.startsWith('fixture.creator.'))).toHaveLength(25);
    const series = await followerSeries('instagram', instagramHandle(7));
    // The files hold abbreviated counts ("1.8M"), so the stored value is the true one to a tenth of a million.
    expect(series.at(-1)!.day).toBe('2022-12-01');
    expect(Math.abs(series.at(-1)!.followers - followersOf(7, 'Dec'))).toBeLessThanOrEqual(50_000);
    expect(result.quality!.count('swapped-columns', 'repaired')).toBe(25);
  });

  it('keeps a display name out of the handle field', async () => {
    const diana = await rows(sql`select 1 from channel where name = 'Kids Diana Show' or handle = 'Kids Diana Show'`);
    expect(diana).toHaveLength(0);
    expect(result.quality!.count('display-name-in-handle-column', 'dropped')).toBe(1);
    const [nastya] = await rows<{ handle: string; name: string }>(sql`select handle, name from channel where platform = 'youtube'`);
    expect(nastya).toEqual({ handle: '', name: 'Like Nastya' });
  });

  it('repairs mis-decoded text', async () => {
    const [first] = await rows<{ name: string }>(
      sql`select name from channel where platform = 'instagram' and platform_id = ${instagramHandle(0)}`,
    );
    expect(first!.name).toBe('François Müller');
    expect(result.quality!.count('mis-decoded-text', 'repaired')).toBeGreaterThanOrEqual(1);
  });

  it('leaves the engagement rate unknown (not 0 %) when the like count is missing', async () => {
    const [missing] = await rows<{ rate: number | null; likes: number | null }>(
      sql`select engagement_rate::float8 rate, average_likes::float8 likes from channel where platform = 'tiktok' and platform_id = ${tiktokHandle(0)}`,
    );
    expect(missing).toEqual({ rate: null, likes: null });
    const [other] = await rows<{ rate: number }>(
      sql`select engagement_rate::float8 rate from channel where platform = 'tiktok' and platform_id = ${tiktokHandle(1)}`,
    );
    expect(other!.rate).toBeCloseTo((40_000 + 500 + 100) / 500_000, 6);
  });

  it('reports rows read per source', () => {
    expect(result.quality!.rowsRead.get('top1000-social-2022')).toBe(5 * 25 * 2 + 1 + 5);
  });
});
