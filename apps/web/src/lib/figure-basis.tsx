import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  figureBasisText,
  readFigureBasis,
  type BasisFigure,
  type FigureBasis,
  type FigureBasisEntry,
  type FlaggedMetric,
} from '@creatorlens/contracts';
import { cn } from '@creatorlens/ui';
import { useFormatters } from './i18n.ts';
import { FigureAgeBadge, useSourceLabel } from './freshness.tsx';
import type { MetricKey } from './metrics.ts';

/*
 * What a derived figure rests on, said the same way wherever one is shown (artist page tiles, channel cards, compare):
 * which posts or follower counts it came from and when, which source reported it and as of when, or why it is "–"
 * ("zu wenige Beiträge seit 5. Nov. 2017"). channel.figure_basis holds the entries (contracts/figure-basis.ts).
 */

const dayToTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Which figure_basis entry says what a metric rests on; the others (followers, Twitch KPIs) are read as the source gave them. */
const BASIS_OF: Partial<Record<MetricKey, BasisFigure>> = {
  followers30dGain: 'growth',
  followers30dGrowth: 'growth',
  engagementRate: 'engagement',
  averageViews: 'averages',
  averageLikes: 'averages',
  postsPerWeek: 'cadence',
};

/** Which outlier flags a metric's mark shows (FigureFlagMark). */
export const FLAGGED_METRIC_OF: Partial<Record<MetricKey, FlaggedMetric>> = {
  followers: 'followers',
  followers30dGain: 'growth',
  followers30dGrowth: 'growth',
  engagementRate: 'engagement',
  averageViews: 'views',
  postsPerWeek: 'posts',
};

/**
 * A metric's basis: its figure_basis entry when it is derived, else the channel's own source and day (the follower
 * count and the Twitch KPIs are read, not derived).
 */
export function metricBasis(
  key: MetricKey,
  channel: { figureBasis: FigureBasis; dataAsOf: number | null; source: string },
): FigureBasisEntry | undefined {
  const figure = BASIS_OF[key];
  if (figure) return channel.figureBasis[figure];
  if (channel.dataAsOf === null) return undefined;
  return { state: 'source', source: channel.source, asOf: new Date(channel.dataAsOf).toISOString().slice(0, 10) };
}

/** The day a figure describes: the newest post or point it used, or the source's date; null when missing or undated. */
export function figureBasisDay(entry: FigureBasisEntry | undefined): number | null {
  if (!entry) return null;
  if (entry.state === 'known') return dayToTime(entry.to);
  if (entry.state === 'source' && entry.asOf) return dayToTime(entry.asOf);
  return null;
}

/** The note as text (for titles, tooltips and tests): see FigureBasisNote. */
export function useFigureBasisNote(): (entry: FigureBasisEntry | undefined) => string | null {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  return useCallback(
    (entry) => {
      if (!entry) return null;
      // Keys built from the entry (FigureBasis.missing-<reason>): apps/server/test/figure-basis-text.test.ts checks both languages.
      const translate = (key: string, values?: Record<string, string | number>) => t(key as never, values);
      return figureBasisText(entry, { t: translate, day: (day) => format.calendarDate(day), source: sourceLabel });
    },
    [t, format, sourceLabel],
  );
}

/**
 * The small line under a figure: its basis (posts and dates, or source and date) with an "aging"/"stale" mark relative
 * to today, or why it is "–". `isCompact` (narrow cards) says only "as of <day>" for a known figure and keeps the full
 * basis in the title; a missing figure always says why. Nothing when the basis is not known (a row before its first refresh).
 */
export function FigureBasisNote({
  entry,
  isCompact = false,
  className,
  testId,
}: {
  entry: FigureBasisEntry | undefined;
  isCompact?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const note = useFigureBasisNote()(entry);
  if (!note) return null;
  const day = figureBasisDay(entry);
  let text = note;
  if (isCompact && day !== null) text = t('FigureBasis.as-of', { date: format.day(day) });
  else if (isCompact && entry?.state === 'missing' && entry.reason === 'too-few-posts' && entry.since)
    text = t('FigureBasis.missing-too-few-posts-short', { date: format.calendarDate(entry.since) });
  return (
    <span
      className={cn('flex flex-wrap items-center gap-1 text-xs text-muted-foreground', className)}
      title={note}
      data-testid={testId}
      data-basis={entry?.state}
    >
      <span>{text}</span>
      <FigureAgeBadge observedAt={day} />
    </span>
  );
}

/**
 * Why a metric cell reads "–" (dense tables such as discovery, where no basis line fits under each figure): the
 * figure_basis entry's reason for derived figures, else "not reported by the source".
 */
export function useMissingFigureReason(): (key: MetricKey, figureBasis: unknown) => string {
  const { t } = useTranslation();
  const note = useFigureBasisNote();
  return useCallback(
    (key, figureBasis) => {
      const figure = BASIS_OF[key];
      const entry = figure ? readFigureBasis(figureBasis)[figure] : undefined;
      return (entry?.state === 'missing' ? note(entry) : null) ?? t('FigureBasis.missing-not-reported');
    },
    [t, note],
  );
}

/** A "–" that says why, on hover (title) and to screen readers. */
export function MissingFigure({ reason }: { reason: string }) {
  return (
    <span title={reason} data-missing-reason={reason}>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}
