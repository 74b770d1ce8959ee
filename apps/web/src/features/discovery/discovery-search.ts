import * as z from 'zod/mini';
import type { DiscoveryPlatform } from '../../lib/api-contract.ts';
import {
  CREATOR_CURSOR_MAX_LENGTH,
  CREATOR_FILTER_DEFAULTS,
  CREATOR_RANGE_PAIRS,
  activeRangeFigures,
  lenientCreatorFilterFields,
  type CreatorSortKey,
  type RangeFigure,
} from '@creatorlens/contracts';

/** Results per page of creator discovery. */
export const DISCOVERY_PAGE_SIZE = 25;

/**
 * The creator-discovery filter as the URL carries it (`/discovery/instagram?followersMin=10000&sort=...`): the API's
 * own fields, bounds and units (contracts creator-filter.ts; rates and growth as fractions: 0.03 = 3 %), read
 * leniently: an invalid value is dropped instead of failing the page, so a hand-edited link still opens. No defaults
 * are filled in, so the URL names only what the user chose.
 */
export const discoverySearchSchema = z.object({
  ...lenientCreatorFilterFields,
  // Past the page numbers (DISCOVERY_PAGE_NUMBER_ROWS) a page is reached by the cursor of the one before; page then
  // only names it for the reader.
  page: z.catch(z.optional(z.number().check(z.int(), z.positive(), z.lte(1_000_000))), undefined),
  cursor: z.catch(z.optional(z.string().check(z.maxLength(CREATOR_CURSOR_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/))), undefined),
});

export type DiscoverySearch = z.infer<typeof discoverySearchSchema>;
export type DiscoveryFilters = Omit<DiscoverySearch, 'page' | 'cursor'>;

export const DEFAULT_SORT: CreatorSortKey = CREATOR_FILTER_DEFAULTS.sort;

/** The filter part (what a saved search stores): everything but paging, without empty values. */
export function pickFilters(search: DiscoverySearch): DiscoveryFilters {
  const { page: _page, cursor: _cursor, ...filters } = search;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as DiscoveryFilters;
}

/** A saved search's stored filters back into URL search params; unknown or invalid entries are dropped. */
export function filtersToSearch(filters: Record<string, unknown>): DiscoverySearch {
  return discoverySearchSchema.parse(filters);
}

/** The input of `discovery.searchCreators` for a platform and the URL state. */
export function toSearchCreatorsInput(platform: DiscoveryPlatform, search: DiscoverySearch) {
  const filters = pickFilters(search) as DiscoverySearch;
  // The API refuses inverted ranges; a hand-edited URL with min > max just ignores the maximum.
  for (const [minKey, maxKey] of CREATOR_RANGE_PAIRS) {
    const min = filters[minKey];
    const max = filters[maxKey];
    if (min !== undefined && max !== undefined && min > max) delete filters[maxKey];
  }
  if (filters.alsoListedForMarket !== true || !filters.country) delete filters.alsoListedForMarket;
  if (filters.includeUnknown !== true) delete filters.includeUnknown;
  // The server ignores page beside a cursor; 1 keeps a cursor page inside the page-number limit whatever it is called.
  return search.cursor
    ? { platform, ...filters, page: 1, pageSize: DISCOVERY_PAGE_SIZE, cursor: search.cursor }
    : { platform, ...filters, page: search.page ?? 1, pageSize: DISCOVERY_PAGE_SIZE };
}

/** The figures a range in the URL state is about, for the "unknowns included" notice. */
export function rangeFiguresOf(search: DiscoverySearch): RangeFigure[] {
  return activeRangeFigures(search);
}
