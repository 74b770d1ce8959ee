import { z } from 'zod';
import {
  LICENSE_TEMPLATE_KEY_MAX_LENGTH,
  LICENSE_TEMPLATE_KEY_MIN_LENGTH,
  LICENSE_TEMPLATE_KEY_PATTERN,
  LICENSE_TEMPLATE_MAX_DURATION_DAYS,
  LICENSE_TEMPLATE_NAME_MAX_LENGTH,
} from '@creatorlens/contracts/accounts';
import { PLATFORMS } from '@creatorlens/db';

const count = (field: string, max: number) =>
  z.number().int(`${field} must be a whole number`).min(0, `${field} must not be negative`).max(max, `${field} is at most ${max}`);

export const licenseConstraintsInput = z.strictObject({
  maxChannelsPerManualWatchlist: count('constraints.maxChannelsPerManualWatchlist', 1_000_000),
  readablePlatforms: z
    .array(z.enum(PLATFORMS, { message: `readablePlatforms may contain ${PLATFORMS.join(', ')}` }))
    .max(PLATFORMS.length)
    .refine((platforms) => new Set(platforms).size === platforms.length, 'readablePlatforms lists a platform twice'),
  seats: count('constraints.seats', 100_000),
  monthlyCredits: count('constraints.monthlyCredits', 100_000_000),
});

/** The fields an admin edits; the admin area's form checks the same limits and key pattern (contracts) first. */
export const licenseTemplateFieldsInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(LICENSE_TEMPLATE_NAME_MAX_LENGTH, `name has at most ${LICENSE_TEMPLATE_NAME_MAX_LENGTH} characters`),
  key: z
    .string()
    .trim()
    .min(LICENSE_TEMPLATE_KEY_MIN_LENGTH, `key has at least ${LICENSE_TEMPLATE_KEY_MIN_LENGTH} characters`)
    .max(LICENSE_TEMPLATE_KEY_MAX_LENGTH, `key has at most ${LICENSE_TEMPLATE_KEY_MAX_LENGTH} characters`)
    .regex(LICENSE_TEMPLATE_KEY_PATTERN, 'key may contain lower-case letters, digits, hyphens and underscores'),
  durationDays: z
    .number()
    .int('durationDays must be a whole number')
    .min(1, 'durationDays is at least 1')
    .max(LICENSE_TEMPLATE_MAX_DURATION_DAYS, `durationDays is at most ${LICENSE_TEMPLATE_MAX_DURATION_DAYS}`),
  constraints: licenseConstraintsInput,
  priceMonthlyCents: count('priceMonthlyCents', 100_000_000),
  isTrial: z.boolean(),
  isPublic: z.boolean(),
});

export const licenseTemplateOutput = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  durationDays: z.number(),
  constraints: z.object({
    maxChannelsPerManualWatchlist: z.number(),
    readablePlatforms: z.array(z.enum(PLATFORMS)),
    seats: z.number(),
    monthlyCredits: z.number(),
  }),
  priceMonthlyCents: z.number(),
  isTrial: z.boolean(),
  isPublic: z.boolean(),
  sortOrder: z.number(),
  /** Organisations whose licence was copied from this template. */
  licenseCount: z.number(),
  /** Sign-up copies this template: it cannot be deleted and its key cannot change. */
  isSignUpTemplate: z.boolean(),
  createdAt: z.number(),
});

export const templateId = z.uuid({ message: 'id must be a UUID' });
