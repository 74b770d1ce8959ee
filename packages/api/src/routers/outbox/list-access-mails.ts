import { z } from 'zod';
import { emailAddressSchema } from '@creatorlens/contracts';
import { ACCESS_MAIL_KINDS, listAccessMails } from '@creatorlens/core/mail';
import { authedProcedure } from '../../trpc.ts';

export const listAccessMailsInput = z.strictObject({
  page: z.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.number().int('pageSize must be a whole number').min(1).max(100, 'pageSize is at most 100').default(20),
  /** The recipient filter, as the admin mails page checks it (contracts). */
  email: z.optional(emailAddressSchema),
});

/**
 * Platform admins: every verification, e-mail change, password reset and invitation mail of the install, newest
 * first, with its link. On an install without SMTP this page is how the operator gets links to people.
 */
export const listAccessMailsProcedure = authedProcedure
  .input(listAccessMailsInput)
  .output(
    z.object({
      total: z.number(),
      mails: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(ACCESS_MAIL_KINDS),
          toAddress: z.string(),
          organizationName: z.string().nullable(),
          subject: z.string(),
          textBody: z.string(),
          link: z.string().nullable(),
          status: z.string(),
          createdAt: z.number(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listAccessMails({ db: ctx.db, actor: ctx.actor, mail: ctx.mail }, input));
