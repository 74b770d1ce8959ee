import type { BotRiskLevel, ChannelType } from '@creatorlens/contracts';

import type { CreatorSortKey, DiscoveryPlatform } from '@creatorlens/contracts';

export { CREATOR_SORT_KEYS, DISCOVERY_PLATFORMS, type CreatorSortKey, type DiscoveryPlatform } from '@creatorlens/contracts';

export type SortDirection = 'asc' | 'desc';

/** Counting stops here: beyond it the list shows "10,000+" and paging ends, so no request scans a whole platform. */
export const CREATOR_RESULT_CAP = 10_000;

/** The creator-discovery filter without paging: what a saved search stores and the URL carries. */
export interface CreatorFilters {
  followersMin?: number | undefined;
  followersMax?: number | undefined;
  engagementMin?: number | undefined;
  engagementMax?: number | undefined;
  growth30dMin?: number | undefined;
  growth30dMax?: number | undefined;
  averageViewsMin?: number | undefined;
  averageLikesMin?: number | undefined;
  postsPerWeekMin?: number | undefined;
  postsPerWeekMax?: number | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | undefined;
  /** ISO 639-1, lower case. */
  language?: string | undefined;
  category?: string | undefined;
  /** Matches name, handle or bio (substring, case-insensitive). */
  text?: string | undefined;
  /** Any of these bot-risk levels; channels not yet assessed never match. */
  botRisk?: BotRiskLevel[] | undefined;
  /** Any of these channel types; channels not yet classified never match. */
  channelType?: ChannelType[] | undefined;
  sort?: CreatorSortKey | undefined;
  direction?: SortDirection | undefined;
}

export interface SearchCreatorsInput extends CreatorFilters {
  platform: DiscoveryPlatform;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The min/max pairs that must be ordered; shared by the API schema and the core guard. */
export const CREATOR_RANGE_PAIRS = [
  ['followersMin', 'followersMax'],
  ['engagementMin', 'engagementMax'],
  ['growth30dMin', 'growth30dMax'],
  ['postsPerWeekMin', 'postsPerWeekMax'],
] as const satisfies readonly (readonly [keyof CreatorFilters, keyof CreatorFilters])[];

/** The first min/max pair whose minimum exceeds its maximum, or null when all ranges are ordered. */
export function findInvertedRange(filters: CreatorFilters): readonly [keyof CreatorFilters, keyof CreatorFilters] | null {
  for (const pair of CREATOR_RANGE_PAIRS) {
    const [minKey, maxKey] = pair;
    const min = filters[minKey];
    const max = filters[maxKey];
    if (typeof min === 'number' && typeof max === 'number' && min > max) return pair;
  }
  return null;
}

/** Escapes %, _ and \ so user text is matched literally inside a LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
