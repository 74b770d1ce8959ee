import { z } from 'zod';
import {
  PERSON_NAME_MAX_LENGTH,
  USERNAME_CHARACTERS_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@creatorlens/contracts/accounts';
import { profileImageUrlSchema } from '@creatorlens/contracts/profile-image';
import { getSessionUser, updateProfile } from '@creatorlens/core/users';
import { authedProcedure } from '../../trpc.ts';
import { sessionUserOutput } from './user-schemas.ts';

export const updateProfileInput = z.strictObject({
  name: z.string().trim().min(1, 'Name must not be empty').max(PERSON_NAME_MAX_LENGTH).optional(),
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, `Usernames have at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH)
    .regex(USERNAME_CHARACTERS_PATTERN, 'Usernames may contain letters, digits, dots, hyphens and underscores')
    .nullable()
    .optional(),
  image: profileImageUrlSchema.nullable().optional(),
});

export const updateProfileProcedure = authedProcedure
  .input(updateProfileInput)
  .output(sessionUserOutput)
  .mutation(async ({ ctx, input }) => {
    await updateProfile({ db: ctx.db, actor: ctx.actor }, input);
    return getSessionUser({ db: ctx.db, actor: ctx.actor }, ctx.now());
  });
