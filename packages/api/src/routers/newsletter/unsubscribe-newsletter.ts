import { z } from 'zod';
import { unsubscribeNewsletter } from '@creatorlens/core/newsletter';
import { publicProcedure } from '../../trpc.ts';
import { newsletterTokenInput } from './newsletter-token.ts';

/** Public: the unsubscribe link of every newsletter mail; idempotent. */
export const unsubscribeNewsletterProcedure = publicProcedure
  .input(newsletterTokenInput)
  .output(z.object({ status: z.literal('unsubscribed') }))
  .mutation(({ ctx, input }) => unsubscribeNewsletter({ db: ctx.db, now: ctx.now() }, input));
