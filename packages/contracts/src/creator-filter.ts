/**
 * The creator-discovery filter, declared once: the API's input (discovery.searchCreators, saveSearch, exports), the
 * saved search as stored and returned, core's types and the web app's URL state and filters panel all read this file.
 * A new filter is one field here, its SQL in core, its control in the panel and its words in the catalogues.
 * zod/mini, like the other schemas the browser loads (the URL state parses with it on every navigation).
 */
import * as z from 'zod/mini';
import { resolveCategoryId } from './categories.ts';
import { BOT_RISK_VALUES, CHANNEL_TYPES } from './intelligence-values.ts';
import { CREATOR_SORT_KEYS, type CreatorSortKey } from './platforms.ts';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The bounds of each figure a range can be about, in the units the API carries: counts, and fractions for rates
 * (0.034 = 3.4 %, which the panel shows and takes as percentages). Engagement can pass 1 on tiny accounts, so its
 * bound is generous rather than 1; growth can shrink down to -100 %.
 */
export const CREATOR_FILTER_BOUNDS = {
  followers: { min: 0, max: 10_000_000_000, unit: 'count', isInteger: true },
  engagement: { min: 0, max: 100, unit: 'fraction', isInteger: false },
  growth30d: { min: -1, max: 1000, unit: 'fraction', isInteger: false },
  averageViews: { min: 0, max: 100_000_000_000, unit: 'count', isInteger: false },
  averageLikes: { min: 0, max: 100_000_000_000, unit: 'count', isInteger: false },
  postsPerWeek: { min: 0, max: 1000, unit: 'count', isInteger: false },
} as const satisfies Record<string, { min: number; max: number; unit: 'count' | 'fraction'; isInteger: boolean }>;
export type CreatorFilterFigure = keyof typeof CREATOR_FILTER_BOUNDS;

/** The figure each numeric field bounds. */
export const CREATOR_FILTER_NUMBER_FIELDS = {
  followersMin: 'followers',
  followersMax: 'followers',
  engagementMin: 'engagement',
  engagementMax: 'engagement',
  growth30dMin: 'growth30d',
  growth30dMax: 'growth30d',
  averageViewsMin: 'averageViews',
  averageLikesMin: 'averageLikes',
  postsPerWeekMin: 'postsPerWeek',
  postsPerWeekMax: 'postsPerWeek',
} as const satisfies Record<string, CreatorFilterFigure>;
export type CreatorFilterNumberKey = keyof typeof CREATOR_FILTER_NUMBER_FIELDS;

/** The bounds of a numeric field of the filter. */
export const boundsOf = (key: CreatorFilterNumberKey) => CREATOR_FILTER_BOUNDS[CREATOR_FILTER_NUMBER_FIELDS[key]];

export const CREATOR_FILTER_TEXT_MAX_LENGTH = 100;
export const CREATOR_FILTER_CATEGORY_MAX_LENGTH = 60;

/** What the search uses when the filter names no order. */
export const CREATOR_FILTER_DEFAULTS = { sort: 'followers', direction: 'desc' } as const satisfies {
  sort: CreatorSortKey;
  direction: SortDirection;
};

/** The month choices of "data newer than"; a day (YYYY-MM-DD) is accepted too. */
export const DATA_NEWER_THAN_MONTHS = [3, 6, 12, 24] as const;
export const DATA_NEWER_THAN_PATTERN = /^(?:(3|6|12|24)m|(\d{4})-(\d{2})-(\d{2}))$/;

export function isDataNewerThan(value: string): boolean {
  return DATA_NEWER_THAN_PATTERN.test(value);
}

const figure = (key: CreatorFilterNumberKey) => {
  const bounds = boundsOf(key);
  return z.optional(
    bounds.isInteger
      ? z.number().check(z.int(), z.gte(bounds.min), z.lte(bounds.max))
      : z.number().check(z.gte(bounds.min), z.lte(bounds.max)),
  );
};

const twoLetterCode = (message: string, toCase: ReturnType<typeof z.toUpperCase>) =>
  z.optional(z.string().check(z.trim(), z.regex(/^[a-zA-Z]{2}$/, message), toCase));

/** Multi-selects drop duplicates, so a saved search stores each value once. */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.optional(
    z.array(z.enum(values)).check(
      z.minLength(1, `${name} needs at least one value`),
      z.maxLength(values.length),
      z.overwrite((chosen) => [...new Set(chosen)]),
    ),
  );

/**
 * Every field of the filter, each optional and without a default: the URL and a saved search carry only what was set.
 * Values are normalised while parsing (codes' case, category labels to taxonomy ids, duplicates), never transformed
 * into another type, so the same schema serves input and output.
 */
export const creatorFilterFields = {
  followersMin: figure('followersMin'),
  followersMax: figure('followersMax'),
  engagementMin: figure('engagementMin'),
  engagementMax: figure('engagementMax'),
  growth30dMin: figure('growth30dMin'),
  growth30dMax: figure('growth30dMax'),
  averageViewsMin: figure('averageViewsMin'),
  averageLikesMin: figure('averageLikesMin'),
  postsPerWeekMin: figure('postsPerWeekMin'),
  postsPerWeekMax: figure('postsPerWeekMax'),
  /** ISO 3166-1 alpha-2, upper case. */
  country: twoLetterCode('country is a two-letter ISO 3166-1 code such as DE', z.toUpperCase()),
  /** With country: also channels a source listed for that market (market_country), not only home-country ones. */
  alsoListedForMarket: z.optional(z.boolean()),
  /** ISO 639-1, lower case. */
  language: twoLetterCode('language is a two-letter ISO 639-1 code such as de', z.toLowerCase()),
  /**
   * A taxonomy id (CATEGORY_IDS) when the text names one (`Fitness`, `Essen & Kochen`); other text is kept and matches
   * the source labels, so an old saved search keeps working.
   */
  category: z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1, 'category must not be empty'),
      z.maxLength(CREATOR_FILTER_CATEGORY_MAX_LENGTH),
      z.overwrite((value) => resolveCategoryId(value) ?? value),
    ),
  ),
  /** Only channels whose figures were observed on or after: `3m`, `6m`, `12m`, `24m` (months before today) or a day. */
  dataNewerThan: z.optional(
    z.string().check(z.trim(), z.refine(isDataNewerThan, 'dataNewerThan is 3m, 6m, 12m, 24m or a day such as 2024-01-31')),
  ),
  /** Range filters keep channels whose figure is unknown (`value is null or ...`) instead of leaving them out. */
  includeUnknown: z.optional(z.boolean()),
  /** Matches name, handle or bio (substring, case-insensitive). */
  text: z.optional(z.string().check(z.trim(), z.minLength(1, 'text must not be empty'), z.maxLength(CREATOR_FILTER_TEXT_MAX_LENGTH))),
  /** Any of these bot-risk levels; channels not yet assessed never match. */
  botRisk: anyOf(BOT_RISK_VALUES, 'botRisk'),
  /** Any of these channel types; channels not yet classified never match. */
  channelType: anyOf(CHANNEL_TYPES, 'channelType'),
  sort: z.optional(z.enum(CREATOR_SORT_KEYS)),
  direction: z.optional(z.enum(SORT_DIRECTIONS)),
};

export type CreatorFilterKey = keyof typeof creatorFilterFields;
export const CREATOR_FILTER_KEYS = Object.keys(creatorFilterFields) as CreatorFilterKey[];

/** The creator-discovery filter without platform and paging: what a saved search stores and the URL carries. */
export type CreatorFilter = z.infer<z.ZodMiniObject<typeof creatorFilterFields>>;

/** The min/max pairs that must be ordered. */
export const CREATOR_RANGE_PAIRS = [
  ['followersMin', 'followersMax'],
  ['engagementMin', 'engagementMax'],
  ['growth30dMin', 'growth30dMax'],
  ['postsPerWeekMin', 'postsPerWeekMax'],
] as const satisfies readonly (readonly [CreatorFilterKey, CreatorFilterKey])[];

/** The figures a range filter can be about; each names its min/max fields. */
export const RANGE_FIGURES = {
  followers: ['followersMin', 'followersMax'],
  engagement: ['engagementMin', 'engagementMax'],
  growth: ['growth30dMin', 'growth30dMax'],
  views: ['averageViewsMin', null],
  likes: ['averageLikesMin', null],
  posts: ['postsPerWeekMin', 'postsPerWeekMax'],
} as const satisfies Record<string, readonly [CreatorFilterKey, CreatorFilterKey | null]>;
export type RangeFigure = keyof typeof RANGE_FIGURES;
export const RANGE_FIGURE_KEYS = Object.keys(RANGE_FIGURES) as [RangeFigure, ...RangeFigure[]];

/** The first min/max pair whose minimum exceeds its maximum, or null when all ranges are ordered. */
export function findInvertedRange(filter: CreatorFilter): (typeof CREATOR_RANGE_PAIRS)[number] | null {
  for (const pair of CREATOR_RANGE_PAIRS) {
    const min = filter[pair[0]];
    const max = filter[pair[1]];
    if (typeof min === 'number' && typeof max === 'number' && min > max) return pair;
  }
  return null;
}

/** The figures the filter sets a minimum or maximum for, in RANGE_FIGURES order. */
export function activeRangeFigures(filter: CreatorFilter): RangeFigure[] {
  return (Object.keys(RANGE_FIGURES) as RangeFigure[]).filter((key) => {
    const [minKey, maxKey] = RANGE_FIGURES[key];
    return filter[minKey] !== undefined || (maxKey !== null && filter[maxKey] !== undefined);
  });
}

/** A refinement for any object schema holding the filter's fields: an issue on the minimum of every inverted pair. */
export function checkCreatorRanges(filter: CreatorFilter, context: z.core.$RefinementCtx): void {
  for (const [minKey, maxKey] of CREATOR_RANGE_PAIRS) {
    const min = filter[minKey];
    const max = filter[maxKey];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      context.addIssue({ code: 'custom', path: [minKey], message: `${minKey} must not be greater than ${maxKey}`, input: filter });
    }
  }
}

/** The API's filter fields: as creatorFilterFields, with the order's defaults filled in. */
export const creatorFilterInputFields = {
  ...creatorFilterFields,
  sort: z._default(z.enum(CREATOR_SORT_KEYS), CREATOR_FILTER_DEFAULTS.sort),
  direction: z._default(z.enum(SORT_DIRECTIONS), CREATOR_FILTER_DEFAULTS.direction),
};

/** The filter as the API accepts it (saveSearch): unknown fields refused, ranges ordered, order defaulted. */
export const creatorFilterSchema = z.strictObject(creatorFilterInputFields).check(z.superRefine(checkCreatorRanges));

/**
 * The filter read leniently, for what may predate today's rules (a saved search stored years ago, a hand-edited
 * link): a field that does not parse is dropped instead of failing the whole filter; unknown fields are dropped too.
 */
export const lenientCreatorFilterFields = Object.fromEntries(
  Object.entries(creatorFilterFields).map(([key, field]) => [key, z.catch(field, undefined)]),
) as { [K in CreatorFilterKey]: z.ZodMiniCatch<(typeof creatorFilterFields)[K]> };

export const storedCreatorFilterSchema = z.object(lenientCreatorFilterFields);

/** A stored filter (jsonb) as a filter: invalid fields dropped, never a failure. */
export function readStoredCreatorFilter(stored: unknown): CreatorFilter {
  const parsed = storedCreatorFilterSchema.safeParse(stored);
  const filter = parsed.success ? parsed.data : {};
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as CreatorFilter;
}
