import * as z from 'zod/mini';
import { CREATOR_SORT_KEYS, type CreatorSortKey, type DiscoveryPlatform } from '../../lib/api-contract.ts';
import { BOT_RISK_LEVELS, CHANNEL_TYPES } from '@creatorlens/contracts';

/** Results per page of creator discovery. */
export const DISCOVERY_PAGE_SIZE = 25;

const optionalNumber = z.catch(z.optional(z.number().check(z.nonnegative())), undefined);
const optionalText = z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined);
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
  averageViewsMin: optionalNumber,
  averageLikesMin: optionalNumber,
  postsPerWeekMin: optionalNumber,
  country: optionalCode,
  language: optionalCode,
  category: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(60))), undefined),
  botRisk: z.catch(z.optional(z.array(z.enum(BOT_RISK_LEVELS)).check(z.minLength(1))), undefined),
  channelType: z.catch(z.optional(z.array(z.enum(CHANNEL_TYPES)).check(z.minLength(1))), undefined),
  sort: z.catch(z.optional(z.enum(CREATOR_SORT_KEYS)), undefined),
  direction: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page: z.catch(z.optional(z.number().check(z.int(), z.positive(), z.lte(400))), undefined),
});

export type DiscoverySearch = z.infer<typeof discoverySearchSchema>;
export type DiscoveryFilters = Omit<DiscoverySearch, 'page'>;

export const DEFAULT_SORT: CreatorSortKey = 'followers';

/** The filter part (what a saved search stores): everything but paging, without empty values. */
export function pickFilters(search: DiscoverySearch): DiscoveryFilters {
  const { page: _page, ...filters } = search;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as DiscoveryFilters;
}

/** A saved search's stored filters back into URL search params; unknown or invalid entries are dropped. */
export function filtersToSearch(filters: Record<string, unknown>): DiscoverySearch {
  return discoverySearchSchema.parse(filters);
}

/** The input of `discovery.searchCreators` for a platform and the URL state. */
export function toSearchCreatorsInput(platform: DiscoveryPlatform, search: DiscoverySearch) {
  const { page, ...filters } = pickFilters(search) as DiscoverySearch;
  // The API refuses inverted ranges; a hand-edited URL with min > max just ignores the maximum.
  if (filters.followersMin !== undefined && filters.followersMax !== undefined && filters.followersMin > filters.followersMax) {
    delete filters.followersMax;
  }
  if (filters.engagementMin !== undefined && filters.engagementMax !== undefined && filters.engagementMin > filters.engagementMax) {
    delete filters.engagementMax;
  }
  return { platform, ...filters, page: page ?? search.page ?? 1, pageSize: DISCOVERY_PAGE_SIZE };
}
