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
import {
  GUIDE_ACTIVATION_PATHS_MAX,
  GUIDE_HEADLINE_MAX_LENGTH,
  GUIDE_IMAGE_ALT_MAX_LENGTH,
  GUIDE_KEY_PATTERN,
  GUIDE_PATHNAME_MAX_LENGTH,
  GUIDE_PATHNAME_PATTERN,
  GUIDE_TYPES,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_BUTTON_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
} from './notifications.ts';

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

/**
 * A notification's link (an announcement's action, a guide's button or image): trimmed and bounded here; whether it
 * is an http(s) URL or a path starting with "/" is core's check, since it decides what is safe to render.
 */
export const notificationLinkSchema = z.string().check(z.trim(), z.maxLength(NOTIFICATION_URL_MAX_LENGTH));
/** A notification button's text. */
export const notificationButtonTextSchema = z.string().check(z.trim(), z.maxLength(NOTIFICATION_BUTTON_TEXT_MAX_LENGTH));

/** A guide's key (GUIDE_KEY_PATTERN): its stable name, unique among guides. */
export const guideKeySchema = z.string().check(z.trim(), z.regex(GUIDE_KEY_PATTERN));
/** A card guide's headline over its title. */
export const guideHeadlineSchema = z.string().check(z.trim(), z.maxLength(GUIDE_HEADLINE_MAX_LENGTH));
/** The alternative text of a guide's image. */
export const guideImageAltSchema = z.string().check(z.trim(), z.maxLength(GUIDE_IMAGE_ALT_MAX_LENGTH));
/** One path a guide shows on or is kept off. */
export const guidePathnameSchema = z.string().check(z.trim(), z.regex(GUIDE_PATHNAME_PATTERN), z.maxLength(GUIDE_PATHNAME_MAX_LENGTH));

/** A guide's button: both its text and its link are needed. */
const guideButtonSchema = z.strictObject({
  text: notificationButtonTextSchema.check(z.minLength(1)),
  action: notificationLinkSchema.check(z.minLength(1)),
});

/** One guide as notification.saveGuide takes it (with an `id` when it replaces a saved one). */
export const guideInputSchema = z.strictObject({
  key: guideKeySchema,
  type: z.enum(GUIDE_TYPES),
  active: z.boolean(),
  content: z.strictObject({
    title: notificationTitleSchema,
    body: notificationBodySchema,
    headline: z.optional(guideHeadlineSchema),
    dismissible: z.optional(z.boolean()),
    image: z.optional(
      z.nullable(
        z.strictObject({
          url: notificationLinkSchema.check(z.minLength(1)),
          alt: guideImageAltSchema,
          action: z.optional(notificationLinkSchema),
        }),
      ),
    ),
    primaryButton: z.optional(z.nullable(guideButtonSchema)),
    secondaryButton: z.optional(z.nullable(guideButtonSchema)),
  }),
  audience: notificationAudienceSchema,
  activationPaths: z
    .array(z.strictObject({ directive: z.enum(['allow', 'block']), pathname: guidePathnameSchema }))
    .check(z.maxLength(GUIDE_ACTIVATION_PATHS_MAX)),
});
export type GuideInput = z.output<typeof guideInputSchema>;

/** The guide editor's path lines: one per line, `!` in front keeps the guide off that path. */
const guidePathLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.startsWith('!')
        ? { directive: 'block' as const, pathname: line.slice(1).trim() }
        : { directive: 'allow' as const, pathname: line },
    );

const guideButton = (text: string, action: string) => (text ? { text, action } : null);

/**
 * The guide editor's fields, flat as the form holds them (a text box per value, the paths as lines), checked with
 * guideInputSchema's pieces and turned into its shape: the submit handler gets exactly what notification.saveGuide
 * takes. A button is sent only with a text and then needs its link; an image only with a URL and never on a banner;
 * the headline only on a card.
 */
export const guideFormSchema = z.pipe(
  z
    .object({
      key: guideKeySchema,
      type: z.enum(GUIDE_TYPES),
      active: z.boolean(),
      title: notificationTitleSchema,
      body: notificationBodySchema,
      headline: guideHeadlineSchema,
      dismissible: z.boolean(),
      imageUrl: notificationLinkSchema,
      imageAlt: guideImageAltSchema,
      imageAction: notificationLinkSchema,
      primaryText: notificationButtonTextSchema,
      primaryAction: notificationLinkSchema,
      secondaryText: notificationButtonTextSchema,
      secondaryAction: notificationLinkSchema,
      paths: z.string().check(
        z.refine((text) => {
          const rules = guidePathLines(text);
          return rules.length <= GUIDE_ACTIVATION_PATHS_MAX && rules.every((rule) => guidePathnameSchema.safeParse(rule.pathname).success);
        }),
      ),
      audience: notificationAudienceSchema,
    })
    .check(
      // `when`: checked with the other fields' breaks too, so every wrong field shows on the first submit.
      z.refine((form) => !form.primaryText || form.primaryAction !== '', {
        path: ['primaryAction'],
        when: (payload) => isButtonCheckable(payload.value),
      }),
      z.refine((form) => !form.secondaryText || form.secondaryAction !== '', {
        path: ['secondaryAction'],
        when: (payload) => isButtonCheckable(payload.value),
      }),
    ),
  z.transform((form): GuideInput => ({
    key: form.key,
    type: form.type,
    active: form.active,
    content: {
      title: form.title,
      body: form.body,
      ...(form.type === 'card' ? { headline: form.headline } : {}),
      dismissible: form.dismissible,
      image:
        form.type !== 'banner' && form.imageUrl
          ? { url: form.imageUrl, alt: form.imageAlt, ...(form.imageAction ? { action: form.imageAction } : {}) }
          : null,
      primaryButton: guideButton(form.primaryText, form.primaryAction),
      secondaryButton: guideButton(form.secondaryText, form.secondaryAction),
    },
    audience: form.audience,
    activationPaths: guidePathLines(form.paths),
  })),
);

/** Whether the button fields are strings, so the button check can run beside the other fields' breaks. */
function isButtonCheckable(value: unknown): value is Record<'primaryText' | 'primaryAction' | 'secondaryText' | 'secondaryAction', string> {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return ['primaryText', 'primaryAction', 'secondaryText', 'secondaryAction'].every((key) => typeof form[key] === 'string');
}
