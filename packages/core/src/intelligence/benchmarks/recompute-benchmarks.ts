import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import { PERCENTILE_POINTS } from './percentiles.ts';

/**
 * The metrics the benchmark table holds, each with its per-channel SQL (channel `c`). The first five are the peer
 * figures the analytics page shows; followers sizes the peer group; likesPerComment and viewersPerFollower feed the
 * botting signals. Rates are fractions, as stored on the channel.
 */
const BENCHMARK_TABLE_METRICS = {
  engagementRate: sql`case when c.platform in ('twitch', 'snapchat') then null else c.engagement_rate end`,
  followers30dGrowth: sql`c.followers_30d_growth`,
  averageViews: sql`c.average_views`,
  averageLikes: sql`c.average_likes`,
  postsPerWeek: sql`c.posts_per_week`,
  followers: sql`c.followers::float8`,
  likesPerComment: sql`case when c.average_comments > 0 and c.average_likes is not null then c.average_likes / c.average_comments end`,
  viewersPerFollower: sql`case when c.platform = 'twitch' and c.followers > 0 and jsonb_typeof(c.extra -> 'averageViewers') = 'number'
    then (c.extra ->> 'averageViewers')::float8 / c.followers end`,
} satisfies Record<string, SQL>;
export type BenchmarkTableMetric = keyof typeof BENCHMARK_TABLE_METRICS;

/**
 * The smallest peer group a channel is compared with (peers, the channel itself not counted): below it the analytics
 * page shows no benchmark and no signal calls a channel an outlier. A percentile among a handful of channels says
 * more about the handful than about the channel.
 */
export const MIN_PEER_GROUP = 20;

/** A peer group narrowed to a category needs at least this many channels; smaller groups use all categories (''). */
export const MIN_CATEGORY_PEER_GROUP = MIN_PEER_GROUP;

interface RecomputeBenchmarksResult {
  rows: number;
  milliseconds: number;
}

const FRACTIONS = sql.raw(`array[${Array.from({ length: PERCENTILE_POINTS }, (_, i) => (i / 100).toString()).join(',')}]::float8[]`);

/**
 * Recomputes the whole benchmark table set-based: 101 percentiles of every metric per platform x size tier, once over
 * all categories (category '') and once per first category with at least 20 channels. Replaced in one transaction, so
 * readers see either the old or the new table.
 */
export async function recomputeBenchmarks({ db }: { db: Database }): Promise<RecomputeBenchmarksResult> {
  const started = performance.now();
  const metricValues = sql.join(
    Object.entries(BENCHMARK_TABLE_METRICS).map(([metric, expression]) => sql`(${literal(metric)}, (${expression})::float8)`),
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`delete from benchmark`);
    return executeCount(
      tx,
      sql`with channel_values as (
            select c.platform, c.size_tier, coalesce(c.categories[1], '') as category, m.metric, m.value
            from channel c cross join lateral (values ${metricValues}) as m(metric, value)
            where c.size_tier is not null and m.value is not null and m.value = m.value -- drops NaN
          ),
          category_size as (
            select platform, size_tier, coalesce(categories[1], '') as category
            from channel where size_tier is not null and categories[1] is not null
            group by 1, 2, 3 having count(*) >= ${literal(MIN_CATEGORY_PEER_GROUP)}
          ),
          groups as (
            select platform, size_tier, '' as category, metric, count(*)::int as n,
                   percentile_cont(${FRACTIONS}) within group (order by value) as p
            from channel_values group by platform, size_tier, metric
            union all
            select v.platform, v.size_tier, v.category, v.metric, count(*)::int,
                   percentile_cont(${FRACTIONS}) within group (order by v.value)
            from channel_values v join category_size s using (platform, size_tier, category)
            group by v.platform, v.size_tier, v.category, v.metric
          )
          insert into benchmark (platform, size_tier, category, metric, sample_size, percentiles)
          select platform, size_tier, category, metric, n, to_jsonb(p) from groups`,
    );
  });
  return { rows, milliseconds: Math.round(performance.now() - started) };
}
