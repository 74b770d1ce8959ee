import { sql, type SQL } from 'drizzle-orm';
import type { BasisFigure } from '@creatorlens/contracts';
import {
  SPARKLINE_POINTS,
  chooseFigure,
  figureBasisSql,
  growthSql,
  sameSourceGainSql,
  sizeTierSql,
  windowedPostStatsSql,
} from '../analytics/index.ts';
import { executeCount, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import type { Executor } from '@creatorlens/db/executor';

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

/** With fresh posts the post-based figure wins; without, the stored (source) figure wins as in the set-based refresh. */
const FRESH_POSTS: SQL = sql`v.has_fresh_posts`;
const pick = (figure: BasisFigure, column: string): SQL => chooseFigure(figure, column, sql`ps.${sql.raw(column)}`, FRESH_POSTS);

/**
 * Writes the platform's counters AND the derived figures of a batch of channels in ONE update (one new row
 * version per channel: the channel table carries 20+ indexes, so every extra update is expensive). The figures use
 * the formulas of refresh-channel-stats.ts (engagement.ts), scoped to the batch's channels, and read the posts and
 * snapshots already written in the same transaction. The windows, minimums and the same-source 30-day gain are
 * metric-window-sql.ts (contracts/figure-basis.ts), as in the set-based refresh; figure_basis is written alongside. Channel ids must be unique within `rows`. Returns how many channels were updated.
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
    ps as (${windowedPostStatsSql(sql`p.channel_id in (select channel_id from v)`)}),
    g as ${sameSourceGainSql(sql`s.channel_id in (select channel_id from v)`)},
    points as (
      select s.channel_id, s.day, s.followers, row_number() over (partition by s.channel_id order by s.day desc) as rn
      from channel_snapshot s where s.channel_id in (select channel_id from v) and s.followers is not null
    ),
    spark as (
      select channel_id, jsonb_agg(followers order by day) as sparkline
      from points where rn <= ${literal(SPARKLINE_POINTS)} group by channel_id
    ),
    target as (
      select c.id, v.name, v.avatar_url, v.bio, coalesce(nullif(v.country, ''), c.country) as country,
             -- The platform's own profile country is the creator's stated home country: its source is the connector.
             case when nullif(v.country, '') is not null then v.source else c.country_source end as country_source,
             v.followers, v.following, v.posts_count, v.total_views, c.extra || v.extra as extra, v.data_as_of, v.source,
             coalesce(ps.last_posted_at, c.last_posted_at) as last_posted_at,
             -- No posts known means no cadence known (null, shown as "–"), as in the set-based refresh: 0 posts a week
             -- would claim an inactive channel when the platform simply answered without posts.
             ${pick('cadence', 'posts_per_week')} as posts_per_week,
             case when c.platform in ('twitch', 'snapchat') then null else ${pick('engagement', 'engagement_rate')} end as engagement_rate,
             ${pick('averages', 'average_views')} as average_views,
             ${pick('averages', 'average_likes')} as average_likes,
             ${pick('averages', 'average_comments')} as average_comments,
             -- The new follower count decides the tier, as the counters and the tier are written together.
             ${sizeTierSql(sql`v.followers`)} as size_tier,
             coalesce(sp.sparkline, '[]'::jsonb) as sparkline,
             -- The connector just wrote a new follower point: a same-source gain from it beats a stored one.
             ${chooseFigure('growth', 'followers_30d_gain', sql`g.gain`, sql`true`)} as gain,
             ${figureBasisSql(FRESH_POSTS, sql`true`)} as figure_basis
      from v join channel c on c.id = v.channel_id
      left join ps on ps.channel_id = v.channel_id
      left join spark sp on sp.channel_id = v.channel_id
      left join g on g.channel_id = v.channel_id
    )
    update channel c set
      name = t.name, avatar_url = t.avatar_url, bio = t.bio, country = t.country, country_source = t.country_source,
      followers = t.followers, following = t.following, posts_count = t.posts_count, total_views = t.total_views,
      extra = t.extra, data_as_of = t.data_as_of, source = t.source, updated_at = now(),
      -- A connector answered for the channel, so it exists on the platform: an imported channel that only its
      -- importing organisation could see becomes shared data (in this same row version, no extra update).
      visible_to_organization_id = null,
      last_posted_at = t.last_posted_at, posts_per_week = t.posts_per_week,
      engagement_rate = t.engagement_rate, average_views = t.average_views, average_likes = t.average_likes,
      average_comments = t.average_comments, size_tier = t.size_tier, followers_sparkline = t.sparkline,
      followers_30d_gain = t.gain, figure_basis = t.figure_basis,
      followers_30d_growth = ${growthSql(sql`t.gain`, sql`t.followers`)}
    from target t where c.id = t.id`,
  );
}
