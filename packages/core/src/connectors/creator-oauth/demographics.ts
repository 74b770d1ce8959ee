/**
 * Audience demographics as the providers report them, turned into our shares (fractions that sum to 1):
 * age groups "13-17" .. "65+", genders female/male/other, ISO country codes. Pure functions, unit-tested.
 */
import { z } from 'zod';

export interface AudienceShares {
  ageShares: Record<string, number>;
  genderShares: Record<string, number>;
  countryShares: Record<string, number>;
}

/** YouTube Analytics reports: a result table with column headers and rows. */
export const youtubeReportSchema = z.object({
  columnHeaders: z.array(z.object({ name: z.string() })),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});
type YoutubeReport = z.infer<typeof youtubeReportSchema>;

/** Instagram insights follower_demographics with one breakdown. */
export const instagramDemographicsSchema = z.object({
  data: z.array(
    z.object({
      name: z.literal('follower_demographics'),
      total_value: z.object({
        breakdowns: z.array(
          z.object({ results: z.array(z.object({ dimension_values: z.array(z.string()).min(1), value: z.number().nonnegative() })) }),
        ),
      }),
    }),
  ),
});
type InstagramDemographics = z.infer<typeof instagramDemographicsSchema>;

/** Scales values to fractions of their sum (4 decimals); empty or all-zero input gives {}. */
export function toShares(values: Record<string, number>): Record<string, number> {
  const total = Object.values(values).reduce((sum, value) => sum + value, 0);
  if (!(total > 0)) return {};
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([key, value]) => [key, Math.round((value / total) * 10_000) / 10_000]),
  );
}

const add = (into: Record<string, number>, key: string, value: number) => {
  into[key] = (into[key] ?? 0) + value;
};

/** "age18-24" -> "18-24", "age65-" -> "65+". */
const youtubeAgeGroup = (value: string): string => value.replace(/^age/, '').replace(/-$/, '+');
const GENDERS: Record<string, string> = { female: 'female', male: 'male', user_specified: 'other', f: 'female', m: 'male', u: 'other' };
const genderKey = (value: string): string => GENDERS[value.toLowerCase()] ?? 'other';

/** Age and gender shares from the ageGroup,gender report (viewerPercentage), country shares from the country report (views). */
export function youtubeShares(ageGender: YoutubeReport, country: YoutubeReport): AudienceShares {
  const column = (report: YoutubeReport, name: string) => report.columnHeaders.findIndex((header) => header.name === name);
  const [ageAt, genderAt, percentAt] = [column(ageGender, 'ageGroup'), column(ageGender, 'gender'), column(ageGender, 'viewerPercentage')];
  const ages: Record<string, number> = {};
  const genders: Record<string, number> = {};
  for (const row of ageGender.rows ?? []) {
    const percent = Number(row[percentAt]);
    if (!Number.isFinite(percent)) continue;
    add(ages, youtubeAgeGroup(String(row[ageAt])), percent);
    add(genders, genderKey(String(row[genderAt])), percent);
  }
  const [countryAt, viewsAt] = [column(country, 'country'), column(country, 'views')];
  const countries: Record<string, number> = {};
  for (const row of country.rows ?? []) {
    const views = Number(row[viewsAt]);
    if (Number.isFinite(views)) add(countries, String(row[countryAt]).toUpperCase(), views);
  }
  return { ageShares: toShares(ages), genderShares: toShares(genders), countryShares: toShares(countries) };
}

const breakdownValues = (answer: InstagramDemographics, keyOf: (value: string) => string): Record<string, number> => {
  const values: Record<string, number> = {};
  for (const metric of answer.data) {
    for (const breakdown of metric.total_value.breakdowns) {
      for (const result of breakdown.results) add(values, keyOf(result.dimension_values[0]!), result.value);
    }
  }
  return values;
};

/** Shares from the three follower_demographics breakdowns (age, gender F/M/U, country). */
export function instagramShares(age: InstagramDemographics, gender: InstagramDemographics, country: InstagramDemographics): AudienceShares {
  return {
    ageShares: toShares(breakdownValues(age, (value) => value)),
    genderShares: toShares(breakdownValues(gender, genderKey)),
    countryShares: toShares(breakdownValues(country, (value) => value.toUpperCase())),
  };
}
