import * as z from 'zod/mini';

/**
 * The people search's filter fields (discovery.searchPeople, /discovery/people's URL and its form): each rule once, so
 * the form never sends what the procedure refuses. No messages: the words are the web's.
 */
export const PEOPLE_MATCH_MODES = ['any', 'all'] as const;
export type PeopleMatchMode = (typeof PEOPLE_MATCH_MODES)[number];
export const peopleMatchSchema = z.enum(PEOPLE_MATCH_MODES);

/** A follower bound: a whole number of 0 or more. */
export const peopleFollowersSchema = z.number().check(z.int(), z.gte(0));
/** An ISO 639 language code in lower case, such as de. */
export const peopleLanguageSchema = z.string().check(z.regex(/^[a-z]{2,3}$/));
/** An ISO 3166 country code in upper case, such as DE. */
export const peopleCountrySchema = z.string().check(z.regex(/^[A-Z]{2}$/));
/** "Data newer than": a day written YYYY-MM-DD. */
export const peopleDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** False when both follower bounds are given and the lower is above the upper (a range nobody can be in). */
export function isFollowerRangeInOrder(min: number | undefined, max: number | undefined): boolean {
  return min === undefined || max === undefined || min <= max;
}
