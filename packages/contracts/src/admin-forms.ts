import * as z from 'zod/mini';
import {
  BAN_REASON_MAX_LENGTH,
  LICENSE_TEMPLATE_KEY_MAX_LENGTH,
  LICENSE_TEMPLATE_KEY_MIN_LENGTH,
  LICENSE_TEMPLATE_KEY_PATTERN,
  LICENSE_TEMPLATE_MAX_DURATION_DAYS,
  LICENSE_TEMPLATE_NAME_MAX_LENGTH,
  ORGANIZATION_SLUG_MAX_LENGTH,
  ORGANIZATION_SLUG_MIN_LENGTH,
  ORGANIZATION_SLUG_PATTERN,
} from './accounts.ts';
// The e-mail address, person and organisation names are the account forms' (one schema each).
import { emailAddressSchema, organizationNameSchema, personNameSchema } from './auth-forms.ts';
import { NOTIFICATION_BODY_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from './notifications.ts';

/*
 * The fields of the platform admin's forms, declared once: the admin procedures take these pieces as their input and
 * the web forms check the same pieces first. zod/mini and no messages: the words for a wrong value are the web's.
 */

/** An organisation's slug: lower-case letters and digits in groups joined by single hyphens. */
export const organizationSlugSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(ORGANIZATION_SLUG_MIN_LENGTH),
    z.maxLength(ORGANIZATION_SLUG_MAX_LENGTH),
    z.regex(ORGANIZATION_SLUG_PATTERN),
  );

/** Why a platform admin banned a user (admin.banUser); optional there. */
export const banReasonSchema = z.string().check(z.trim(), z.maxLength(BAN_REASON_MAX_LENGTH));

/**
 * An optional text field of a form: trimmed, blank becomes undefined (the procedure then gets no value), anything
 * else is checked by `schema`. For forms only; a procedure takes `z.optional(schema)`.
 */
export const blankAsUndefined = <Schema extends z.ZodMiniType<string, string>>(schema: Schema) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((text: string) => (text === '' ? undefined : text)),
    ),
    z.optional(schema),
  );

/** The new-account-manager form (admin.createAccountManager takes these and an optional image). */
export const accountManagerFormSchema = z.object({ name: personNameSchema, email: emailAddressSchema });

/** The details form of the organisation dialog (admin.updateOrganization's `data`). */
export const organizationDetailsFormSchema = z.object({ name: organizationNameSchema, slug: organizationSlugSchema });

/** A licence template's name (licenseTemplate.createLicenseTemplate / updateLicenseTemplate). */
export const licenseTemplateNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LICENSE_TEMPLATE_NAME_MAX_LENGTH));

/** A licence template's key: lower-case letters and digits in groups joined by single hyphens or underscores. */
export const licenseTemplateKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(LICENSE_TEMPLATE_KEY_MIN_LENGTH),
    z.maxLength(LICENSE_TEMPLATE_KEY_MAX_LENGTH),
    z.regex(LICENSE_TEMPLATE_KEY_PATTERN),
  );

/** How long a licence copied from a template runs, in days. */
export const licenseDurationDaysSchema = z.int().check(z.gte(1), z.lte(LICENSE_TEMPLATE_MAX_DURATION_DAYS));

/** The largest counts a licence template may set; generous, they only keep typos (an extra zero or five) out. */
export const LICENSE_COUNT_MAXIMUMS = {
  seats: 100_000,
  monthlyCredits: 100_000_000,
  maxChannelsPerManualWatchlist: 1_000_000,
  priceMonthlyCents: 100_000_000,
} as const;

/** A count of a licence template (seats, credits, channels, price in cents): a whole number from 0 to its maximum. */
export const licenseCountSchema = (field: keyof typeof LICENSE_COUNT_MAXIMUMS) =>
  z.int().check(z.gte(0), z.lte(LICENSE_COUNT_MAXIMUMS[field]));

/** Who a product update or guide goes to (notification.createAnnouncement, notification.saveGuide). */
export const AUDIENCE_ROLES = ['admin', 'user', 'org-owner', 'org-admin', 'org-member'] as const;
export const notificationAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('organization'), organizationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
  z.strictObject({ kind: z.literal('role'), role: z.enum(AUDIENCE_ROLES) }),
]);

/** A notification's title and body as an admin writes them (announcements and guides). */
export const notificationTitleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTIFICATION_TITLE_MAX_LENGTH));
export const notificationBodySchema = z.string().check(z.maxLength(NOTIFICATION_BODY_MAX_LENGTH));
