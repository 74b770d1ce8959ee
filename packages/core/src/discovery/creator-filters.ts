import type { BotRiskValue, ChannelType } from '@creatorlens/contracts';

import { DISCOVERY_COUNT_CAP, type CreatorSortKey, type DiscoveryPlatform } from '@creatorlens/contracts';

export { CREATOR_SORT_KEYS, DISCOVERY_PLATFORMS, type CreatorSortKey, type DiscoveryPlatform } from '@creatorlens/contracts';

export type SortDirection = 'asc' | 'desc';

/** Counting stops here: beyond it the list shows "10,000+", so no request scans a whole platform (contracts). */
export const CREATOR_RESULT_CAP = DISCOVERY_COUNT_CAP;

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
  /** With country: also channels a source listed for that market (market_country), not only home-country ones. */
  alsoListedForMarket?: boolean | undefined;
  /** ISO 639-1, lower case. */
  language?: string | undefined;
  /** A taxonomy id (contracts CATEGORY_IDS); a label or an old saved search's free text is resolved to one. */
  category?: string | undefined;
  /** Only channels whose figures were observed on or after: `3m`, `6m`, `12m`, `24m` (months before today) or a day `YYYY-MM-DD`. */
  dataNewerThan?: string | undefined;
  /** Range filters keep channels whose figure is unknown (`value is null or ...`) instead of leaving them out. */
  includeUnknown?: boolean | undefined;
  /** Matches name, handle or bio (substring, case-insensitive). */
  text?: string | undefined;
  /** Any of these bot-risk levels; channels not yet assessed never match. */
  botRisk?: BotRiskValue[] | undefined;
  /** Any of these channel types; channels not yet classified never match. */
  channelType?: ChannelType[] | undefined;
  sort?: CreatorSortKey | undefined;
  direction?: SortDirection | undefined;
}

export interface SearchCreatorsInput extends CreatorFilters {
  platform: DiscoveryPlatform;
  page?: number | undefined;
  pageSize?: number | undefined;
  /** The opaque cursor of the page before (nextCursor): keyset paging past the page numbers; page is then ignored. */
  cursor?: string | undefined;
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

/** The month choices of "data newer than"; a day (YYYY-MM-DD) is accepted too. */
export const DATA_NEWER_THAN_MONTHS = [3, 6, 12, 24] as const;
const DATA_NEWER_THAN_PATTERN = /^(?:(3|6|12|24)m|(\d{4})-(\d{2})-(\d{2}))$/;

export function isDataNewerThan(value: string): boolean {
  return DATA_NEWER_THAN_PATTERN.test(value);
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

/** The figures a range filter can be about; each names its min/max fields. */
export const RANGE_FIGURES = {
  followers: ['followersMin', 'followersMax'],
  engagement: ['engagementMin', 'engagementMax'],
  growth: ['growth30dMin', 'growth30dMax'],
  views: ['averageViewsMin', null],
  likes: ['averageLikesMin', null],
  posts: ['postsPerWeekMin', 'postsPerWeekMax'],
} as const satisfies Record<string, readonly [keyof CreatorFilters, keyof CreatorFilters | null]>;
export type RangeFigure = keyof typeof RANGE_FIGURES;

/** The figures the filter sets a minimum or maximum for, in RANGE_FIGURES order. */
export function activeRangeFigures(filters: CreatorFilters): RangeFigure[] {
  return (Object.keys(RANGE_FIGURES) as RangeFigure[]).filter((figure) => {
    const [minKey, maxKey] = RANGE_FIGURES[figure];
    return filters[minKey] !== undefined || (maxKey !== null && filters[maxKey] !== undefined);
  });
}
