import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { figureAge } from '@creatorlens/contracts';
import type { en } from '@creatorlens/i18n';
import { Badge, ClockIcon, cn, seriesCadence } from '@creatorlens/ui';
import { useFormatters } from './i18n.ts';
import { useNow } from './use-now.ts';

/*
 * How fresh a channel's figures are and where they come from, said the same way on every page that shows them in
 * detail (the artist page, its analytics, the public artist page): the day each figure was observed and its source,
 * the posts' own date, and a growth series described by the cadence its points really have.
 */

type KnownSource = Exclude<keyof (typeof en)['Sources'], 'unknown'>;

/** A source id's label from the catalogue's one map (`Sources`); an id it does not know yet is named as it is. */
export function useSourceLabel(): (id: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (id: string) => {
      const key = `Sources.${id}`;
      return id !== 'unknown' && !id.includes('.') && i18n.exists(key) ? t(key as `Sources.${KnownSource}`) : t('Sources.unknown', { id });
    },
    [t, i18n],
  );
}

const AGE_TONE = { aging: 'warning', stale: 'critical' } as const;

/**
 * "older than 3 months" / "over a year old" beside a figure's date, relative to today (contracts figureAge); nothing for
 * a fresh or undated figure. Hourly is plenty: ages change by days.
 */
export function FigureAgeBadge({ observedAt, isShort = false }: { observedAt: number | null; isShort?: boolean }) {
  const { t } = useTranslation();
  const age = figureAge(observedAt, useNow(60 * 60_000));
  if (age !== 'aging' && age !== 'stale') return null;
  // Dense places (discovery rows, board cards) say "älter" / "veraltet"; the long words explain on hover there.
  return (
    <Badge
      tone={AGE_TONE[age]}
      className="shrink-0 px-1.5 py-0 text-[11px]"
      title={t(isShort ? `DiscoveryData.data-age-${age}-title` : `FigureBasis.age-${age}-title`)}
      data-testid={isShort ? 'data-age' : 'figure-age'}
      data-age={age}
    >
      {t(isShort ? `DiscoveryData.data-age-${age}` : `FigureBasis.age-${age}`)}
    </Badge>
  );
}

/**
 * "Followers observed 1 Dec 2022 · source: Top 1000 social media channels (2022)": when and where the channel's
 * figures were read. Without a follower count it speaks of the figures; without a date it says none were observed.
 */
export function ObservedNote({
  dataAsOf,
  source,
  hasFollowers,
  className,
  testId,
}: {
  dataAsOf: number | null;
  source: string;
  hasFollowers: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)} data-testid={testId}>
      <ClockIcon size={13} className="mt-px shrink-0" />
      {dataAsOf === null ? (
        <span>{t('Freshness.no-figures')}</span>
      ) : (
        <span>
          <time dateTime={new Date(dataAsOf).toISOString()} title={format.dateTime(dataAsOf)}>
            {t(hasFollowers ? 'Freshness.followers-observed' : 'Freshness.figures-observed', { date: format.day(dataAsOf) })}
          </time>
          {' · '}
          {t('Freshness.source', { source: sourceLabel(source) })} <FigureAgeBadge observedAt={dataAsOf} />
        </span>
      )}
    </p>
  );
}

/** "Posts up to 22 Apr 2024 · source: …": the posts' own date, which may lie after (or before) the figures' day. */
export function PostsUpToNote({
  postsUpTo,
  postsSource,
  className,
}: {
  postsUpTo: number | null;
  postsSource: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  if (postsUpTo === null) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-testid="posts-up-to">
      <time dateTime={new Date(postsUpTo).toISOString()}>{t('Freshness.posts-up-to', { date: format.date(postsUpTo) })}</time>
      {postsSource && ` · ${t('Freshness.source', { source: sourceLabel(postsSource) })}`}
    </p>
  );
}

/**
 * "Follower count, 6 monthly points, Jun – Dec 2022": a growth series named by the cadence of its points (daily only
 * when they are daily), with their count and span; null below two points.
 */
export function useSeriesSummary(): (days: readonly string[]) => string | null {
  const { t } = useTranslation();
  const format = useFormatters();
  return useCallback(
    (days: readonly string[]) => {
      const times = days.map((day) => Date.parse(day)).filter(Number.isFinite);
      const cadence = seriesCadence(times);
      if (cadence === null) return null;
      const range = format.dateRange(Math.min(...times), Math.max(...times), cadence === 'daily' || cadence === 'weekly' ? 'day' : 'month');
      return t(`Freshness.series-${cadence}`, { count: times.length, range });
    },
    [t, format],
  );
}

/** Tooltip notes for a series' points: "Source: …" per point, in the points' order. */
export function useSourceNotes(): (sources: readonly string[]) => string[] {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  return useCallback(
    (sources: readonly string[]) => sources.map((source) => t('Freshness.point-source', { source: sourceLabel(source) })),
    [t, sourceLabel],
  );
}
