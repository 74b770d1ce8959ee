import { z } from 'zod';
import { GUIDE_TYPES, notificationAudienceSchema } from '@creatorlens/contracts';

/** Declared once in contracts: the admin's announcement and guide forms check the same audience. */
export const audienceSchema = notificationAudienceSchema;

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
