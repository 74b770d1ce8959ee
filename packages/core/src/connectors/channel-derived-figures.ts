import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { ENGAGEMENT_POST_WINDOW, POSTS_PER_WEEK_WINDOW_DAYS, SIZE_TIER_BOUNDS } from '../analytics/engagement.ts';
import { sqlLiteral as literal } from '../analytics/sql-result.ts';

// The same windows as the set-based refresh-channel-stats.ts (its constants are module-private there).
const AVERAGE_POST_WINDOW = 30;
const GAIN_WINDOW_MIN_DAYS = 20;
const GAIN_WINDOW_MAX_DAYS = 45;
const SPARKLINE_POINTS = 12;

const sizeTierSql: SQL = sql`case when c.followers is null or c.followers < 0 then null ${sql.join(
  SIZE_TIER_BOUNDS.map(([tier, below]) => sql`when c.followers < ${literal(below)} then ${literal(tier)}`),
  sql` `,
)} else 'mega' end`;

const erWindowSql: SQL = sql`case c.platform ${sql.join(
  Object.entries(ENGAGEMENT_POST_WINDOW).map(([platform, n]) => sql`when ${literal(platform)} then ${literal(n)}`),
  sql` `,
)} end`;

/**
 * The derived figures of ONE channel with the formulas of refresh-channel-stats.ts (engagement.ts), scoped by the
 * channel id: a connector refresh touches one channel, and the set-based refresh over all channels would cost
 * seconds per call at 100k channels. The scheduled set-based refresh still runs after each refresh round.
 * With fresh posts from the platform, post-based figures replace the stored ones; without, stored (source) figures
 * win as in the set-based refresh. The 30-day gain comes from snapshots whenever two lie 20..45 days apart.
 */
export async function refreshDerivedFiguresOfChannel(
  db: Pick<Database, 'execute'>,
  channelId: string,
  options: { hasFreshPosts: boolean },
): Promise<void> {
  const pick = (column: string): SQL =>
    options.hasFreshPosts ? sql`coalesce(ps.${sql.raw(column)}, c.${sql.raw(column)})` : sql`coalesce(c.${sql.raw(column)}, ps.${sql.raw(column)})`;
  await db.execute(sql`
    with ranked as (
      select p.published_at, p.engagement_rate, p.views, p.likes, p.comments,
             max(p.published_at) over () as newest,
             row_number() over (order by p.published_at desc, p.id) as rn
      from post p where p.channel_id = ${channelId}
    ),
    ps as (
      select max(published_at) as last_posted_at,
             count(*) filter (where published_at > newest - make_interval(days => ${literal(POSTS_PER_WEEK_WINDOW_DAYS)}))::float8
               / (${literal(POSTS_PER_WEEK_WINDOW_DAYS)} / 7.0) as posts_per_week,
             avg(engagement_rate) filter (where rn <= (select ${erWindowSql} from channel c where c.id = ${channelId}) and engagement_rate <= 1) as engagement_rate,
             avg(views) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_views,
             avg(likes) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_likes,
             avg(comments) filter (where rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_comments
      from ranked
    ),
    points as (
      select day, followers, row_number() over (order by day desc) as rn
      from channel_snapshot where channel_id = ${channelId} and followers is not null
    ),
    latest as (select day, followers from points where rn = 1),
    snapshot_gain as (
      select round((l.followers - pt.followers) * 30.0 / (l.day - pt.day))::bigint as gain
      from points pt cross join latest l
      where l.day - pt.day between ${literal(GAIN_WINDOW_MIN_DAYS)} and ${literal(GAIN_WINDOW_MAX_DAYS)}
      order by abs(l.day - pt.day - 30), pt.day desc limit 1
    ),
    spark as (select coalesce(jsonb_agg(followers order by day), '[]'::jsonb) as sparkline from points where rn <= ${literal(SPARKLINE_POINTS)}),
    target as (
      select c.id,
             ps.last_posted_at,
             ${pick('posts_per_week')} as posts_per_week,
             case when c.platform in ('twitch', 'snapchat') then null else ${pick('engagement_rate')} end as engagement_rate,
             ${pick('average_views')} as average_views,
             ${pick('average_likes')} as average_likes,
             ${pick('average_comments')} as average_comments,
             ${sizeTierSql} as size_tier,
             (select sparkline from spark) as sparkline,
             coalesce((select gain from snapshot_gain), c.followers_30d_gain) as gain,
             c.followers
      from channel c cross join ps
      where c.id = ${channelId}
    )
    update channel c set
      last_posted_at = coalesce(t.last_posted_at, c.last_posted_at), posts_per_week = t.posts_per_week,
      engagement_rate = t.engagement_rate, average_views = t.average_views, average_likes = t.average_likes,
      average_comments = t.average_comments, size_tier = t.size_tier, followers_sparkline = t.sparkline,
      followers_30d_gain = t.gain,
      followers_30d_growth = case when t.gain is not null and t.followers - t.gain > 0 then t.gain::float8 / (t.followers - t.gain) end
    from target t where c.id = t.id`);
}
