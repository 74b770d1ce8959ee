import { z } from 'zod';
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

/** The fields an admin edits; the form in the admin area reuses this schema. */
export const licenseTemplateFieldsInput = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(80, 'name has at most 80 characters'),
  key: z
    .string()
    .trim()
    .min(2, 'key has at least 2 characters')
    .max(40, 'key has at most 40 characters')
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'key may contain lower-case letters, digits, hyphens and underscores'),
  durationDays: z
    .number()
    .int('durationDays must be a whole number')
    .min(1, 'durationDays is at least 1')
    .max(3650, 'durationDays is at most 3650'),
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
