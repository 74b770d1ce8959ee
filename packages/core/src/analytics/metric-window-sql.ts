/**
 * The metric windows of contracts/figure-basis.ts in SQL, shared by the set-based refresh (refresh-channel-stats.ts)
 * and the connector batch update (channel-derived-figures.ts), so both compute averages, cadence, growth and
 * channel.figure_basis the same way. Callers alias the channel `c`, the post stats `ps` and the growth `g`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CADENCE_WINDOW, GROWTH_WINDOW, METRIC_WINDOWS, type BasisFigure } from '@creatorlens/contracts';
import { sqlLiteral as literal } from '@creatorlens/db/sql-result';
import { SIZE_TIER_BOUNDS } from './engagement.ts';

/** Follower points the channel sparkline holds (newest, oldest first). */
export const SPARKLINE_POINTS = 12;

/** The size tier CASE over a follower count, built from SIZE_TIER_BOUNDS so TypeScript and SQL cannot drift apart. */
export const sizeTierSql = (followers: SQL): SQL =>
  sql`case when ${followers} is null or ${followers} < 0 then null ${sql.join(
    SIZE_TIER_BOUNDS.map(([tier, below]) => sql`when ${followers} < ${literal(below)} then ${literal(tier)}`),
    sql` `,
  )} else 'mega' end`;

/** The 30-day growth as a fraction of the follower count 30 days earlier (followers - gain); null without a positive base. */
export const growthSql = (gain: SQL, followers: SQL): SQL =>
  sql`case when ${gain} is not null and ${followers} - ${gain} > 0 then ${gain}::float8 / (${followers} - ${gain}) end`;

const windowValuesSql: SQL = sql.join(
  Object.entries(METRIC_WINDOWS).map(
    ([platform, w]) => sql`(${literal(platform)}, ${literal(w.posts)}, ${literal(w.days)}, ${literal(w.minimumPosts)})`,
  ),
  sql`, `,
);

const day = (expr: SQL): SQL => sql`to_char(${expr}, 'YYYY-MM-DD')`;

/**
 * Per channel of the posts matching `postFilter` (alias `p`): the windowed averages (null below the minimum), the
 * engagement rate (rates above 1 are source errors and stay out), posts per week (null below its minimum), and how
 * many posts each used since which day. Windows count back from the channel's newest post.
 */
export function windowedPostStatsSql(postFilter: SQL): SQL {
  const cadenceDays = literal(CADENCE_WINDOW.days);
  return sql`select channel_id,
      max(published_at) as last_posted_at, max(newest) as newest, max(min_posts) as min_posts,
      max(newest) - make_interval(days => max(win_days)) as avg_since,
      max(newest) - make_interval(days => ${cadenceDays}) as cadence_since,
      count(*) filter (where in_avg)::int as avg_posts, min(published_at) filter (where in_avg) as avg_from,
      case when count(*) filter (where in_avg) >= max(min_posts) then avg(views) filter (where in_avg) end as average_views,
      case when count(*) filter (where in_avg) >= max(min_posts) then avg(likes) filter (where in_avg) end as average_likes,
      case when count(*) filter (where in_avg) >= max(min_posts) then avg(comments) filter (where in_avg) end as average_comments,
      count(*) filter (where in_avg and engagement_rate <= 1)::int as er_posts,
      min(published_at) filter (where in_avg and engagement_rate <= 1) as er_from,
      case when count(*) filter (where in_avg and engagement_rate <= 1) >= max(min_posts)
        then avg(engagement_rate) filter (where in_avg and engagement_rate <= 1) end as engagement_rate,
      count(*) filter (where in_cadence)::int as cadence_posts, min(published_at) filter (where in_cadence) as cadence_from,
      case when count(*) filter (where in_cadence) >= ${literal(CADENCE_WINDOW.minimumPosts)}
        then count(*) filter (where in_cadence)::float8 / (${cadenceDays} / 7.0) end as posts_per_week
    from (
      select r.channel_id, r.published_at, r.newest, r.engagement_rate, r.views, r.likes, r.comments,
             w.min_posts, w.days as win_days,
             (r.rn <= w.posts and r.published_at > r.newest - make_interval(days => w.days)) as in_avg,
             r.published_at > r.newest - make_interval(days => ${cadenceDays}) as in_cadence
      from (
        select p.channel_id, p.platform, p.published_at, p.engagement_rate, p.views, p.likes, p.comments,
               max(p.published_at) over (partition by p.channel_id) as newest,
               row_number() over (partition by p.channel_id order by p.published_at desc, p.id) as rn
        from post p where ${postFilter}
      ) r
      join (values ${windowValuesSql}) as w(platform, posts, days, min_posts) on w.platform = r.platform::text
    ) windowed
    group by channel_id`;
}

/**
 * Per channel of the snapshots matching `snapshotFilter` (alias `s`): the 30-day gain between the newest follower point
 * and the one of the SAME source nearest 30 days before it (20..45 days), scaled to 30 days; without one, why not.
 */
export function sameSourceGainSql(snapshotFilter: SQL): SQL {
  return sql`(with pts as (
        select s.channel_id, s.day, s.followers, s.source,
               row_number() over (partition by s.channel_id order by s.day desc) as rn,
               count(*) over (partition by s.channel_id) as n
        from channel_snapshot s where s.followers is not null and ${snapshotFilter}
      ),
      newest as (select * from pts where rn = 1),
      candidates as (
        select pt.channel_id, pt.day, pt.followers, pt.source = l.source as same_source, abs(l.day - pt.day - ${literal(GROWTH_WINDOW.targetDays)}) as off
        from pts pt join newest l on l.channel_id = pt.channel_id
        where l.day - pt.day between ${literal(GROWTH_WINDOW.minDays)} and ${literal(GROWTH_WINDOW.maxDays)}
      ),
      best as (
        select distinct on (channel_id) channel_id, day, followers from candidates where same_source
        order by channel_id, off, day desc
      ),
      any_gap as (select distinct channel_id from candidates)
      select l.channel_id, l.n::int as points, l.day as to_day, b.day as from_day,
             case when b.day is not null
               then round((l.followers - b.followers) * ${literal(GROWTH_WINDOW.targetDays)}.0 / (l.day - b.day))::bigint end as gain,
             case when b.day is not null then null when l.n = 1 then 'one-point'
                  when a.channel_id is not null then 'mixed-sources' else 'gap-not-comparable' end as missing_reason
      from newest l left join best b on b.channel_id = l.channel_id left join any_gap a on a.channel_id = l.channel_id)`;
}

/**
 * A stored figure counts as the source's (kept, marked 'source') unless figure_basis says this refresh computed it
 * ('known'): a computed figure is recomputed every time, so an old average cannot outlive the posts it came from.
 */
const storedSourceValue = (figure: BasisFigure, column: string): SQL =>
  sql`case when coalesce(c.figure_basis -> ${literal(figure)} ->> 'state', 'source') <> 'known' then c.${sql.raw(column)} end`;

/** The figure as chosen: computed first when `preferComputed` (a connector just read fresh posts), else source first. */
export const chooseFigure = (figure: BasisFigure, column: string, computed: SQL, preferComputed: SQL): SQL =>
  sql`case when ${preferComputed} then coalesce(${computed}, ${storedSourceValue(figure, column)})
           else coalesce(${storedSourceValue(figure, column)}, ${computed}) end`;

/** Whether the chosen value of a figure is the stored source value (not the computed one). */
const usesSource = (figure: BasisFigure, column: string, computed: SQL, preferComputed: SQL): SQL =>
  sql`(${storedSourceValue(figure, column)} is not null and (not ${preferComputed} or ${computed} is null))`;

/** The stored 'source' entry when the seed or a connector said which source and day reported the figure, else the channel's. */
const sourceEntry = (figure: BasisFigure): SQL =>
  sql`coalesce(case when c.figure_basis -> ${literal(figure)} ->> 'state' = 'source' then c.figure_basis -> ${literal(figure)} end,
       jsonb_build_object('state', 'source', 'source', c.source, 'asOf', ${day(sql`c.data_as_of`)}))`;
const missing = (reason: SQL, extra: SQL = sql``): SQL =>
  sql`jsonb_strip_nulls(jsonb_build_object('state', 'missing', 'reason', ${reason}${extra}))`;
const tooFew = (posts: SQL, since: SQL, minimum: SQL): SQL =>
  missing(sql`'too-few-posts'`, sql`, 'posts', ${posts}, 'since', ${day(since)}, 'minimum', ${minimum}`);

/**
 * channel.figure_basis for the chosen figures (see contracts/figure-basis.ts); `ps` and `g` may be absent (no posts,
 * no follower points). `growthPrefersComputed` as `preferComputed`, for the gain.
 */
export function figureBasisSql(preferComputed: SQL, growthPrefersComputed: SQL = preferComputed): SQL {
  const averageColumns = ['average_views', 'average_likes', 'average_comments'];
  const averagesFromSource = sql.join(
    averageColumns.map((col) => usesSource('averages', col, sql`ps.${sql.raw(col)}`, preferComputed)),
    sql` or `,
  );
  const averagesComputed = sql.join(
    averageColumns.map((col) => sql`ps.${sql.raw(col)} is not null`),
    sql` or `,
  );
  const averages = sql`case
      when ${averagesFromSource} then ${sourceEntry('averages')}
      when ${averagesComputed} then jsonb_build_object('state', 'known', 'posts', ps.avg_posts, 'from', ${day(sql`ps.avg_from`)}, 'to', ${day(sql`ps.newest`)})
      when ps.channel_id is null then ${missing(sql`'no-posts'`)}
      when ps.avg_posts < ps.min_posts then ${tooFew(sql`ps.avg_posts`, sql`ps.avg_since`, sql`ps.min_posts`)}
      else ${missing(sql`'not-reported'`)} end`;
  const engagement = sql`case
      when c.platform in ('twitch', 'snapchat') then ${missing(sql`'not-reported'`)}
      when ${usesSource('engagement', 'engagement_rate', sql`ps.engagement_rate`, preferComputed)} then ${sourceEntry('engagement')}
      when ps.engagement_rate is not null then jsonb_build_object('state', 'known', 'posts', ps.er_posts, 'from', ${day(sql`ps.er_from`)}, 'to', ${day(sql`ps.newest`)})
      when ps.channel_id is null then ${missing(sql`'no-posts'`)}
      -- Too few posts in the window at all says so; enough posts without enough rates (likes or views not read) is
      -- the source not reporting them, not a shortage of posts.
      when ps.avg_posts < ps.min_posts then ${tooFew(sql`ps.avg_posts`, sql`ps.avg_since`, sql`ps.min_posts`)}
      else ${missing(sql`'not-reported'`)} end`;
  const cadence = sql`case
      when ${usesSource('cadence', 'posts_per_week', sql`ps.posts_per_week`, preferComputed)} then ${sourceEntry('cadence')}
      when ps.posts_per_week is not null then jsonb_build_object('state', 'known', 'posts', ps.cadence_posts, 'from', ${day(sql`ps.cadence_from`)}, 'to', ${day(sql`ps.newest`)})
      when ps.channel_id is null then ${missing(sql`'no-posts'`)}
      else ${tooFew(sql`ps.cadence_posts`, sql`ps.cadence_since`, literal(CADENCE_WINDOW.minimumPosts))} end`;
  const growth = sql`case
      when ${usesSource('growth', 'followers_30d_gain', sql`g.gain`, growthPrefersComputed)} then ${sourceEntry('growth')}
      when g.gain is not null then jsonb_build_object('state', 'known', 'points', 2, 'from', ${day(sql`g.from_day`)}, 'to', ${day(sql`g.to_day`)})
      when g.channel_id is null then ${missing(sql`'not-reported'`)}
      else ${missing(sql`g.missing_reason`)} end`;
  return sql`jsonb_build_object('averages', ${averages}, 'engagement', ${engagement}, 'cadence', ${cadence}, 'growth', ${growth})`;
}
