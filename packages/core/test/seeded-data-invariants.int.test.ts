import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import { refreshChannelStats } from '../src/analytics/index.ts';
import { seedCreatorData } from '../src/data-quality/seed-creator-data.ts';
import { selectRows } from '@creatorlens/db/sql-result';

/**
 * The rules on the real seeded data, read back from the database after the seed and the derived-figure
 * refresh (what every page shows), not only on the in-memory model that `npm run data:check` checks.
 */
describe('seeded creator data', () => {
  let handle: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);

  beforeAll(async () => {
    handle = await openDatabase();
    await migrateDatabase(handle);
    await seedCreatorData({ db: handle.db });
    await refreshChannelStats({ db: handle.db });
  }, 240_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('has no follower drop of 5 % or more that recovers at the next point, outside daily series', async () => {
    const dips = await rows<{ platform: string; name: string; day: string }>(sql`
      with s as (
        select c.platform::text as platform, c.name, s.day, s.followers::float8 as f,
               lag(s.followers::float8) over w as f0, lead(s.followers::float8) over w as f2,
               s.day - lag(s.day) over w as gap0, lead(s.day) over w - s.day as gap2
        from channel_snapshot s join channel c on c.id = s.channel_id
        where s.followers > 0
        window w as (partition by s.channel_id order by s.day))
      select platform, name, day::text as "day" from s
      where f0 is not null and f2 is not null and not (gap0 <= 2 and gap2 <= 2) and gap0 <= 62 and gap2 <= 62
        and f <= 0.95 * f0 and f2 > f and abs(ln(f2 / f0)) <= 0.3 * abs(ln(f / f0))`);
    expect(dips).toEqual([]);
  });

  it('has no handle with a space', async () => {
    expect(await rows(sql`select platform, handle from channel where handle ~ '\\s'`)).toEqual([]);
  });

  it('has no engagement rate of 0 where average likes are above 0', async () => {
    expect(await rows(sql`select platform, name from channel where engagement_rate = 0 and average_likes > 0`)).toEqual([]);
  });

  it('shows Cristiano Ronaldo without the false October 2022 crash', async () => {
    const series = await rows<{ day: string; followers: number }>(sql`
      select s.day::text as "day", s.followers::float8 as followers from channel_snapshot s join channel c on c.id = s.channel_id
      where c.platform = 'instagram' and c.platform_id = 'cristiano' and s.followers is not null order by s.day`);
    expect(series.map((p) => p.day)).not.toContain('2022-10-01');
    for (let i = 1; i < series.length; i++) expect(series[i]!.followers).toBeGreaterThanOrEqual(series[i - 1]!.followers * 0.97);
  });
});
