import { inArray } from 'drizzle-orm';
import { readFigureBasis, type BasisFigure, type FigureBasis, type FigureBasisEntry } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import type { ExportColumn } from './tabular.ts';

/*
 * The columns that let an exported figure be defended (issue 38): when and where the row's figures were read, and per
 * derived figure what it rests on or why its cell is empty ("– too few posts since 2017-11-05"). Exports are English
 * (spreadsheet formulas refer to the headers); dates are ISO days so they sort and parse everywhere.
 */

/** The derived figures with a basis column, in column order. */
const BASIS_COLUMNS: readonly [BasisFigure, string][] = [
  ['engagement', 'Engagement basis'],
  ['growth', 'Growth basis'],
  ['averages', 'Averages basis'],
  ['cadence', 'Posts per week basis'],
];

export const SOURCE_COLUMN: ExportColumn = { header: 'Source', kind: 'text', width: 26 };
export const BASIS_EXPORT_COLUMNS: ExportColumn[] = BASIS_COLUMNS.map(([, header]) => ({ header, kind: 'text', width: 40 }));

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

/** The basis cells of a row, in BASIS_EXPORT_COLUMNS order. */
export const basisCells = (basis: FigureBasis): (string | null)[] => BASIS_COLUMNS.map(([figure]) => basisText(basis[figure]));

export interface FigureContext {
  dataAsOf: Date | null;
  source: string;
  figureBasis: FigureBasis;
}

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
    })
    .from(schema.channel)
    .where(inArray(schema.channel.id, [...channelIds]));
  return new Map(rows.map((r) => [r.id, { dataAsOf: r.dataAsOf, source: r.source ?? '', figureBasis: readFigureBasis(r.figureBasis) }]));
}
