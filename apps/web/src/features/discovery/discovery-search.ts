import * as z from 'zod/mini';
import { CREATOR_SORT_KEYS, type CreatorSortKey, type DiscoveryPlatform } from '../../lib/api-contract.ts';
import { BOT_RISK_VALUES, CHANNEL_TYPES, CREATOR_CURSOR_MAX_LENGTH } from '@creatorlens/contracts';

/** Results per page of creator discovery. */
export const DISCOVERY_PAGE_SIZE = 25;

const optionalNumber = z.catch(z.optional(z.number().check(z.nonnegative())), undefined);
const optionalText = z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined);
/** A flag is only ever true in the URL; false is the same as absent, so it is dropped. */
const optionalFlag = z.catch(z.optional(z.boolean()), undefined);
const optionalCode = z.catch(z.optional(z.string().check(z.regex(/^[a-zA-Z]{2}$/))), undefined);

/**
 * The creator-discovery filter as the URL carries it (`/discovery/instagram?followersMin=10000&sort=...`), with the
 * same names and units as `discovery.searchCreators` and saved searches (rates and growth as fractions: 0.03 = 3 %).
 * Invalid values are dropped instead of failing the page, so a hand-edited link still opens.
 */
export const discoverySearchSchema = z.object({
  text: optionalText,
  followersMin: optionalNumber,
  followersMax: optionalNumber,
  engagementMin: optionalNumber,
  engagementMax: optionalNumber,
  growth30dMin: z.catch(z.optional(z.number().check(z.gte(-1))), undefined),
  growth30dMax: z.catch(z.optional(z.number().check(z.gte(-1))), undefined),
  averageViewsMin: optionalNumber,
  averageLikesMin: optionalNumber,
  postsPerWeekMin: optionalNumber,
  postsPerWeekMax: optionalNumber,
  country: optionalCode,
  alsoListedForMarket: optionalFlag,
  language: optionalCode,
  category: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(60))), undefined),
  /** `3m`, `6m`, `12m`, `24m` or a day `YYYY-MM-DD` (the server checks the same pattern). */
  dataNewerThan: z.catch(z.optional(z.string().check(z.regex(/^(?:(?:3|6|12|24)m|\d{4}-\d{2}-\d{2})$/))), undefined),
  includeUnknown: optionalFlag,
  botRisk: z.catch(z.optional(z.array(z.enum(BOT_RISK_VALUES)).check(z.minLength(1))), undefined),
  channelType: z.catch(z.optional(z.array(z.enum(CHANNEL_TYPES)).check(z.minLength(1))), undefined),
  sort: z.catch(z.optional(z.enum(CREATOR_SORT_KEYS)), undefined),
  direction: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  // Past the page numbers (DISCOVERY_PAGE_NUMBER_ROWS) a page is reached by the cursor of the one before; page then
  // only names it for the reader.
  page: z.catch(z.optional(z.number().check(z.int(), z.positive(), z.lte(1_000_000))), undefined),
  cursor: z.catch(z.optional(z.string().check(z.maxLength(CREATOR_CURSOR_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/))), undefined),
});

export type DiscoverySearch = z.infer<typeof discoverySearchSchema>;
export type DiscoveryFilters = Omit<DiscoverySearch, 'page' | 'cursor'>;

const RANGE_KEYS = [
  ['followersMin', 'followersMax'],
  ['engagementMin', 'engagementMax'],
  ['growth30dMin', 'growth30dMax'],
  ['postsPerWeekMin', 'postsPerWeekMax'],
] as const;

export const DEFAULT_SORT: CreatorSortKey = 'followers';

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
  for (const [minKey, maxKey] of RANGE_KEYS) {
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

/** The figures a range in the URL state is about (server: RANGE_FIGURES), for the "unknowns included" notice. */
export function rangeFiguresOf(search: DiscoverySearch): ('followers' | 'engagement' | 'growth' | 'views' | 'likes' | 'posts')[] {
  const figures = [
    ['followers', search.followersMin ?? search.followersMax],
    ['engagement', search.engagementMin ?? search.engagementMax],
    ['growth', search.growth30dMin ?? search.growth30dMax],
    ['views', search.averageViewsMin],
    ['likes', search.averageLikesMin],
    ['posts', search.postsPerWeekMin ?? search.postsPerWeekMax],
  ] as const;
  return figures.filter(([, value]) => value !== undefined).map(([figure]) => figure);
}
