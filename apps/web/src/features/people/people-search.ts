import * as z from 'zod/mini';
import { CATEGORY_IDS } from '@creatorlens/contracts';
import { DISCOVERY_PLATFORMS, type DiscoveryPlatform } from '../../lib/api-contract.ts';

/** /discovery/people's filter in the URL: shareable, and the back button restores it. Bad values fall back to none. */
export const peopleSearchSchema = z.object({
  platforms: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
  match: z.catch(z.optional(z.enum(['any', 'all'])), undefined),
  language: z.catch(z.optional(z.string().check(z.regex(/^[a-z]{2,3}$/))), undefined),
  country: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))), undefined),
  category: z.catch(z.optional(z.enum(CATEGORY_IDS)), undefined),
  min: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
  max: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
  newer: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  page: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
});
export type PeopleSearch = z.infer<typeof peopleSearchSchema>;

/** `instagram,tiktok` → the discovery platforms named, in their usual order. */
export function platformsOf(search: PeopleSearch): DiscoveryPlatform[] {
  const named = new Set((search.platforms ?? '').split(','));
  return DISCOVERY_PLATFORMS.filter((platform) => named.has(platform));
}

/** The API input for a URL filter. */
export function toPeopleInput(search: PeopleSearch) {
  return {
    platforms: platformsOf(search),
    match: search.match ?? 'any',
    language: search.language,
    country: search.country,
    categoryIds: search.category ? [search.category] : undefined,
    minFollowers: search.min,
    maxFollowers: search.max !== undefined && search.min !== undefined && search.max < search.min ? undefined : search.max,
    dataNewerThan: search.newer,
    page: search.page ?? 1,
    pageSize: 25,
  };
}
