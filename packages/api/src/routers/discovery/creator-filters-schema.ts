import { z } from 'zod';
import { BOT_RISK_VALUES, CHANNEL_TYPES, CREATOR_SORT_KEYS, DISCOVERY_PLATFORMS, resolveCategoryId } from '@creatorlens/contracts';
import { CREATOR_RANGE_PAIRS, findInvertedRange, isDataNewerThan, type CreatorFilters } from '@creatorlens/core/discovery';

/** The creator-discovery filter fields; shared by searchCreators and saveSearch so a saved search always replays. */
export const creatorFilterShape = {
  followersMin: z.number().int().min(0).max(10_000_000_000).optional(),
  followersMax: z.number().int().min(0).max(10_000_000_000).optional(),
  // Fractions: 0.034 = 3.4 %. Engagement can pass 1 on tiny accounts, so the bound is generous rather than 1.
  engagementMin: z.number().min(0).max(100).optional(),
  engagementMax: z.number().min(0).max(100).optional(),
  growth30dMin: z.number().min(-1).max(1000).optional(),
  growth30dMax: z.number().min(-1).max(1000).optional(),
  averageViewsMin: z.number().min(0).max(100_000_000_000).optional(),
  averageLikesMin: z.number().min(0).max(100_000_000_000).optional(),
  postsPerWeekMin: z.number().min(0).max(1000).optional(),
  postsPerWeekMax: z.number().min(0).max(1000).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}$/, 'country is a two-letter ISO 3166-1 code such as DE')
    .transform((value) => value.toUpperCase())
    .optional(),
  language: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}$/, 'language is a two-letter ISO 639-1 code such as de')
    .transform((value) => value.toLowerCase())
    .optional(),
  alsoListedForMarket: z.boolean().optional(),
  // Stored and matched as a taxonomy id when the text names one (`Fitness`, `Essen & Kochen`); other text matches the
  // source labels, so an old saved search keeps working.
  category: z
    .string()
    .trim()
    .min(1, 'category must not be empty')
    .max(60)
    .transform((value) => resolveCategoryId(value) ?? value)
    .optional(),
  dataNewerThan: z.string().trim().refine(isDataNewerThan, 'dataNewerThan is 3m, 6m, 12m, 24m or a day such as 2024-01-31').optional(),
  includeUnknown: z.boolean().optional(),
  text: z.string().trim().min(1, 'text must not be empty').max(100).optional(),
  // Multi-select: duplicates are dropped so a saved search stores each level once.
  botRisk: z
    .array(z.enum(BOT_RISK_VALUES))
    .min(1, 'botRisk needs at least one level')
    .max(BOT_RISK_VALUES.length)
    .transform((levels) => [...new Set(levels)])
    .optional(),
  channelType: z
    .array(z.enum(CHANNEL_TYPES))
    .min(1, 'channelType needs at least one type')
    .max(CHANNEL_TYPES.length)
    .transform((types) => [...new Set(types)])
    .optional(),
  sort: z.enum(CREATOR_SORT_KEYS).default('followers'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

export const discoveryPlatformSchema = z.enum(DISCOVERY_PLATFORMS);

/** Adds an issue on the minimum's field for every min/max pair given the wrong way round. */
export function checkRanges(filters: CreatorFilters, context: z.RefinementCtx): void {
  for (const [minKey, maxKey] of CREATOR_RANGE_PAIRS) {
    if (findInvertedRange({ [minKey]: filters[minKey], [maxKey]: filters[maxKey] })) {
      context.addIssue({ code: 'custom', path: [minKey], message: `${minKey} must not be greater than ${maxKey}` });
    }
  }
}

/** What a saved search stores: the filter without platform (stored beside it) and without paging. */
export const creatorFiltersInput = z.strictObject(creatorFilterShape).superRefine(checkRanges);

/** The stored filter as it comes back: the same fields, already normalised. */
export const creatorFiltersOutput = z.object({
  followersMin: z.number().optional(),
  followersMax: z.number().optional(),
  engagementMin: z.number().optional(),
  engagementMax: z.number().optional(),
  growth30dMin: z.number().optional(),
  growth30dMax: z.number().optional(),
  averageViewsMin: z.number().optional(),
  averageLikesMin: z.number().optional(),
  postsPerWeekMin: z.number().optional(),
  postsPerWeekMax: z.number().optional(),
  country: z.string().optional(),
  alsoListedForMarket: z.boolean().optional(),
  language: z.string().optional(),
  category: z.string().optional(),
  dataNewerThan: z.string().optional(),
  includeUnknown: z.boolean().optional(),
  text: z.string().optional(),
  botRisk: z.array(z.enum(BOT_RISK_VALUES)).optional(),
  channelType: z.array(z.enum(CHANNEL_TYPES)).optional(),
  sort: z.enum(CREATOR_SORT_KEYS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
