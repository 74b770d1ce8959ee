import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InfoIcon,
  PercentileBar,
  Skeleton,
  TimeSeriesChart,
  Tooltip,
  cn,
  focusRing,
} from '@creatorlens/ui';

import { useFormatters } from '../../lib/i18n.ts';
import { useMetrics, type MetricKey } from '../../lib/metrics.ts';
import type { Platform } from '../../lib/platform-badge.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { ObservedNote, useSeriesSummary, useSourceNotes } from '../../lib/freshness.tsx';
import { FLAGGED_METRIC_OF, FigureBasisNote, metricBasis } from '../../lib/figure-basis.tsx';
import { FigureFlagMark } from '../../lib/figure-flag-mark.tsx';
import { PostingCadence } from './posting-cadence.tsx';
import { TopPosts } from './top-posts.tsx';
import { useCategoryLabel } from '../../lib/category-label.ts';

export type Analytics = RouterOutputs['artist']['getChannelAnalytics'];

const ER_DEFINITION = {
  instagram: 'Metrics.er-instagram',
  tiktok: 'Metrics.er-tiktok',
  youtube: 'Metrics.er-youtube',
  twitch: 'Metrics.er-twitch',
  snapchat: 'Metrics.er-snapchat',
} as const satisfies Record<Platform, string>;

const TIER_LABEL = {
  nano: 'Analytics.tier-nano',
  micro: 'Analytics.tier-micro',
  mid: 'Analytics.tier-mid',
  macro: 'Analytics.tier-macro',
  mega: 'Analytics.tier-mega',
} as const;

const BENCHMARK_ORDER = ['engagementRate', 'followers30dGrowth', 'averageViews', 'postsPerWeek'] as const;

function Kpi({
  label,
  value,
  aside,
  tone,
  note,
}: {
  label: string;
  value: string;
  aside?: ReactNode;
  tone?: 'up' | 'down';
  /** What the figure rests on and when, or why it is "–" (figure_basis). */
  note?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface px-4 py-3 shadow-card">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        {label}
        {aside}
      </dt>
      <dd
        className={cn(
          'text-xl font-semibold tracking-tight tabular-nums',
          tone === 'up' && 'text-grass-strong',
          tone === 'down' && 'text-critical-strong',
        )}
      >
        {value}
      </dd>
      {note && <dd data-testid="kpi-basis">{note}</dd>}
    </div>
  );
}

function toneOf(value: number | null): 'up' | 'down' | undefined {
  if (value === null) return undefined;
  return value > 0 ? 'up' : value < 0 ? 'down' : undefined;
}

/** What a route may draw instead of the plain growth chart (the signals overlay); `fallback` is the plain chart. */
export interface GrowthChartSlotProps {
  growth: Analytics['growth'];
  label: string;
  description: string;
  hasZoom: boolean;
  fallback: ReactNode;
}

/** KPIs, follower growth, posting cadence, top posts and peer benchmarks of one channel (`artist.getChannelAnalytics`). */
export function ChannelAnalytics({
  channelId,
  platform,
  renderGrowthChart,
}: {
  channelId: string;
  platform: Platform;
  renderGrowthChart?: (props: GrowthChartSlotProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.artist.getChannelAnalytics.queryOptions({ channelId }));

  return (
    <AppQueryState
      query={query}
      errorTitle={t('Analytics.load-error')}
      loading={
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-[74px] rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-[340px] rounded-xl" />
        </div>
      }
    >
      {(data) => <AnalyticsContent data={data} platform={platform} renderGrowthChart={renderGrowthChart} />}
    </AppQueryState>
  );
}

function AnalyticsContent({
  data,
  platform,
  renderGrowthChart,
}: {
  data: Analytics;
  platform: Platform;
  renderGrowthChart?: ((props: GrowthChartSlotProps) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metrics = useMetrics();
  const { kpis } = data;
  const definition = t(ER_DEFINITION[platform]);

  const infoButton = (
    <Tooltip content={definition} isProductTooltip>
      <button
        type="button"
        aria-label={t('Analytics.engagement-info')}
        className={cn('rounded-full text-muted-foreground hover:text-foreground', focusRing)}
      >
        <InfoIcon size={12} />
      </button>
    </Tooltip>
  );

  const tiles: Array<{ key: MetricKey; value: number | null; aside?: ReactNode; tone?: 'up' | 'down' }> =
    platform === 'twitch'
      ? [
          { key: 'followers', value: kpis.followers },
          { key: 'followers30dGain', value: kpis.followers30dGain, tone: toneOf(kpis.followers30dGain) },
          { key: 'hoursWatched', value: kpis.twitch?.hoursWatched ?? null, aside: infoButton },
          { key: 'averageViewers', value: kpis.twitch?.averageViewers ?? null },
          { key: 'peakViewers', value: kpis.twitch?.peakViewers ?? null },
          { key: 'airtimeHours', value: kpis.twitch?.airtimeHours ?? null },
        ]
      : [
          { key: 'followers', value: kpis.followers },
          { key: 'followers30dGrowth', value: kpis.followers30dGrowth, tone: toneOf(kpis.followers30dGrowth) },
          { key: 'engagementRate', value: kpis.engagementRate, aside: infoButton },
          { key: 'averageViews', value: kpis.averageViews },
          { key: 'averageLikes', value: kpis.averageLikes },
          { key: 'postsPerWeek', value: kpis.postsPerWeek },
        ];

  const seriesSummary = useSeriesSummary();
  const sourceNotes = useSourceNotes();
  const series = useMemo(
    () => [
      {
        name: t('Metrics.followers'),
        points: data.growth.map((point) => [Date.parse(point.day), point.followers] as const),
        pointNotes: sourceNotes(data.growth.map((point) => point.source)),
      },
    ],
    [data.growth, t, sourceNotes],
  );
  const first = data.growth[0];
  const last = data.growth[data.growth.length - 1];
  // The chart is named by the cadence its points really have ("6 monthly points"), never "daily" by default.
  const growthSummary = seriesSummary(data.growth.map((point) => point.day));

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('Analytics.kpis')} className="flex flex-col gap-2">
        {/* Three per row at most: each tile carries its basis line (source and date, or why "–"), which six per row
            squeezed into a column of one word. */}
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {tiles.map((tile) => (
            <Kpi
              key={tile.key}
              label={metrics.label(tile.key)}
              value={metrics.formatMetric(tile.key, tile.value)}
              tone={tile.tone}
              aside={
                <>
                  {tile.aside}
                  {FLAGGED_METRIC_OF[tile.key] && <FigureFlagMark flags={kpis.figureFlags} metric={FLAGGED_METRIC_OF[tile.key]!} />}
                </>
              }
              note={
                <FigureBasisNote
                  entry={metricBasis(tile.key, { figureBasis: kpis.figureBasis, dataAsOf: data.dataAsOf, source: data.source })}
                />
              }
            />
          ))}
        </dl>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <InfoIcon size={12} className="mt-0.5 shrink-0" />
          <span>
            <span className="font-medium">{t('Metrics.engagement-definition')}:</span> {definition}
          </span>
        </p>
        <ObservedNote dataAsOf={data.dataAsOf} source={data.source} hasFollowers={kpis.followers !== null} testId="analytics-observed" />
      </section>

      <Card>
        <CardHeader className="flex flex-col gap-1">
          <CardTitle>{t('Analytics.follower-growth')}</CardTitle>
          {growthSummary && <CardDescription data-testid="growth-summary">{growthSummary}</CardDescription>}
        </CardHeader>
        <CardContent>
          {data.growth.length < 2 || !first || !last ? (
            <p className="py-12 text-center text-sm text-muted-foreground">{t('Analytics.no-history')}</p>
          ) : (
            (() => {
              const description = t('Analytics.chart-summary', {
                from: format.day(Date.parse(first.day)),
                to: format.day(Date.parse(last.day)),
                start: format.integer(first.followers),
                end: format.integer(last.followers),
              });
              const hasZoom = data.growth.length > 90;
              const plain = (
                <TimeSeriesChart
                  series={series}
                  height={300}
                  label={growthSummary ?? t('Analytics.follower-growth')}
                  description={description}
                  formatValue={format.number}
                  formatDate={format.date}
                  hasZoom={hasZoom}
                />
              );
              const label = growthSummary ?? t('Analytics.follower-growth');
              return renderGrowthChart ? renderGrowthChart({ growth: data.growth, label, description, hasZoom, fallback: plain }) : plain;
            })()
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <PostingCadence cadence={data.cadence} postsUpTo={data.postsUpTo} />
        <Benchmarks benchmark={data.benchmark} platform={platform} />
      </div>

      <TopPosts posts={data.topPosts} isHidden={data.postsHidden} postsUpTo={data.postsUpTo} postsSource={data.postsSource} />
    </div>
  );
}

/** Percentiles come capped to 1..99; the top one reads "top 1 %", never "better than 100 %". */
const TOP_PERCENTILE = 99;

function Benchmarks({ benchmark, platform }: { benchmark: Analytics['benchmark']; platform: Platform }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metrics = useMetrics();
  const categoryLabel = useCategoryLabel();
  const tier = benchmark.tier && benchmark.tier in TIER_LABEL ? t(TIER_LABEL[benchmark.tier as keyof typeof TIER_LABEL]) : benchmark.tier;
  const group =
    [tier, benchmark.category && categoryLabel(benchmark.category)].filter(Boolean).join(' · ') ||
    t('Analytics.all-peers', { platform: t(`Platforms.${platform}`) });
  const entries = BENCHMARK_ORDER.flatMap((metric) => {
    const value = benchmark.percentiles[metric];
    return value === undefined ? [] : [{ metric, value }];
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Analytics.benchmarks')}</CardTitle>
        <CardDescription>
          {t('Analytics.benchmarks-description')}
          {/* A count only beside a benchmark: next to "not enough similar channels" it would contradict it. */}
          {benchmark.hasEnoughPeers && ` · ${t('Analytics.peer-count', { count: benchmark.peerCount })}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!benchmark.hasEnoughPeers ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {t('Analytics.no-benchmarks', { count: benchmark.minimumPeerCount })}
          </p>
        ) : entries.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('Analytics.no-benchmark-figures')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {entries.map(({ metric, value }) => {
              const text =
                value >= TOP_PERCENTILE
                  ? t('Analytics.top-of-peers', { percent: format.percent((100 - TOP_PERCENTILE) / 100), group })
                  : t('Analytics.better-than', { percent: format.percent(value / 100), group });
              return (
                <li key={metric} className="flex flex-col gap-1.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium">{metrics.label(metric)}</span>
                    <span className="text-xs text-muted-foreground">{text}</span>
                  </div>
                  <PercentileBar value={value / 100} label={`${metrics.label(metric)}: ${text}`} />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
