import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts/accounts';
import { EMAIL_MAX_LENGTH } from '@creatorlens/contracts/crm';
import { createAccountManager } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { accountManagerOutput } from './list-account-managers.ts';

export const createAccountManagerInput = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(PERSON_NAME_MAX_LENGTH, `name has at most ${PERSON_NAME_MAX_LENGTH} characters`),
  email: z.email({ message: 'email must be an e-mail address' }).trim().max(EMAIL_MAX_LENGTH),
  image: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\//i.test(value), 'image must be an http or https URL')
    .nullable()
    .optional(),
});

export const createAccountManagerProcedure = authedProcedure
  .input(createAccountManagerInput)
  .output(accountManagerOutput)
  .mutation(({ ctx, input }) => createAccountManager({ db: ctx.db, actor: ctx.actor }, input));
