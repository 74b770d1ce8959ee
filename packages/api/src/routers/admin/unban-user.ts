import { z } from 'zod';
import { unbanUser } from '@creatorlens/core/admin';
import { authedProcedure } from '../../trpc.ts';
import { entityId } from './admin-schemas.ts';

export const unbanUserInput = z.strictObject({ userId: entityId('userId') });

export const unbanUserProcedure = authedProcedure
  .input(unbanUserInput)
  .output(z.object({ userId: z.string(), isBanned: z.literal(false) }))
  .mutation(({ ctx, input }) => unbanUser({ db: ctx.db, actor: ctx.actor }, input));
