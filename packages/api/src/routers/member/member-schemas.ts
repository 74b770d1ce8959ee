import { z } from 'zod';
import { invitationRoleSchema } from '@creatorlens/contracts';

export const idSchema = (name: string) => z.string().trim().min(1, `${name} is required`).max(100, `${name} is too long`);

export const invitationOutput = z.object({
  id: z.string(),
  email: z.string(),
  role: invitationRoleSchema,
  isExpired: z.boolean(),
  expiresAt: z.number(),
  createdAt: z.number(),
  inviterName: z.string().nullable(),
  /** Organisation admins only; null for everyone else. */
  acceptUrl: z.string().nullable(),
});
