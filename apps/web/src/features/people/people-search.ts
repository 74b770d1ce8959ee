import * as z from 'zod/mini';
import {
  CATEGORY_IDS,
  isFollowerRangeInOrder,
  peopleCountrySchema,
  peopleDaySchema,
  peopleFollowersSchema,
  peopleLanguageSchema,
  peopleMatchSchema,
} from '@creatorlens/contracts';
import { DISCOVERY_PLATFORMS, type DiscoveryPlatform } from '../../lib/api-contract.ts';
import type { FieldMessages } from '../../lib/form/index.ts';

/** /discovery/people's filter in the URL: shareable, and the back button restores it. Bad values fall back to none. */
export const peopleSearchSchema = z.object({
  platforms: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
  match: z.catch(z.optional(peopleMatchSchema), undefined),
  language: z.catch(z.optional(peopleLanguageSchema), undefined),
  country: z.catch(z.optional(peopleCountrySchema), undefined),
  category: z.catch(z.optional(z.enum(CATEGORY_IDS)), undefined),
  min: z.catch(z.optional(peopleFollowersSchema), undefined),
  max: z.catch(z.optional(peopleFollowersSchema), undefined),
  newer: z.catch(z.optional(peopleDaySchema), undefined),
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
    // The form refuses an upside-down range; a URL written by hand may still hold one, and then has no upper bound.
    maxFollowers: isFollowerRangeInOrder(search.min, search.max) ? search.max : undefined,
    dataNewerThan: search.newer,
    page: search.page ?? 1,
    pageSize: 25,
  };
}

/**
 * A follower count as typed: digits, optionally grouped in thousands ("10.000", "10,000", "10 000"). Anything else
 * is NaN, which the number check refuses, rather than "10.5" quietly read as 10 or 105.
 */
export function readFollowerCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed) || /^\d{1,3}(?:[.,'\s\u00a0\u202f]\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/\D/g, ''));
  return Number.NaN;
}

const blankAsNone = (text: string) => (text.trim() === '' ? undefined : text.trim());
const optionalText = <Output>(piece: z.ZodMiniType<Output, string>) =>
  z.pipe(z.pipe(z.string(), z.transform(blankAsNone)), z.optional(piece));
const followerBound = z.pipe(z.pipe(z.string(), z.transform(readFollowerCount)), z.optional(peopleFollowersSchema));

/** The filter form's values, checked with discovery.searchPeople's pieces (contracts) before they go to the URL. */
export const peopleFormSchema = z
  .object({
    platforms: z.array(z.enum(DISCOVERY_PLATFORMS)),
    match: peopleMatchSchema,
    category: optionalText(z.enum(CATEGORY_IDS)),
    language: optionalText(peopleLanguageSchema),
    country: optionalText(peopleCountrySchema),
    min: followerBound,
    max: followerBound,
    newer: optionalText(peopleDaySchema),
  })
  .check(
    z.superRefine((values, context) => {
      // No message: one given here would win over the translating error map (PEOPLE_FORM_MESSAGES words it).
      if (!isFollowerRangeInOrder(values.min, values.max)) context.addIssue({ code: 'custom', path: ['max'], input: values.max });
    }),
  );
export type PeopleFormInput = z.input<typeof peopleFormSchema>;

/** Text that is no whole number reaches the number check as NaN, which the library would call an empty field. */
export const PEOPLE_FORM_MESSAGES: FieldMessages = {
  min: { required: 'Form.whole-number', invalid_type: 'Form.whole-number' },
  max: { required: 'Form.whole-number', invalid_type: 'Form.whole-number', custom: 'People.max-below-min' },
};

/** The form's starting values: the filter in the URL. */
export function toPeopleForm(search: PeopleSearch): PeopleFormInput {
  return {
    platforms: platformsOf(search),
    match: search.match ?? 'any',
    category: search.category ?? '',
    language: search.language ?? '',
    country: search.country ?? '',
    min: search.min === undefined ? '' : String(search.min),
    max: search.max === undefined ? '' : String(search.max),
    newer: search.newer ?? '',
  };
}

/** The checked form as the URL's filter, from its first page. */
export function fromPeopleForm(values: z.output<typeof peopleFormSchema>): PeopleSearch {
  return {
    platforms: DISCOVERY_PLATFORMS.filter((platform) => values.platforms.includes(platform)).join(',') || undefined,
    match: values.match === 'any' ? undefined : values.match,
    category: values.category,
    language: values.language,
    country: values.country,
    min: values.min,
    max: values.max,
    newer: values.newer,
    page: undefined,
  };
}
