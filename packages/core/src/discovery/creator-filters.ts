import { DATA_NEWER_THAN_PATTERN, DISCOVERY_COUNT_CAP, type CreatorFilter, type DiscoveryPlatform } from '@creatorlens/contracts';

export { CREATOR_SORT_KEYS, DISCOVERY_PLATFORMS, type CreatorSortKey, type DiscoveryPlatform } from '@creatorlens/contracts';
// The filter's schema, bounds and range rules live in contracts (creator-filter.ts); core searches with its type.
export {
  CREATOR_RANGE_PAIRS,
  DATA_NEWER_THAN_MONTHS,
  RANGE_FIGURES,
  activeRangeFigures,
  findInvertedRange,
  isDataNewerThan,
  type RangeFigure,
  type SortDirection,
} from '@creatorlens/contracts';

/** Counting stops here: beyond it the list shows "10,000+", so no request scans a whole platform (contracts). */
export const CREATOR_RESULT_CAP = DISCOVERY_COUNT_CAP;

/** The creator-discovery filter without paging (contracts' creatorFilterFields): what a saved search stores and the URL carries. */
export type CreatorFilters = CreatorFilter;

export interface SearchCreatorsInput extends CreatorFilters {
  platform: DiscoveryPlatform;
  page?: number | undefined;
  pageSize?: number | undefined;
  /** The opaque cursor of the page before (nextCursor): keyset paging past the page numbers; page is then ignored. */
  cursor?: string | undefined;
}

/** Escapes %, _ and \ so user text is matched literally inside a LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The earliest observation day `dataNewerThan` admits, relative to `now`; null for a value that is not one. */
export function dataNewerThanCutoff(value: string, now: Date): Date | null {
  const match = DATA_NEWER_THAN_PATTERN.exec(value);
  if (!match) return null;
  if (match[1]) {
    const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - Number(match[1]), now.getUTCDate()));
    return cutoff;
  }
  const day = new Date(`${match[2]}-${match[3]}-${match[4]}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}
