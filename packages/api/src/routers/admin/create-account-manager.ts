import { z } from 'zod';
import { emailAddressSchema, personNameSchema } from '@creatorlens/contracts';
import { createAccountManager } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { accountManagerOutput } from './list-account-managers.ts';

export const createAccountManagerInput = z.strictObject({
  /** Name and e-mail as the web's new-manager form checks them (accountManagerFormSchema in contracts). */
  name: personNameSchema,
  email: emailAddressSchema,
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
