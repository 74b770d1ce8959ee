import { inArray } from 'drizzle-orm';
import { readFigureBasis, type BasisFigure, type FigureBasis, type FigureBasisEntry } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { EXPORT_WORDS, botRiskText, type ExportColumnKey, type ExportLocale } from './export-words.ts';
import { basisEntryText } from './report-basis.ts';
import type { ExportColumn } from './tabular.ts';

/*
 * The columns that let an exported figure be defended (issue 38): when and where the row's figures were read, and per
 * derived figure what it rests on or why its cell is empty ("– too few posts since 2017-11-05"), and the bot risk
 * (issue 39). Headers are in the reader's language (export-words.ts); English basis texts keep ISO days so they sort
 * and parse everywhere, German ones write dd.mm.yyyy like the rest of a German export.
 */

/** The derived figures with a basis column, in column order. */
const BASIS_COLUMNS: readonly [BasisFigure, ExportColumnKey][] = [
  ['engagement', 'engagementBasis'],
  ['growth', 'growthBasis'],
  ['averages', 'averagesBasis'],
  ['cadence', 'cadenceBasis'],
];

/** A column with its header in the reader's language. */
export const column = (locale: ExportLocale, key: ExportColumnKey, kind: ExportColumn['kind'], width?: number): ExportColumn => ({
  header: EXPORT_WORDS[locale].columns[key],
  kind,
  ...(width === undefined ? {} : { width }),
});

/** Bot risk, data date, source and the four basis columns: the columns every export ends with, in this order. */
export const figureContextColumns = (locale: ExportLocale): ExportColumn[] => [
  column(locale, 'botRisk', 'text', 16),
  column(locale, 'dataAsOf', 'date', 18),
  column(locale, 'source', 'text', 26),
  ...BASIS_COLUMNS.map(([, key]) => column(locale, key, 'text', 40)),
];

const MISSING_TEXT: Record<Exclude<Extract<FigureBasisEntry, { state: 'missing' }>['reason'], 'too-few-posts'>, string> = {
  'no-posts': 'no posts known',
  'mixed-sources': 'follower counts from two sources are not compared',
  'gap-not-comparable': 'no follower count 20-45 days before the newest',
  'one-point': 'only one follower count',
  'not-reported': 'not reported',
};

/** One basis entry as export text: "from 12 posts 2024-01-10 to 2024-02-21", "reported by x as of …", "– why". */
export function basisText(entry: FigureBasisEntry | undefined): string | null {
  if (!entry) return null;
  if (entry.state === 'known') {
    return entry.points != null
      ? `from two follower counts ${entry.from} to ${entry.to}`
      : `from ${entry.posts ?? 0} posts ${entry.from} to ${entry.to}`;
  }
  if (entry.state === 'source') return entry.asOf ? `reported by ${entry.source} as of ${entry.asOf}` : `reported by ${entry.source}`;
  if (entry.reason === 'too-few-posts') {
    const count = entry.posts != null && entry.minimum != null ? ` (${entry.posts} of at least ${entry.minimum})` : '';
    return entry.since ? `– too few posts since ${entry.since}${count}` : `– too few posts${count}`;
  }
  return `– ${MISSING_TEXT[entry.reason]}`;
}

const germanDay = (time: number): string => {
  const date = new Date(time);
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
};

/** The basis cells of a row, in column order. */
export const basisCells = (basis: FigureBasis, locale: ExportLocale = 'en'): (string | null)[] =>
  BASIS_COLUMNS.map(([figure]) => {
    const entry = basis[figure];
    if (locale === 'en' || !entry) return basisText(entry);
    return basisEntryText(locale, entry, germanDay);
  });

interface FigureContext {
  dataAsOf: Date | null;
  source: string;
  figureBasis: FigureBasis;
  botRisk: string | null;
}

/** The cells of figureContextColumns; all empty where the row shows no creator figures (outside the licence). */
export const figureContextCells = (
  context: FigureContext | undefined,
  locale: ExportLocale,
  hasFigures = true,
): (string | Date | null)[] =>
  context && hasFigures
    ? [botRiskText(locale, context.botRisk), context.dataAsOf, context.source, ...basisCells(context.figureBasis, locale)]
    : [null, null, null, ...BASIS_COLUMNS.map(() => null)];

/**
 * Date, source and basis of the given channels, read in one query. The callers have already checked that the actor may
 * read these channels (the search or the list they come from), so this reads by id only.
 */
export async function unsafeLoadFigureContext(db: Database, channelIds: readonly string[]): Promise<Map<string, FigureContext>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: schema.channel.id,
      dataAsOf: schema.channel.dataAsOf,
      source: schema.channel.source,
      figureBasis: schema.channel.figureBasis,
      botRisk: schema.channel.botRisk,
    })
    .from(schema.channel)
    .where(inArray(schema.channel.id, [...channelIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      { dataAsOf: r.dataAsOf, source: r.source ?? '', figureBasis: readFigureBasis(r.figureBasis), botRisk: r.botRisk },
    ]),
  );
}
