import { z } from 'zod';
import { personNameSchema, usernameSchema } from '@creatorlens/contracts/auth-forms';
import { profileImageUrlSchema } from '@creatorlens/contracts/profile-image';
import { getSessionUser, updateProfile } from '@creatorlens/core/users';
import { authedProcedure } from '../../trpc.ts';
import { sessionUserOutput } from './user-schemas.ts';

export const updateProfileInput = z.strictObject({
  // The profile form's pieces (contracts); null clears the username.
  name: z.optional(personNameSchema),
  username: z.nullable(usernameSchema).optional(),
  image: profileImageUrlSchema.nullable().optional(),
});

export const updateProfileProcedure = authedProcedure
  .input(updateProfileInput)
  .output(sessionUserOutput)
  .mutation(async ({ ctx, input }) => {
    await updateProfile({ db: ctx.db, actor: ctx.actor }, input);
    return getSessionUser({ db: ctx.db, actor: ctx.actor }, ctx.now());
  });
