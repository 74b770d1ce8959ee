import { figureAge, type BasisFigure, type FigureBasis, type FigureBasisEntry } from '@creatorlens/contracts';
import { translateFor } from '@creatorlens/i18n';
import type { ReportLocale } from './report-labels.ts';

/*
 * The artist report's "where the figures come from" lines (issue 38): per channel when and by which source the
 * follower count was read, how old that is today, and per derived figure what it rests on or why it is "–". The
 * words are the ReportBasisTexts catalogue's (in the spirit of the artist page's FigureBasis words).
 */

type MissingReason = Extract<FigureBasisEntry, { state: 'missing' }>['reason'];

const FIGURE_ORDER: readonly BasisFigure[] = ['engagement', 'growth', 'averages', 'cadence'];

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** One basis entry in the reader's words, dates written by `date` (the report's and the German export's text). */
export function basisEntryText(locale: ReportLocale, entry: FigureBasisEntry, date: (time: number) => string): string {
  const t = translateFor(locale);
  if (entry.state === 'known') {
    const span = { from: date(dayTime(entry.from)), to: date(dayTime(entry.to)) };
    return entry.points != null
      ? t('ReportBasisTexts.knownPoints', span)
      : t('ReportBasisTexts.known', { posts: entry.posts ?? 0, ...span });
  }
  if (entry.state === 'source') {
    return entry.asOf
      ? t('ReportBasisTexts.source', { source: entry.source, date: date(dayTime(entry.asOf)) })
      : t('ReportBasisTexts.sourceUndated', { source: entry.source });
  }
  if (entry.reason === 'too-few-posts') {
    return entry.since
      ? t('ReportBasisTexts.tooFew', { since: date(dayTime(entry.since)), posts: entry.posts ?? 0, minimum: entry.minimum ?? 0 })
      : t('ReportBasisTexts.tooFewUndated');
  }
  return t(`ReportBasisTexts.missing.${entry.reason satisfies Exclude<MissingReason, 'too-few-posts'>}`);
}

/**
 * One channel's line: "followers observed 1 Jun 2023, source: x (over a year old) · Engagement: from 12 posts, … ·
 * 30-day growth: – follower counts from two sources are not compared". Ages are relative to `now`.
 */
export function reportBasisLine(
  locale: ReportLocale,
  channel: { dataAsOf: number | null; source: string; figureBasis: FigureBasis },
  date: (time: number) => string,
  now: number,
): string {
  const t = translateFor(locale);
  const age = figureAge(channel.dataAsOf, now);
  const observed =
    channel.dataAsOf === null
      ? t('ReportBasisTexts.notObserved')
      : `${t('ReportBasisTexts.observed', { date: date(channel.dataAsOf), source: channel.source })}${age === 'aging' || age === 'stale' ? ` (${t(`ReportBasisTexts.age.${age}`)})` : ''}`;
  const figures = FIGURE_ORDER.flatMap((figure) => {
    const entry = channel.figureBasis[figure];
    return entry ? [`${t(`ReportBasisTexts.figures.${figure}`)}: ${basisEntryText(locale, entry, date)}`] : [];
  });
  return [observed, ...figures].join(' · ');
}
