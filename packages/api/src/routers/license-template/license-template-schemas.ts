import { z } from 'zod';
import { licenseCountSchema, licenseDurationDaysSchema, licenseTemplateKeySchema, licenseTemplateNameSchema } from '@creatorlens/contracts';
import { PLATFORMS } from '@creatorlens/db';

export const licenseConstraintsInput = z.strictObject({
  maxChannelsPerManualWatchlist: licenseCountSchema('maxChannelsPerManualWatchlist'),
  readablePlatforms: z
    .array(z.enum(PLATFORMS, { message: `readablePlatforms may contain ${PLATFORMS.join(', ')}` }))
    .max(PLATFORMS.length)
    .refine((platforms) => new Set(platforms).size === platforms.length, 'readablePlatforms lists a platform twice'),
  seats: licenseCountSchema('seats'),
  monthlyCredits: licenseCountSchema('monthlyCredits'),
});

/** The fields an admin edits, their rules declared once in contracts (the admin area's form checks the same pieces). */
export const licenseTemplateFieldsInput = z.strictObject({
  name: licenseTemplateNameSchema,
  key: licenseTemplateKeySchema,
  durationDays: licenseDurationDaysSchema,
  constraints: licenseConstraintsInput,
  priceMonthlyCents: licenseCountSchema('priceMonthlyCents'),
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
