import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';

/**
 * Public: whether this install sends mail at all. The sign-up banner, "resend" and "forgot password" must not claim a
 * link was sent when it only waits in the outbox; they are used signed out too. It tells a visitor no more than those
 * pages must say anyway.
 */
export const getMailDeliveryProcedure = publicProcedure
  .output(z.object({ isDeliveryConfigured: z.boolean() }))
  .query(({ ctx }) => ({ isDeliveryConfigured: ctx.mail.isDeliveryConfigured }));
