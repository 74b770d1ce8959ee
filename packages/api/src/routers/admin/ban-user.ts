import { z } from 'zod';
import { BAN_REASON_MAX_LENGTH } from '@creatorlens/contracts/accounts';
import { banUser } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId } from './admin-schemas.ts';

export const banUserInput = z.strictObject({
  userId: entityId('userId'),
  reason: z.string().trim().max(BAN_REASON_MAX_LENGTH, `reason has at most ${BAN_REASON_MAX_LENGTH} characters`).optional(),
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
