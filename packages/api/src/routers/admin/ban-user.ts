import { z } from 'zod';
import { banReasonSchema } from '@creatorlens/contracts';
import { banUser } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId } from './admin-schemas.ts';

export const banUserInput = z.strictObject({
  userId: entityId('userId'),
  reason: z.optional(banReasonSchema),
  /** Epoch milliseconds; without it the ban lasts until lifted. */
  expiresAt: z.number().int('expiresAt must be epoch milliseconds').positive().optional(),
});

export const banUserProcedure = authedProcedure
  .input(banUserInput)
  .output(z.object({ userId: z.string(), isBanned: z.literal(true) }))
  .mutation(({ ctx, input }) =>
    banUser(
      { db: ctx.db, actor: ctx.actor },
      { userId: input.userId, reason: input.reason, expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt) },
      ctx.now(),
    ),
  );
