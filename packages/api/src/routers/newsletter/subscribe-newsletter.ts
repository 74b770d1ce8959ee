import { z } from 'zod';
import { NEWSLETTER_LANGUAGES, newsletterEmailSchema } from '@creatorlens/contracts';
import { subscribeNewsletter } from '@creatorlens/core/newsletter';
import { limitRate } from '../../rate-limit.ts';
import { publicProcedure } from '../../trpc.ts';

export const subscribeNewsletterInput = z.strictObject({
  email: newsletterEmailSchema,
  language: z.enum(NEWSLETTER_LANGUAGES).default('en'),
});

/**
 * Public: starts the double opt-in; the same answer for new, pending and confirmed addresses. Limited per client
 * address (429 over newsletterIp) and per mailbox (no further mail over newsletterEmail, same answer).
 */
export const subscribeNewsletterProcedure = publicProcedure
  .input(subscribeNewsletterInput)
  .output(z.object({ status: z.literal('pending') }))
  .mutation(async ({ ctx, input }) => {
    await limitRate(ctx, 'newsletterIp', 'ip');
    return subscribeNewsletter({ db: ctx.db, mail: ctx.mail }, input, { mailLimit: ctx.rateLimits?.newsletterEmail });
  });
