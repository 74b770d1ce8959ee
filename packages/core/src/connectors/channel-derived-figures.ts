import { sql, type SQL } from 'drizzle-orm';
import { ENGAGEMENT_POST_WINDOW, POSTS_PER_WEEK_WINDOW_DAYS, SIZE_TIER_BOUNDS } from '../analytics/engagement.ts';
import { executeCount, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import type { Executor } from '@creatorlens/db/executor';

// The same windows as the set-based refresh-channel-stats.ts (its constants are module-private there).
const AVERAGE_POST_WINDOW = 30;
const GAIN_WINDOW_MIN_DAYS = 20;
const GAIN_WINDOW_MAX_DAYS = 45;
const SPARKLINE_POINTS = 12;

/** What a platform reported for one channel: the columns the refresh overwrites. */
export interface ChannelCounterRow {
  channel_id: string;
  name: string;
  avatar_url: string | null;
  bio: string | null;
  country: string | null;
  followers: number | null;
  following: number | null;
  posts_count: number | null;
  total_views: number | null;
  extra: Record<string, unknown>;
  data_as_of: string;
  /** Where these counters come from (e.g. youtube-api): channel.source names the follower count's source, like data_as_of its day. */
  source: string;
  /** Post-based figures replace the stored ones only when the platform answered with posts. */
  has_fresh_posts: boolean;
}

// The new follower count (v.followers) decides the tier, as the counters and the tier are written together.
const sizeTierSql: SQL = sql`case when v.followers is null or v.followers < 0 then null ${sql.join(
  SIZE_TIER_BOUNDS.map(([tier, below]) => sql`when v.followers < ${literal(below)} then ${literal(tier)}`),
  sql` `,
)} else 'mega' end`;

const erWindowSql: SQL = sql`case c.platform ${sql.join(
  Object.entries(ENGAGEMENT_POST_WINDOW).map(([platform, n]) => sql`when ${literal(platform)} then ${literal(n)}`),
  sql` `,
)} end`;

/** With fresh posts the post-based figure wins; without, the stored (source) figure wins as in the set-based refresh. */
const pick = (column: string): SQL =>
  sql`case when v.has_fresh_posts then coalesce(ps.${sql.raw(column)}, c.${sql.raw(column)}) else coalesce(c.${sql.raw(column)}, ps.${sql.raw(column)}) end`;

/**
 * Writes the platform's counters AND the derived figures of a batch of channels in ONE update (one new row
 * version per channel: the channel table carries 20+ indexes, so every extra update is expensive). The figures use
 * the formulas of refresh-channel-stats.ts (engagement.ts), scoped to the batch's channels, and read the posts and
 * snapshots already written in the same transaction. The 30-day gain comes from snapshots whenever two lie 20..45
 * days apart. Channel ids must be unique within `rows`. Returns how many channels were updated.
 */
export async function updateChannelsWithDerivedFigures(db: Executor, rows: ChannelCounterRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  return executeCount(
    db,
    sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        channel_id uuid, name text, avatar_url text, bio text, country text, followers bigint, following bigint,
        posts_count bigint, total_views bigint, extra jsonb, data_as_of timestamptz, source text, has_fresh_posts boolean)
    ),
    ranked as (
      select p.channel_id, p.published_at, p.engagement_rate, p.views, p.likes, p.comments,
             max(p.published_at) over (partition by p.channel_id) as newest,
             row_number() over (partition by p.channel_id order by p.published_at desc, p.id) as rn
      from post p where p.channel_id in (select channel_id from v)
    ),
    ps as (
      select r.channel_id, max(r.published_at) as last_posted_at,
             count(*) filter (where r.published_at > r.newest - make_interval(days => ${literal(POSTS_PER_WEEK_WINDOW_DAYS)}))::float8
               / (${literal(POSTS_PER_WEEK_WINDOW_DAYS)} / 7.0) as posts_per_week,
             avg(r.engagement_rate) filter (where r.rn <= ${erWindowSql} and r.engagement_rate <= 1) as engagement_rate,
             avg(r.views) filter (where r.rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_views,
             avg(r.likes) filter (where r.rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_likes,
             avg(r.comments) filter (where r.rn <= ${literal(AVERAGE_POST_WINDOW)}) as average_comments
      from ranked r join channel c on c.id = r.channel_id
      group by r.channel_id, c.platform
    ),
    points as (
      select s.channel_id, s.day, s.followers, row_number() over (partition by s.channel_id order by s.day desc) as rn
      from channel_snapshot s where s.channel_id in (select channel_id from v) and s.followers is not null
    ),
    snapshot_gain as (
      select distinct on (pt.channel_id) pt.channel_id, round((l.followers - pt.followers) * 30.0 / (l.day - pt.day))::bigint as gain
      from points pt join points l on l.channel_id = pt.channel_id and l.rn = 1
      where l.day - pt.day between ${literal(GAIN_WINDOW_MIN_DAYS)} and ${literal(GAIN_WINDOW_MAX_DAYS)}
      order by pt.channel_id, abs(l.day - pt.day - 30), pt.day desc
    ),
    spark as (
      select channel_id, jsonb_agg(followers order by day) as sparkline
      from points where rn <= ${literal(SPARKLINE_POINTS)} group by channel_id
    ),
    target as (
      select c.id, v.name, v.avatar_url, v.bio, coalesce(nullif(v.country, ''), c.country) as country,
             v.followers, v.following, v.posts_count, v.total_views, c.extra || v.extra as extra, v.data_as_of, v.source,
             coalesce(ps.last_posted_at, c.last_posted_at) as last_posted_at,
             -- No posts known means no cadence known (null, shown as "–"), as in the set-based refresh: 0 posts a week
             -- would claim an inactive channel when the platform simply answered without posts.
             ${pick('posts_per_week')} as posts_per_week,
             case when c.platform in ('twitch', 'snapchat') then null else ${pick('engagement_rate')} end as engagement_rate,
             ${pick('average_views')} as average_views,
             ${pick('average_likes')} as average_likes,
             ${pick('average_comments')} as average_comments,
             ${sizeTierSql} as size_tier,
             coalesce(sp.sparkline, '[]'::jsonb) as sparkline,
             coalesce(g.gain, c.followers_30d_gain) as gain
      from v join channel c on c.id = v.channel_id
      left join ps on ps.channel_id = v.channel_id
      left join spark sp on sp.channel_id = v.channel_id
      left join snapshot_gain g on g.channel_id = v.channel_id
    )
    update channel c set
      name = t.name, avatar_url = t.avatar_url, bio = t.bio, country = t.country,
      followers = t.followers, following = t.following, posts_count = t.posts_count, total_views = t.total_views,
      extra = t.extra, data_as_of = t.data_as_of, source = t.source, updated_at = now(),
      -- A connector answered for the channel, so it exists on the platform: an imported channel that only its
      -- importing organisation could see becomes shared data (in this same row version, no extra update).
      visible_to_organization_id = null,
      last_posted_at = t.last_posted_at, posts_per_week = t.posts_per_week,
      engagement_rate = t.engagement_rate, average_views = t.average_views, average_likes = t.average_likes,
      average_comments = t.average_comments, size_tier = t.size_tier, followers_sparkline = t.sparkline,
      followers_30d_gain = t.gain,
      followers_30d_growth = case when t.gain is not null and t.followers - t.gain > 0 then t.gain::float8 / (t.followers - t.gain) end
    from target t where c.id = t.id`,
  );
}
