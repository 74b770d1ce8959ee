import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { executeCount, selectRows, sqlLiteral as literal } from '@creatorlens/db/sql-result';
import { classifyUnrankedChannelTypes } from './classify-unranked-types.ts';
import {
  ALL_COUNTRIES,
  BIG_CHANNEL_FOLLOWERS,
  CHART_LENGTH,
  CHART_METRICS,
  CHART_METRICS_BY_PLATFORM,
  CHART_PLATFORMS,
  SMALL_CHANNEL_MIN_FOLLOWERS,
  type ChartMetric,
} from '@creatorlens/contracts';

export interface RefreshChartsResult {
  runId: string;
  period: string;
  entries: number;
  /** Chart candidates that had no channel type and were classified from their profile before ranking. */
  classified: number;
  milliseconds: number;
}

/** A numeric field of channel.extra, null unless it is a JSON number (sources are not always clean). */
const extraNumber = (key: string): SQL =>
  sql`case when jsonb_typeof(c.extra -> ${literal(key)}) = 'number' then (c.extra ->> ${literal(key)})::float8 end`;

/** The ranked value per metric, on channel `c`. */
const METRIC_VALUE: Record<ChartMetric, SQL> = {
  followers: sql`c.followers::float8`,
  followers30dGain: sql`c.followers_30d_gain::float8`,
  views: sql`case when c.platform = 'twitch' then ${extraNumber('viewsGainedYear')} else c.average_views end`,
  likes: sql`c.average_likes`,
  engagementRate: sql`c.engagement_rate`,
  averageViewers: extraNumber('averageViewers'),
  peakViewers: extraNumber('peakViewers'),
  hoursWatched: sql`coalesce(${extraNumber('watchTimeMinutes')} / 60.0, ${extraNumber('averageViewers')} * ${extraNumber('streamTimeMinutes')} / 60.0)`,
};

const sizeClassSql: SQL = sql`case ${sql.join(
  CHART_PLATFORMS.map((p) => sql`when c.platform = ${literal(p)} and c.followers >= ${literal(BIG_CHANNEL_FOLLOWERS[p])} then 'big'`),
  sql` `,
)} when c.followers >= ${literal(SMALL_CHANNEL_MIN_FOLLOWERS)} then 'small' end`;

/**
 * The chart group of channel `c`: creators, or other accounts (brands, media, fan pages). Null never happens after
 * classifyUnrankedChannelTypes; a type outside CHANNEL_TYPES would leave the channel out of both lists.
 */
const channelGroupSql: SQL = sql`case when c.channel_type = 'creator' then 'creators'
  when c.channel_type in ('brand', 'media', 'community') then 'other-accounts' end`;

/**
 * Computes a new chart run: per platform x metric x size class x country (plus 'ALL') x channel group (creators, other
 * accounts) the top 100 channels, ranked by
 * ROW_NUMBER (ties: more followers first, then channel id) with the rank the channel had in the same list of the
 * previous run. Keeps only the new run and the one before it (previousRank's source). `now` is the run's computedAt (tests pass a fixed clock).
 */
export async function refreshCharts({ db }: { db: Database }, input: { now?: Date } = {}): Promise<RefreshChartsResult> {
  const started = performance.now();
  const now = input.now ?? new Date();
  // Creator charts rank creators only: a candidate without a type gets one from its profile first. Outside the ranking
  // transaction, in batches that commit one by one: after a large import this types hundreds of thousands of channels
  // (818,196 on the 1 M-channel bench database: 20 minutes on a busy machine), and one transaction that long would
  // hold its locks and WAL for all of it. A type once given is a fact about the profile, so a refresh that fails
  // later keeps it; two refreshes at once never overwrite each other (only untyped rows are updated).
  const classified = await classifyUnrankedChannelTypes(db);
  return db.transaction(async (tx) => {
    // Two refreshes at once (interval job and a manual run) would both rank against the same previous run.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('creatorlens.refresh_charts'))`);
    const [previous] = await selectRows<{ id: string; computed_at: string | Date }>(
      tx,
      sql`select id, computed_at from chart_run order by computed_at desc, id desc limit 1`,
    );
    // computedAt orders the runs, so a new run never sorts before the one it was ranked against.
    const previousAt = previous ? new Date(previous.computed_at).getTime() : -Infinity;
    const computedAt = new Date(Math.max(now.getTime(), previousAt + 1));
    const [run] = await selectRows<{ id: string; period: string }>(
      tx,
      sql`insert into chart_run (period, computed_at)
          select coalesce(max(data_as_of)::date, ${computedAt.toISOString()}::timestamptz::date), ${computedAt.toISOString()}::timestamptz from channel
          returning id, period::text as period`,
    );
    if (!run) throw new Error('chart_run insert returned nothing');

    let entries = 0;
    for (const metric of CHART_METRICS) {
      const platforms = CHART_PLATFORMS.filter((p) => CHART_METRICS_BY_PLATFORM[p].includes(metric));
      if (platforms.length === 0) continue;
      entries += await executeCount(
        tx,
        sql`insert into chart_entry (run_id, platform, metric, size_class, country, channel_group, rank, previous_rank, channel_id, value)
            select ${run.id}::uuid, r.platform, ${metric}, r.size_class, r.country, r.channel_group, r.rank, prev.rank, r.channel_id, r.value
            from (
              select c.platform, s.size_class, k.country, g.channel_group, c.id as channel_id, v.value,
                     row_number() over (
                       partition by c.platform, s.size_class, k.country, g.channel_group
                       order by v.value desc, c.followers desc nulls last, c.id
                     ) as rank
              from channel c
              cross join lateral (select ${METRIC_VALUE[metric]} as value) v
              cross join lateral (select ${sizeClassSql} as size_class) s
              cross join lateral (select ${channelGroupSql} as channel_group) g
              -- Country lists by home country only: a market a source listed the channel for (market_country,
              -- "popular in Germany") does not make an Irish creator part of the German chart.
              cross join lateral (values (${literal(ALL_COUNTRIES)}), (c.country)) k(country)
              where c.platform in (${sql.join(platforms.map(literal), sql`, `)})
                -- Public rankings: never a channel only its importing organisation may see.
                and c.visible_to_organization_id is null
                and v.value is not null and v.value <> 'NaN'::float8
                and s.size_class is not null
                and g.channel_group is not null
                and (k.country = ${literal(ALL_COUNTRIES)} or k.country ~ '^[A-Z]{2}$')
            ) r
            left join chart_entry prev
              on prev.run_id = ${previous?.id ?? null}::uuid and prev.platform = r.platform and prev.metric = ${metric}
             and prev.size_class = r.size_class and prev.country = r.country and prev.channel_group = r.channel_group
             and prev.channel_id = r.channel_id
            where r.rank <= ${literal(CHART_LENGTH)}`,
      );
    }

    await tx.execute(
      sql`update chart_run set channel_count = (select count(distinct channel_id) from chart_entry where run_id = ${run.id}::uuid)
          where id = ${run.id}::uuid`,
    );
    await tx.execute(
      sql`delete from chart_run where id not in (${sql.join(
        [run.id, ...(previous ? [previous.id] : [])].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    return { runId: run.id, period: run.period, entries, classified, milliseconds: Math.round(performance.now() - started) };
  });
}
