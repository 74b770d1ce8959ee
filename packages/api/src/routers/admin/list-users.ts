import { z } from 'zod';
import { listUsersAsAdmin } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { pageOutput, pagingInput, searchInput, userRoleSchema } from './admin-schemas.ts';

export const listUsersInput = z.strictObject({
  ...pagingInput,
  search: searchInput,
  role: userRoleSchema.optional(),
  isBanned: z.boolean().optional(),
  includeGuests: z.boolean().optional(),
});

export const adminUserRowOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  role: userRoleSchema,
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  banExpiresAt: z.number().nullable(),
  isGuest: z.boolean(),
  isMe: z.boolean(),
  organizationCount: z.number(),
  createdAt: z.number(),
});

export const listUsersProcedure = authedProcedure
  .input(listUsersInput)
  .output(pageOutput(adminUserRowOutput))
  .query(({ ctx, input }) => listUsersAsAdmin({ db: ctx.db, actor: ctx.actor }, input));
