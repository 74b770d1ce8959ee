import { z } from 'zod';
import { GUIDE_TYPES } from '@creatorlens/db/schema';

export const audienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('organization'), organizationId: z.string().min(1, 'organizationId is required').max(100) }),
  z.strictObject({ kind: z.literal('role'), role: z.enum(['admin', 'user', 'org-owner', 'org-admin', 'org-member']) }),
]);

const urlText = z.string().trim().max(2000, 'URLs have at most 2000 characters');
const buttonSchema = z.strictObject({
  text: z.string().trim().min(1, 'button text is required').max(60),
  action: urlText.min(1, 'button action is required'),
});

export const guideInputSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'key: 2-63 lower-case letters, digits or dashes'),
  type: z.enum(GUIDE_TYPES),
  active: z.boolean(),
  content: z.strictObject({
    title: z.string().trim().min(1, 'title is required').max(120),
    body: z.string().max(5000, 'body has at most 5000 characters'),
    headline: z.string().trim().max(60).optional(),
    dismissible: z.boolean().optional(),
    image: z
      .strictObject({ url: urlText.min(1), alt: z.string().trim().max(200), action: urlText.optional() })
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
