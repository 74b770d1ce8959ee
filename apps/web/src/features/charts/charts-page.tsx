import { useEffect } from 'react';
import { Avatar, EmptyState, Field, NativeSelect, Skeleton, TrophyIcon, cn, focusRing } from '@creatorlens/ui';
import {
  CHART_CHANNEL_GROUPS,
  CHART_METRICS_BY_PLATFORM,
  CHART_PLATFORMS,
  CHART_SIZE_CLASSES,
  type ChartChannelGroup,
  type ChartMetric,
  type ChartSizeClass,
  type DiscoveryPlatform,
} from '../../lib/api-contract.ts';
import { CountryOptions } from '../../lib/code-options.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useSiteFormatters } from '../../site/site-formatters.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { SiteQueryState } from '../../site/site-query-state.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { RankChange } from './rank-change.tsx';
import { formatHandle } from '../../lib/format-handle.ts';

export interface ChartsSearch {
  platform?: DiscoveryPlatform | undefined;
  metric?: ChartMetric | undefined;
  size?: ChartSizeClass | undefined;
  country?: string | undefined;
  /** Creators (default) or brands, media and fan pages: never one list for both. */
  group?: ChartChannelGroup | undefined;
}

const METRIC_LABEL = {
  followers: 'Charts.metric-followers',
  followers30dGain: 'Charts.metric-gain',
  views: 'Charts.metric-views',
  likes: 'Charts.metric-likes',
  engagementRate: 'Charts.metric-engagement',
  averageViewers: 'Charts.metric-average-viewers',
  peakViewers: 'Charts.metric-peak-viewers',
  hoursWatched: 'Metrics.hours-watched',
} as const satisfies Record<ChartMetric, string>;

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => {
        const isActive = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={isActive}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              isActive ? 'bg-surface text-foreground shadow-card' : 'text-muted-foreground hover:text-foreground',
              focusRing,
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

export type ChartsList = RouterOutputs['charts']['listChartEntries'];

/** What the page shows of the list query, wherever it comes from (the app's query cache or the site's own fetch). */
export interface ChartsListState {
  data: ChartsList | undefined;
  isPending: boolean;
  isError: boolean;
  /** The previous selection's list is shown dimmed while the new one loads. */
  isStale: boolean;
  refetch: () => unknown;
}

export const CHART_LIMIT = 50;

/** The list query's input for a selection: unknown or mismatched values fall back to the defaults. */
export function chartsQueryInput(search: ChartsSearch) {
  const platform = search.platform ?? 'instagram';
  const metric = search.metric && CHART_METRICS_BY_PLATFORM[platform].includes(search.metric) ? search.metric : 'followers';
  return {
    platform,
    metric,
    sizeClass: search.size ?? 'big',
    country: search.country,
    channelGroup: search.group ?? 'creators',
    limit: CHART_LIMIT,
  };
}

/**
 * /charts: public rankings per platform × metric × size class, optionally per country, with rank changes. Built on
 * the site frame's contexts, so the server renders it for visitors and the site's own entry hydrates it (site/ssr);
 * the app renders the same view inside its shell for signed-in users.
 */
export function ChartsPage({
  search,
  list,
  onSearchChange,
}: {
  search: ChartsSearch;
  list: ChartsListState;
  onSearchChange: (search: ChartsSearch) => void;
}) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const format = useSiteFormatters();
  const title = t('Charts.title');
  const pageTitle = t('Common.page-title', { title });
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  const { platform, metric, sizeClass: size, channelGroup } = chartsQueryInput(search);
  const metrics = CHART_METRICS_BY_PLATFORM[platform];
  const formatValue = (value: number) => (metric === 'engagementRate' ? format.percent(value) : format.number(value));
  const update = (next: Partial<ChartsSearch>) => onSearchChange({ ...search, ...next });

  // Skeleton rows under the real headers while nothing has loaded, so the columns do not jump when the list arrives.
  const renderTable = (items: ChartsList['items'] | undefined) => (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-surface shadow-card', list.isStale && 'opacity-60')}>
      {/* No minimum width: on a phone the channel column gives way (names truncate), the figures stay on screen. */}
      <table className="w-full text-sm" data-testid="charts-table">
        <caption className="sr-only">
          {t('Charts.title')}: {t(`Platforms.${platform}`)} · {t(METRIC_LABEL[metric])} ·{' '}
          {t(size === 'big' ? 'Charts.size-big' : 'Charts.size-small')} · {t(`Charts.group-${channelGroup}`)}
        </caption>
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="w-12 py-2.5 pr-1 pl-3 font-medium sm:w-16 sm:px-4">
              {t('Charts.rank')}
            </th>
            <th scope="col" className="w-14 px-1 py-2.5 font-medium sm:w-28 sm:px-2">
              {t('Charts.change')}
            </th>
            <th scope="col" className="w-full px-2 py-2.5 font-medium">
              {t('Charts.channel')}
            </th>
            <th scope="col" className="py-2.5 pr-3 pl-2 text-right font-medium whitespace-nowrap sm:px-4" data-testid="charts-value-column">
              {t(METRIC_LABEL[metric])}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items === undefined
            ? Array.from({ length: 10 }, (_, index) => (
                <tr key={index}>
                  <td className="px-4 py-3">
                    <Skeleton className="h-4 w-6" />
                  </td>
                  <td className="px-2 py-3">
                    <Skeleton className="h-4 w-10" />
                  </td>
                  <td className="px-2 py-3">
                    <div className="flex items-center gap-3">
                      <Skeleton className="size-9 rounded-full max-sm:hidden" />
                      <Skeleton className="h-4 w-40" />
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    <Skeleton className="ml-auto h-4 w-16" />
                  </td>
                </tr>
              ))
            : items.map((item) => (
                <tr key={`${item.rank}-${item.channel.id}`} className="hover:bg-muted/40">
                  <td className="py-2.5 pr-1 pl-3 text-base font-semibold tabular-nums sm:px-4">{item.rank}</td>
                  <td className="px-1 py-2.5 sm:px-2">
                    <RankChange change={item.change} isNew={item.isNew} />
                  </td>
                  <td className="max-w-0 px-2 py-2.5">
                    <Link
                      to={`/${item.artist.slug}`}
                      title={item.channel.name}
                      className={cn('flex items-center gap-2.5 rounded-lg sm:gap-3', focusRing)}
                    >
                      <Avatar name={item.channel.name} src={item.channel.avatarUrl} size="md" className="max-sm:hidden" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-medium hover:underline">{item.channel.name}</span>
                        <span className="truncate text-xs text-muted-foreground">
                          {[formatHandle(item.channel.handle), item.channel.country ? format.country(item.channel.country) : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                        {/* On a phone the observation date moves under the name, so the figure column stays narrow. */}
                        {item.observedOn && (
                          <span className="truncate text-xs text-muted-foreground sm:hidden">
                            {t('Charts.observed-on', { date: format.day(Date.parse(item.observedOn)) })}
                          </span>
                        )}
                      </span>
                    </Link>
                  </td>
                  <td className="py-2.5 pr-3 pl-2 text-right font-medium whitespace-nowrap tabular-nums sm:px-4">
                    {formatValue(item.value)}
                    {item.observedOn && (
                      <span className="block text-xs font-normal text-muted-foreground max-sm:hidden">
                        {t('Charts.observed-on', { date: format.day(Date.parse(item.observedOn)) })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <TrophyIcon size={22} className="text-primary" />
          {t('Charts.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('Charts.subtitle')}</p>
        {list.data && list.data.computedAt !== null && (
          // When the ranked figures were observed, and apart from it when the ranking ran: never one "as of" date
          // that is later than the data.
          <p className="text-xs text-muted-foreground" data-testid="charts-period">
            {list.data.observedFrom && list.data.observedTo
              ? t('Charts.period', {
                  range: format.monthRange(Date.parse(list.data.observedFrom), Date.parse(list.data.observedTo)),
                  date: format.day(list.data.computedAt),
                })
              : t('Charts.period-undated', { date: format.day(list.data.computedAt) })}
          </p>
        )}
      </header>

      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Segmented
            label={t('Charts.group')}
            value={channelGroup}
            options={CHART_CHANNEL_GROUPS.map((value) => ({ value, label: t(`Charts.group-${value}`) }))}
            onChange={(value) => update({ group: value === 'creators' ? undefined : value })}
          />
          <p className="text-xs text-muted-foreground" data-testid="charts-group-note">
            {t(`Charts.group-note-${channelGroup}`)}
          </p>
        </div>
        <Segmented
          label={t('Charts.platform')}
          value={platform}
          options={CHART_PLATFORMS.map((value) => ({ value, label: t(`Platforms.${value}`) }))}
          onChange={(value) =>
            update({
              platform: value,
              metric: search.metric && CHART_METRICS_BY_PLATFORM[value].includes(search.metric) ? search.metric : undefined,
            })
          }
        />
        <Segmented
          label={t('Charts.metric')}
          value={metric}
          options={metrics.map((value) => ({ value, label: t(METRIC_LABEL[value]) }))}
          onChange={(value) => update({ metric: value })}
        />
        <div className="flex flex-wrap items-end gap-3">
          <Segmented
            label={t('Charts.size')}
            value={size}
            options={CHART_SIZE_CLASSES.map((value) => ({ value, label: t(value === 'big' ? 'Charts.size-big' : 'Charts.size-small') }))}
            onChange={(value) => update({ size: value })}
          />
          <Field label={t('Charts.country')} className="w-56">
            <NativeSelect value={search.country ?? ''} onChange={(event) => update({ country: event.target.value || undefined })}>
              <option value="">{t('Charts.all-countries')}</option>
              <CountryOptions nameOf={format.country} />
            </NativeSelect>
          </Field>
        </div>
      </div>

      <SiteQueryState
        query={list}
        loading={renderTable(undefined)}
        empty={<EmptyState icon={<TrophyIcon size={20} />} title={t('Charts.empty')} />}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => renderTable(data.items)}
      </SiteQueryState>
    </div>
  );
}
