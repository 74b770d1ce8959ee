import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { ENGAGEMENT_POST_WINDOW, POSTS_PER_WEEK_WINDOW_DAYS, SIZE_TIER_BOUNDS } from './engagement.ts';
import { executeCount, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import { recomputeBenchmarks } from '../intelligence/benchmarks/recompute-benchmarks.ts';

export interface RefreshChannelStatsResult {
  postsUpdated: number;
  /** Channels whose derived columns changed. */
  channelsUpdated: number;
  postBrandsInserted: number;
  /** Rows of the benchmark table rewritten after the stats (every percentile shown reads them). */
  benchmarkRows: number;
  milliseconds: number;
}

/** How many of the newest posts the channel averages (views, likes, comments) use when the source gave none. */
const AVERAGE_POST_WINDOW = 30;
/** A snapshot counts as "about 30 days" before the newest one when it lies 20..45 days earlier; the gain is scaled to 30 days. */
const GAIN_WINDOW_MIN_DAYS = 20;
const GAIN_WINDOW_MAX_DAYS = 45;
const SPARKLINE_POINTS = 12;

/** The per-post engagement formulas of engagement.ts, in SQL (post `p`, its channel `c`). */
const postEngagementSql: SQL = sql`case
  when p.likes is null then null
  when p.platform = 'instagram' then
    case when c.followers > 0 then (p.likes + coalesce(p.comments, 0))::float8 / c.followers end
  when p.platform = 'tiktok' then
    case when p.views > 0 then (p.likes + coalesce(p.comments, 0) + coalesce(p.shares, 0))::float8 / p.views end
  when p.platform = 'youtube' then
    case when p.views > 0 then p.likes::float8 / p.views end
end`;

/** The size tier CASE, built from SIZE_TIER_BOUNDS so TypeScript and SQL cannot drift apart. */
const sizeTierSql: SQL = sql`case when c.followers is null or c.followers < 0 then null ${sql.join(
  SIZE_TIER_BOUNDS.map(([tier, below]) => sql`when c.followers < ${literal(below)} then ${literal(tier)}`),
  sql` `,
)} else 'mega' end`;

const erWindowSql: SQL = sql`case p.platform ${sql.join(
  Object.entries(ENGAGEMENT_POST_WINDOW).map(([platform, n]) => sql`when ${literal(platform)} then ${literal(n)}`),
  sql` `,
)} end`;

/**
 * Recomputes the derived channel and post columns (post engagement, cadence, size tier, 30-day growth, sparkline)
 * and the coupon post-brand links, set-based in SQL, then the benchmark table. Idempotent: rows whose value would not
 * change are not written.
 */
export async function refreshChannelStats({ db }: { db: Database }): Promise<RefreshChannelStatsResult> {
  const started = performance.now();
  const stats = await db.transaction(async (tx) => {
    const postsUpdated = await executeCount(
      tx,
      sql`update post p set engagement_rate = ${postEngagementSql}
          from channel c
          where c.id = p.channel_id and p.engagement_rate is distinct from (${postEngagementSql})`,
    );

    // Every derived channel column in one statement, so each channel row (and its indexes) is written at most once.
    // Cadence covers the 90 days before each channel's newest post (not before today: many sources are historic).
    // Source figures win: averages from the newest posts and the snapshot-based 30-day gain only fill what the
    // source left empty. The snapshot gain compares the newest snapshot with the one nearest to 30 days before it
    // (20..45 days), scaled to 30 days. A post rate above 1 (more interactions than views) is a source error, as in
    // the seed, and stays out of the channel average.
    const channelsUpdated = await executeCount(
      tx,
      sql`with post_stats as (
            select channel_id,
                   max(published_at) as last_posted_at,
                   count(*) filter (where published_at > newest - make_interval(days => ${literal(POSTS_PER_WEEK_WINDOW_DAYS)}))::float8
                     / (${literal(POSTS_PER_WEEK_WINDOW_DAYS)} / 7.0) as posts_per_week,
                   avg(engagement_rate) filter (where rn <= er_window and engagement_rate <= 1) as engagement_rate,
                   avg(views) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_views,
                   avg(likes) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_likes,
                   avg(comments) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_comments
            from (
              select p.channel_id, p.published_at, p.engagement_rate, p.views, p.likes, p.comments,
                     ${erWindowSql} as er_window,
                     max(p.published_at) over (partition by p.channel_id) as newest,
                     row_number() over (partition by p.channel_id order by p.published_at desc, p.id) as rn
              from post p
            ) ranked
            group by channel_id
          ),
          points as (
            select channel_id, day, followers, row_number() over (partition by channel_id order by day desc) as rn
            from channel_snapshot where followers is not null
          ),
          latest as (select channel_id, day, followers from points where rn = 1),
          snapshot_gain as (
            select distinct on (pt.channel_id) pt.channel_id,
                   round((l.followers - pt.followers) * 30.0 / (l.day - pt.day))::bigint as gain
            from points pt join latest l on l.channel_id = pt.channel_id
            where l.day - pt.day between ${literal(GAIN_WINDOW_MIN_DAYS)} and ${literal(GAIN_WINDOW_MAX_DAYS)}
            order by pt.channel_id, abs(l.day - pt.day - 30), pt.day desc
          ),
          spark as (
            select channel_id, jsonb_agg(followers order by day) as sparkline
            from points where rn <= ${literal(SPARKLINE_POINTS)} group by channel_id
          ),
          derived as (
            select c.id, c.followers,
                   ps.posts_per_week, ps.last_posted_at,
                   case when c.platform in ('twitch', 'snapchat') then null else coalesce(c.engagement_rate, ps.engagement_rate) end as engagement_rate,
                   coalesce(c.average_views, ps.average_views) as average_views,
                   coalesce(c.average_likes, ps.average_likes) as average_likes,
                   coalesce(c.average_comments, ps.average_comments) as average_comments,
                   ${sizeTierSql} as size_tier,
                   coalesce(sp.sparkline, '[]'::jsonb) as sparkline,
                   coalesce(c.followers_30d_gain, sg.gain) as gain
            from channel c
            left join post_stats ps on ps.channel_id = c.id
            left join spark sp on sp.channel_id = c.id
            left join snapshot_gain sg on sg.channel_id = c.id
          ),
          target as (
            select d.*, case when d.gain is not null and d.followers - d.gain > 0 then d.gain::float8 / (d.followers - d.gain) end as growth
            from derived d
          )
          update channel c set
            posts_per_week = t.posts_per_week, last_posted_at = t.last_posted_at, engagement_rate = t.engagement_rate,
            average_views = t.average_views, average_likes = t.average_likes, average_comments = t.average_comments,
            size_tier = t.size_tier, followers_sparkline = t.sparkline, followers_30d_gain = t.gain,
            followers_30d_growth = t.growth, updated_at = now()
          from target t
          where t.id = c.id and (
            c.posts_per_week, c.last_posted_at, c.engagement_rate, c.average_views, c.average_likes, c.average_comments,
            c.size_tier, c.followers_sparkline, c.followers_30d_gain, c.followers_30d_growth
          ) is distinct from (
            t.posts_per_week, t.last_posted_at, t.engagement_rate, t.average_views, t.average_likes, t.average_comments,
            t.size_tier, t.sparkline, t.gain, t.growth
          )`,
    );

    const postBrandsInserted = await executeCount(
      tx,
      sql`insert into post_brand (post_id, brand_id, kind)
          select distinct source_post_id, brand_id, 'coupon' from coupon
          where source_post_id is not null and brand_id is not null
          on conflict do nothing`,
    );

    return { postsUpdated, channelsUpdated, postBrandsInserted };
  });
  // The percentiles follow the figures they rank; a separate transaction keeps the stats update short.
  const benchmarks = await recomputeBenchmarks({ db });
  return { ...stats, benchmarkRows: benchmarks.rows, milliseconds: Math.round(performance.now() - started) };
}
