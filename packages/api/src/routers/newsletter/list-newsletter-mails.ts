import { z } from 'zod';
import { listNewsletterMails } from '@creatorlens/core/newsletter';
import { authedProcedure } from '../../trpc.ts';

export const listNewsletterMailsInput = z.strictObject({
  email: z.email('Please enter a valid email address').optional(),
  limit: z.number().int().min(1).max(100, 'At most 100 mails at a time').default(20),
});

/** Platform admins: the double opt-in mails waiting in (or sent from) the outbox, newest first. */
export const listNewsletterMailsProcedure = authedProcedure
  .input(listNewsletterMailsInput)
  .output(
    z.array(
      z.object({
        id: z.string(),
        toAddress: z.string(),
        subject: z.string(),
        textBody: z.string(),
        status: z.string(),
        createdAt: z.number(),
      }),
    ),
  )
  .query(({ ctx, input }) => listNewsletterMails({ db: ctx.db, actor: ctx.actor }, input));
