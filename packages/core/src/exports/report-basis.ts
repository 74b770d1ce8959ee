import { figureAge, type BasisFigure, type FigureBasis, type FigureBasisEntry } from '@creatorlens/contracts';
import type { ReportLocale } from './report-labels.ts';

/*
 * The artist report's "where the figures come from" lines (issue 38): per channel when and by which source the
 * follower count was read, how old that is today, and per derived figure what it rests on or why it is "–". The
 * same words as the artist page (FigureBasis catalogue), in the report's two languages.
 */

type MissingReason = Extract<FigureBasisEntry, { state: 'missing' }>['reason'];

const WORDS = {
  en: {
    figures: { engagement: 'Engagement', growth: '30-day growth', averages: 'Averages', cadence: 'Posts/week' } as Record<
      BasisFigure,
      string
    >,
    observed: (date: string, source: string) => `followers observed ${date}, source: ${source}`,
    notObserved: 'no figures observed yet',
    known: (posts: number, from: string, to: string) => `from ${posts} posts, ${from} – ${to}`,
    knownPoints: (from: string, to: string) => `two follower counts, ${from} – ${to}`,
    source: (source: string, date: string | null) => (date ? `reported by ${source}, as of ${date}` : `reported by ${source}`),
    tooFew: (since: string | null, posts: number, minimum: number) =>
      since ? `– too few posts since ${since} (${posts} of at least ${minimum})` : '– too few posts',
    missing: {
      'no-posts': '– no posts known',
      'mixed-sources': '– follower counts from two sources are not compared',
      'gap-not-comparable': '– no follower count 20–45 days before the newest',
      'one-point': '– only one follower count',
      'not-reported': '– not reported',
    } as Record<Exclude<MissingReason, 'too-few-posts'>, string>,
    age: { aging: 'older than 3 months', stale: 'over a year old' },
  },
  de: {
    figures: { engagement: 'Engagement', growth: 'Wachstum 30 Tage', averages: 'Durchschnitte', cadence: 'Posts/Woche' } as Record<
      BasisFigure,
      string
    >,
    observed: (date: string, source: string) => `Follower erfasst ${date}, Quelle: ${source}`,
    notObserved: 'noch keine Kennzahlen erfasst',
    known: (posts: number, from: string, to: string) => `aus ${posts} Beiträgen, ${from} – ${to}`,
    knownPoints: (from: string, to: string) => `zwei Followerzahlen, ${from} – ${to}`,
    source: (source: string, date: string | null) => (date ? `angegeben von ${source}, Stand ${date}` : `angegeben von ${source}`),
    tooFew: (since: string | null, posts: number, minimum: number) =>
      since ? `– zu wenige Beiträge seit ${since} (${posts} von mindestens ${minimum})` : '– zu wenige Beiträge',
    missing: {
      'no-posts': '– keine Beiträge bekannt',
      'mixed-sources': '– Followerzahlen aus zwei Quellen werden nicht verglichen',
      'gap-not-comparable': '– keine Followerzahl 20–45 Tage vor der neuesten',
      'one-point': '– nur eine Followerzahl',
      'not-reported': '– nicht angegeben',
    } as Record<Exclude<MissingReason, 'too-few-posts'>, string>,
    age: { aging: 'älter als 3 Monate', stale: 'über ein Jahr alt' },
  },
} as const;

const FIGURE_ORDER: readonly BasisFigure[] = ['engagement', 'growth', 'averages', 'cadence'];

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** One basis entry in the reader's words, dates written by `date` (the report's and the German export's text). */
export function basisEntryText(locale: ReportLocale, entry: FigureBasisEntry, date: (time: number) => string): string {
  const w = WORDS[locale];
  if (entry.state === 'known') {
    return entry.points != null
      ? w.knownPoints(date(dayTime(entry.from)), date(dayTime(entry.to)))
      : w.known(entry.posts ?? 0, date(dayTime(entry.from)), date(dayTime(entry.to)));
  }
  if (entry.state === 'source') return w.source(entry.source, entry.asOf ? date(dayTime(entry.asOf)) : null);
  if (entry.reason === 'too-few-posts')
    return w.tooFew(entry.since ? date(dayTime(entry.since)) : null, entry.posts ?? 0, entry.minimum ?? 0);
  return w.missing[entry.reason];
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
  const w = WORDS[locale];
  const age = figureAge(channel.dataAsOf, now);
  const observed =
    channel.dataAsOf === null
      ? w.notObserved
      : `${w.observed(date(channel.dataAsOf), channel.source)}${age === 'aging' || age === 'stale' ? ` (${w.age[age]})` : ''}`;
  const figures = FIGURE_ORDER.flatMap((figure) => {
    const entry = channel.figureBasis[figure];
    return entry ? [`${w.figures[figure]}: ${basisEntryText(locale, entry, date)}`] : [];
  });
  return [observed, ...figures].join(' · ');
}
