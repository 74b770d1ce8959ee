import { z } from 'zod';
import { createAccountManager } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { accountManagerOutput } from './list-account-managers.ts';

export const createAccountManagerInput = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(100, 'name has at most 100 characters'),
  email: z.email({ message: 'email must be an e-mail address' }).trim().max(200),
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
