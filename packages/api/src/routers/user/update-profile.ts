import { z } from 'zod';
import { getSessionUser, updateProfile } from '@creatorlens/core/users';
import { authedProcedure } from '../../trpc.ts';
import { sessionUserOutput } from './user-schemas.ts';

export const updateProfileInput = z.strictObject({
  name: z.string().trim().min(1, 'Name must not be empty').max(100).optional(),
  username: z
    .string()
    .trim()
    .min(3, 'Usernames have at least 3 characters')
    .max(30)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Usernames may contain letters, digits, dots, hyphens and underscores')
    .nullable()
    .optional(),
  image: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\//i.test(value), 'The image must be an http or https URL')
    .nullable()
    .optional(),
});

export const updateProfileProcedure = authedProcedure
  .input(updateProfileInput)
  .output(sessionUserOutput)
  .mutation(async ({ ctx, input }) => {
    await updateProfile({ db: ctx.db, actor: ctx.actor }, input);
    return getSessionUser({ db: ctx.db, actor: ctx.actor }, ctx.now());
  });
