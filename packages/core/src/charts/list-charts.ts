import { sql } from 'drizzle-orm';
import type { Database, Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import {
  ALL_COUNTRIES,
  CHART_LENGTH,
  isChartMetricFor,
  type ChartChannelGroup,
  type ChartMetric,
  type ChartPlatform,
  type ChartSizeClass,
} from '@creatorlens/contracts';

interface ChartListInput {
  platform: ChartPlatform;
  metric: ChartMetric;
  sizeClass: ChartSizeClass;
  /** ISO 3166-1 alpha-2 of the channels' home country; omitted means the global list. */
  country?: string | undefined;
  /** Creators (the default) or other accounts: brands, media and fan pages. */
  channelGroup?: ChartChannelGroup | undefined;
  limit?: number | undefined;
}

interface ChartItem {
  rank: number;
  previousRank: number | null;
  /** Places moved up since the previous run (negative: down); null when no earlier place is known (new, or first run). */
  change: number | null;
  /**
   * True only when the previous run had this same chart and the channel was not in it. On the first run (or the first
   * run of a chart) there is nothing to compare with: not new, and no change known.
   */
  isNew: boolean;
  value: number;
  /** The day the channel's figures were observed at their source (YYYY-MM-DD); null when the source has no date. */
  observedOn: string | null;
  channel: { id: string; name: string; handle: string; avatarUrl: string | null; country: string | null; platform: Platform };
  artist: { slug: string; name: string };
}

interface ChartList {
  /**
   * The oldest and newest observation day (YYYY-MM-DD) of the figures this chart ranks (all its entries, not only the
   * ones asked for): a ranking computed today of figures observed in 2022 is a 2022 ranking, whatever the run's date.
   * Null before the first run or when no ranked channel has a date.
   */
  observedFrom: string | null;
  observedTo: string | null;
  /** When the ranking was computed; never a statement about how fresh the figures are. */
  computedAt: number | null;
  items: ChartItem[];
}

interface EntryRow {
  rank: number;
  previous_rank: number | null;
  value: number;
  channel_id: string;
  name: string;
  handle: string;
  avatar_url: string | null;
  country: string | null;
  platform: Platform;
  artist_slug: string;
  artist_name: string;
  observed_on: string | null;
  observed_from: string | null;
  observed_to: string | null;
}

/**
 * One chart list from the newest run. Public data only: names, handles, avatars and the ranked figure, no
 * licence-gated fields, because anonymous visitors see /charts.
 */
export async function listCharts({ db }: { db: Database }, input: ChartListInput): Promise<ChartList> {
  if (!isChartMetricFor(input.platform, input.metric)) {
    throw new AppError('VALIDATION', `The ${input.platform} charts have no "${input.metric}" metric.`);
  }
  const country = input.country?.toUpperCase() ?? ALL_COUNTRIES;
  const channelGroup = input.channelGroup ?? 'creators';
  // The newest run, and whether the run before it (the one previous_rank was read from) held this same chart.
  const [run] = await selectRows<{ id: string; computed_at: string | Date; had_previous_chart: boolean }>(
    db,
    sql`select r.id, r.computed_at,
               exists (
                 select 1 from chart_entry pe
                 where pe.run_id = (
                         select p.id from chart_run p
                         where (p.computed_at, p.id) < (r.computed_at, r.id)
                         order by p.computed_at desc, p.id desc limit 1
                       )
                   and pe.platform = ${input.platform} and pe.metric = ${input.metric}
                   and pe.size_class = ${input.sizeClass} and pe.country = ${country}
                   and pe.channel_group = ${channelGroup}
               ) as had_previous_chart
        from chart_run r order by r.computed_at desc, r.id desc limit 1`,
  );
  if (!run) return { observedFrom: null, observedTo: null, computedAt: null, items: [] };
  const hadPreviousChart = run.had_previous_chart === true;
  const limit = Math.min(Math.max(1, input.limit ?? 50), CHART_LENGTH);
  const rows = await selectRows<EntryRow>(
    db,
    sql`select e.rank, e.previous_rank, e.value, c.id as channel_id, c.name, c.handle, c.avatar_url, c.country, c.platform,
               a.slug as artist_slug, a.name as artist_name,
               (c.data_as_of at time zone 'UTC')::date::text as observed_on,
               -- Window aggregates run before LIMIT: the dates span the whole chart, not only the rows asked for.
               (min(c.data_as_of) over () at time zone 'UTC')::date::text as observed_from,
               (max(c.data_as_of) over () at time zone 'UTC')::date::text as observed_to
        from chart_entry e
        join channel c on c.id = e.channel_id
        join artist a on a.id = c.artist_id
        where e.run_id = ${run.id}::uuid and e.platform = ${input.platform} and e.metric = ${input.metric}
          and c.visible_to_organization_id is null
          and e.size_class = ${input.sizeClass} and e.country = ${country} and e.channel_group = ${channelGroup}
        order by e.rank
        limit ${limit}`,
  );
  const [first] = rows;
  return {
    observedFrom: first?.observed_from ?? null,
    observedTo: first?.observed_to ?? null,
    computedAt: new Date(run.computed_at).getTime(),
    items: rows.map((row) => ({
      rank: Number(row.rank),
      previousRank: row.previous_rank == null ? null : Number(row.previous_rank),
      change: row.previous_rank == null ? null : Number(row.previous_rank) - Number(row.rank),
      isNew: hadPreviousChart && row.previous_rank == null,
      value: Number(row.value),
      observedOn: row.observed_on,
      channel: {
        id: row.channel_id,
        name: row.name,
        handle: row.handle,
        avatarUrl: row.avatar_url,
        country: row.country,
        platform: row.platform,
      },
      artist: { slug: row.artist_slug, name: row.artist_name },
    })),
  };
}
