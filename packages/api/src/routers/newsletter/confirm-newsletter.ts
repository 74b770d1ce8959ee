import { z } from 'zod';
import { confirmNewsletter } from '@creatorlens/core/newsletter';
import { publicProcedure } from '../../trpc.ts';
import { newsletterTokenInput } from './newsletter-token.ts';

/** Public: the link in the double opt-in mail; NOT_FOUND for an unknown or used token. */
export const confirmNewsletterProcedure = publicProcedure
  .input(newsletterTokenInput)
  .output(z.object({ status: z.literal('confirmed') }))
  .mutation(({ ctx, input }) => confirmNewsletter({ db: ctx.db, now: ctx.now() }, input));
