import { z } from 'zod';
import { listAccountMails } from '@creatorlens/core/users';
import { authedProcedure } from '../../trpc.ts';

export const listAccountMailsInput = z.strictObject({
  email: z.email('Please enter a valid email address').optional(),
  limit: z.number().int().min(1).max(100, 'At most 100 mails at a time').default(20),
});

/**
 * Platform admins: verification and password-reset mails in the outbox, newest first. Without SMTP this is how an
 * operator helps a user who cannot receive them; they belong to no organisation, so no workspace outbox shows them.
 */
export const listAccountMailsProcedure = authedProcedure
  .input(listAccountMailsInput)
  .output(
    z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        toAddress: z.string(),
        subject: z.string(),
        textBody: z.string(),
        status: z.string(),
        createdAt: z.number(),
      }),
    ),
  )
  .query(({ ctx, input }) => listAccountMails({ db: ctx.db, actor: ctx.actor }, input));
