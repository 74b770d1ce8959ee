import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decodeCreatorCursor, encodeCreatorCursor, type CreatorSortKey } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { SortDirection } from './creator-filters.ts';

/** Where the next page starts: after the row with this sort figure (null: unknown, sorted last) and id. */
export interface CreatorSeek {
  figure: number | null;
  id: string;
}

/**
 * The seek position a cursor names, for the sort asked for. A cursor from another sort or direction would seek in a
 * different order (rows skipped or repeated), and one that does not decode was altered: both are a VALIDATION error.
 */
export function readCreatorCursor(cursor: string, sort: CreatorSortKey, direction: SortDirection): CreatorSeek {
  const payload = decodeCreatorCursor(cursor);
  if (!payload) throw new AppError('VALIDATION', 'cursor: not a cursor of this list; start again from the first page.');
  if (payload.s !== sort || payload.d !== direction) {
    throw new AppError('VALIDATION', 'cursor: it belongs to another sort order; start again from the first page.');
  }
  return { figure: payload.f, id: payload.i };
}

export function writeCreatorCursor(sort: CreatorSortKey, direction: SortDirection, seek: CreatorSeek): string {
  return encodeCreatorCursor({ s: sort, d: direction, f: seek.figure, i: seek.id });
}

/**
 * The rows after the seek position in the order `figure <dir> NULLS LAST, id <dir>`, as one condition (the filter-first
 * plan applies it to the matches it collects anyway). The index walk uses its two halves separately (seekHalves).
 */
export function seekCondition(figure: AnyPgColumn, seek: CreatorSeek, isDescending: boolean): SQL {
  const halves = seekHalves(figure, seek, isDescending);
  return halves.known ? sql`((${halves.known}) or ${halves.unknown})` : halves.unknown;
}

/**
 * The seek split at the NULLs: `known` is a row comparison over (figure, id) that the (platform, figure DESC NULLS
 * LAST, id DESC) index answers as an index condition (read forwards or backwards), so a deep page starts at its
 * position instead of reading every row before it; null once the cursor is past the known figures. `unknown` is the
 * NULL tail (`figure is null`, an index condition too) after the cursor's id.
 */
export function seekHalves(figure: AnyPgColumn, seek: CreatorSeek, isDescending: boolean): { known: SQL | null; unknown: SQL } {
  const id = schema.channel.id;
  const after = isDescending ? sql`<` : sql`>`;
  if (seek.figure === null) return { known: null, unknown: sql`(${figure} is null and ${id} ${after} ${seek.id}::uuid)` };
  return {
    known: sql`(${figure}, ${id}) ${after} (${seek.figure}, ${seek.id}::uuid)`,
    unknown: sql`${figure} is null`,
  };
}
