import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Avatar,
  Button,
  CHART_PALETTE,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  TimeSeriesChart,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useMetrics, type MetricKey } from '../../lib/metrics.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatHandle } from '../../lib/format-handle.ts';
import { FLAGGED_METRIC_OF, FigureBasisNote, metricBasis } from '../../lib/figure-basis.tsx';
import { FigureFlagMark } from '../../lib/figure-flag-mark.tsx';
import { ObservedNote } from '../../lib/freshness.tsx';

const ROWS: MetricKey[] = [
  'followers',
  'followers30dGain',
  'followers30dGrowth',
  'engagementRate',
  'averageViews',
  'averageLikes',
  'postsPerWeek',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /discovery/compare?ids=a,b,c: 2 to 6 channels, key figures side by side and growth on one chart. */
export function ComparePage({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metrics = useMetrics();
  const api = useTRPC();
  useDocumentTitle(t('Compare.title'));
  const validIds = ids.filter((id) => UUID.test(id));
  const isValid = validIds.length >= 2 && validIds.length <= 6;
  const compare = useQuery(api.channel.compareChannels.queryOptions({ ids: validIds }, { enabled: isValid }));

  const series = useMemo(() => {
    if (!compare.data) return [];
    const names = new Map(compare.data.channels.map((channel) => [channel.id, channel.name]));
    return compare.data.growth.map((line, index) => ({
      name: names.get(line.channelId) ?? line.channelId,
      color: CHART_PALETTE[index % CHART_PALETTE.length],
      points: line.points.map((point) => [Date.parse(point.day), point.followers] as const),
    }));
  }, [compare.data]);

  const header = (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{t('Compare.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('Compare.subtitle')}</p>
    </header>
  );

  if (!isValid) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <Alert
          tone="info"
          actions={
            <Button asChild variant="secondary" size="sm">
              <Link to="/discovery">{t('Compare.back-to-discovery')}</Link>
            </Button>
          }
        >
          {t('Compare.too-few')}
        </Alert>
      </div>
    );
  }

  const channels = compare.data?.channels ?? [];
  const best = (key: MetricKey) => {
    const values = channels
      .map((channel) => (channel as Record<string, unknown>)[key])
      .filter((value): value is number => typeof value === 'number');
    return values.length > 1 ? Math.max(...values) : null;
  };

  // While loading, the table keeps its real shape with skeleton cells, one column per requested channel.
  const renderComparison = (isLoading: boolean) => (
    <>
      {/* On a phone one channel column fills the width: say how many there are, and let the next one peek in. */}
      <p className="-mb-3 text-sm text-muted-foreground sm:hidden" data-testid="compare-scroll-hint">
        {t('Compare.scroll-hint', { count: validIds.length })}
      </p>
      <div
        className="snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-xl border border-border bg-surface shadow-card sm:snap-none"
        data-testid="compare-table"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('Compare.title')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th
                scope="col"
                className="sticky left-0 z-10 w-28 bg-surface px-3 py-3 text-left text-xs font-medium text-muted-foreground sm:w-44 sm:px-4"
              >
                {t('Compare.metric')}
              </th>
              {isLoading
                ? validIds.map((id) => (
                    <th key={id} scope="col" className="px-4 py-3">
                      <Skeleton className="mx-auto h-10 w-28" />
                    </th>
                  ))
                : channels.map((channel, index) => (
                    <th
                      key={channel.id}
                      scope="col"
                      // 50vw on a phone: one channel column and the edge of the next beside the sticky metric names.
                      className="w-[50vw] min-w-[50vw] snap-start px-3 py-3 text-left align-top sm:w-auto sm:min-w-36 sm:px-4"
                    >
                      <span className="mb-1.5 block text-xs font-normal text-muted-foreground sm:hidden" data-testid="compare-position">
                        {t('Compare.channel-position', { position: index + 1, count: channels.length })}
                      </span>
                      <Link
                        to="/$artistSlug"
                        params={{ artistSlug: channel.artistSlug }}
                        className={cn('flex items-center gap-2.5 rounded-lg', focusRing)}
                      >
                        <span
                          aria-hidden
                          className="h-8 w-1 shrink-0 rounded-full"
                          style={{ backgroundColor: CHART_PALETTE[index % CHART_PALETTE.length] }}
                        />
                        <Avatar name={channel.name} size="sm" />
                        <span className="flex min-w-0 flex-col">
                          <span className="line-clamp-2 font-semibold break-words hover:underline">{channel.name}</span>
                          {formatHandle(channel.handle) && (
                            <span
                              className="truncate text-xs font-normal text-muted-foreground"
                              title={formatHandle(channel.handle) ?? undefined}
                            >
                              {formatHandle(channel.handle)}
                            </span>
                          )}
                        </span>
                      </Link>
                      <PlatformBadge platform={channel.platform} className="mt-2" />
                    </th>
                  ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ROWS.map((key) => {
              const top = best(key);
              return (
                <tr key={key}>
                  <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-2.5 text-left font-medium text-muted-foreground sm:px-4">
                    {metrics.label(key)}
                  </th>
                  {isLoading
                    ? validIds.map((id) => (
                        <td key={id} className="px-4 py-2.5">
                          <Skeleton className="h-4 w-16" />
                        </td>
                      ))
                    : channels.map((channel) => {
                        const value = (channel as Record<string, unknown>)[key];
                        const number = typeof value === 'number' ? value : null;
                        const isBest = top !== null && number === top;
                        return (
                          <td
                            key={channel.id}
                            className={cn('px-3 py-2.5 tabular-nums sm:px-4', isBest && 'font-semibold text-grass-strong')}
                          >
                            <span className="inline-flex items-center gap-1">
                              {metrics.formatMetric(key, number)}
                              {FLAGGED_METRIC_OF[key] && <FigureFlagMark flags={channel.figureFlags} metric={FLAGGED_METRIC_OF[key]!} />}
                            </span>
                            {isBest && <span className="sr-only"> ({t('Compare.best-value')})</span>}
                            {/* Each figure with its own date and source, or why it is "–": channels compared side by
                                    side are often read at different times by different sources. */}
                            <FigureBasisNote
                              entry={metricBasis(key, channel)}
                              className="mt-0.5 font-normal"
                              testId={`compare-basis-${key}`}
                            />
                          </td>
                        );
                      })}
                </tr>
              );
            })}
            <tr>
              <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-2.5 text-left font-medium text-muted-foreground sm:px-4">
                {t('FigureBasis.data-as-of')}
              </th>
              {!isLoading &&
                channels.map((channel) => (
                  <td key={channel.id} className="px-3 py-2.5 sm:px-4">
                    <ObservedNote
                      dataAsOf={channel.dataAsOf}
                      source={channel.source}
                      hasFollowers={channel.followers !== null}
                      testId="compare-observed"
                    />
                  </td>
                ))}
            </tr>
          </tbody>
        </table>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Compare.growth-chart')}</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <Skeleton className="h-80" />
          ) : series.every((line) => line.points.length === 0) ? (
            <p className="py-12 text-center text-sm text-muted-foreground">{t('Analytics.no-history')}</p>
          ) : (
            <TimeSeriesChart
              series={series}
              height={340}
              label={t('Compare.growth-chart')}
              formatValue={format.number}
              formatDate={format.date}
              hasLegend
              hasZoom
            />
          )}
        </CardContent>
      </Card>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      {header}
      <AppQueryState query={compare} loading={renderComparison(true)}>
        {() => renderComparison(false)}
      </AppQueryState>
    </div>
  );
}
