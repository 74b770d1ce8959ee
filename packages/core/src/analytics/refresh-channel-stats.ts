import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import {
  SPARKLINE_POINTS,
  chooseFigure,
  figureBasisSql,
  growthSql,
  sameSourceGainSql,
  sizeTierSql,
  windowedPostStatsSql,
} from './metric-window-sql.ts';
import { executeCount, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import { recomputeBenchmarks } from '../intelligence/index.ts';

export interface RefreshChannelStatsResult {
  postsUpdated: number;
  /** Channels whose derived columns changed. */
  channelsUpdated: number;
  postBrandsInserted: number;
  /** Rows of the benchmark table rewritten after the stats (every percentile shown reads them). */
  benchmarkRows: number;
  milliseconds: number;
}

/** The stats refresh keeps what a source reported and fills only what it left empty. */
const SOURCE_FIRST: SQL = sql`false`;

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
    // The windows and minimums are contracts/figure-basis.ts (metric-window-sql.ts): averages, engagement and cadence
    // only from posts inside the window before the channel's newest post and with the minimum count, else null; the
    // 30-day gain only between two follower points of the same source 20..45 days apart. Source figures win as
    // before (they only fill what the source left empty) and figure_basis says per figure what it rests on.
    const channelsUpdated = await executeCount(
      tx,
      sql`with points as (
            select channel_id, day, followers, row_number() over (partition by channel_id order by day desc) as rn
            from channel_snapshot where followers is not null
          ),
          spark as (
            select channel_id, jsonb_agg(followers order by day) as sparkline
            from points where rn <= ${literal(SPARKLINE_POINTS)} group by channel_id
          ),
          derived as (
            select c.id, c.followers,
                   ps.posts_per_week, ps.last_posted_at,
                   case when c.platform in ('twitch', 'snapchat') then null
                        else ${chooseFigure('engagement', 'engagement_rate', sql`ps.engagement_rate`, SOURCE_FIRST)} end as engagement_rate,
                   ${chooseFigure('averages', 'average_views', sql`ps.average_views`, SOURCE_FIRST)} as average_views,
                   ${chooseFigure('averages', 'average_likes', sql`ps.average_likes`, SOURCE_FIRST)} as average_likes,
                   ${chooseFigure('averages', 'average_comments', sql`ps.average_comments`, SOURCE_FIRST)} as average_comments,
                   ${sizeTierSql(sql`c.followers`)} as size_tier,
                   coalesce(sp.sparkline, '[]'::jsonb) as sparkline,
                   ${chooseFigure('growth', 'followers_30d_gain', sql`g.gain`, SOURCE_FIRST)} as gain,
                   ${figureBasisSql(SOURCE_FIRST)} as figure_basis
            from channel c
            left join (${windowedPostStatsSql(sql`true`)}) ps on ps.channel_id = c.id
            left join spark sp on sp.channel_id = c.id
            left join ${sameSourceGainSql(sql`true`)} g on g.channel_id = c.id
          ),
          target as (
            select d.*, ${growthSql(sql`d.gain`, sql`d.followers`)} as growth
            from derived d
          )
          update channel c set
            posts_per_week = t.posts_per_week, last_posted_at = t.last_posted_at, engagement_rate = t.engagement_rate,
            average_views = t.average_views, average_likes = t.average_likes, average_comments = t.average_comments,
            size_tier = t.size_tier, followers_sparkline = t.sparkline, followers_30d_gain = t.gain,
            followers_30d_growth = t.growth, figure_basis = t.figure_basis, updated_at = now()
          from target t
          where t.id = c.id and (
            c.posts_per_week, c.last_posted_at, c.engagement_rate, c.average_views, c.average_likes, c.average_comments,
            c.size_tier, c.followers_sparkline, c.followers_30d_gain, c.followers_30d_growth, c.figure_basis
          ) is distinct from (
            t.posts_per_week, t.last_posted_at, t.engagement_rate, t.average_views, t.average_likes, t.average_comments,
            t.size_tier, t.sparkline, t.gain, t.growth, t.figure_basis
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
