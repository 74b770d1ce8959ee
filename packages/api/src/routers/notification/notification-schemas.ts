import { z } from 'zod';
import {
  GUIDE_HEADLINE_MAX_LENGTH,
  GUIDE_IMAGE_ALT_MAX_LENGTH,
  GUIDE_KEY_PATTERN,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_BUTTON_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
} from '@creatorlens/contracts/notifications';
import { notificationAudienceSchema } from '@creatorlens/contracts';
import { GUIDE_TYPES } from '@creatorlens/db/schema';

/** Declared once in contracts: the admin's announcement and guide forms check the same audience. */
export const audienceSchema = notificationAudienceSchema;

const urlText = z.string().trim().max(NOTIFICATION_URL_MAX_LENGTH, `URLs have at most ${NOTIFICATION_URL_MAX_LENGTH} characters`);
const buttonSchema = z.strictObject({
  text: z.string().trim().min(1, 'button text is required').max(NOTIFICATION_BUTTON_TEXT_MAX_LENGTH),
  action: urlText.min(1, 'button action is required'),
});

export const guideInputSchema = z.strictObject({
  key: z.string().trim().regex(GUIDE_KEY_PATTERN, 'key: 2-63 lower-case letters, digits or dashes'),
  type: z.enum(GUIDE_TYPES),
  active: z.boolean(),
  content: z.strictObject({
    title: z.string().trim().min(1, 'title is required').max(NOTIFICATION_TITLE_MAX_LENGTH),
    body: z.string().max(NOTIFICATION_BODY_MAX_LENGTH, `body has at most ${NOTIFICATION_BODY_MAX_LENGTH} characters`),
    headline: z.string().trim().max(GUIDE_HEADLINE_MAX_LENGTH).optional(),
    dismissible: z.boolean().optional(),
    image: z
      .strictObject({ url: urlText.min(1), alt: z.string().trim().max(GUIDE_IMAGE_ALT_MAX_LENGTH), action: urlText.optional() })
      .nullable()
      .optional(),
    primaryButton: buttonSchema.nullable().optional(),
    secondaryButton: buttonSchema.nullable().optional(),
  }),
  audience: audienceSchema,
  activationPaths: z
    .array(
      z.strictObject({
        directive: z.enum(['allow', 'block']),
        pathname: z
          .string()
          .trim()
          .regex(/^\/[^\s]*$/, 'pathname must start with "/"')
          .max(200),
      }),
    )
    .max(20),
});

export const adminGuideOutput = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(GUIDE_TYPES),
  active: z.boolean(),
  content: z.record(z.string(), z.unknown()),
  audience: audienceSchema,
  activationPaths: z.array(z.object({ directive: z.enum(['allow', 'block']), pathname: z.string() })),
  updatedAt: z.number(),
});
