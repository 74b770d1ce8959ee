import { z } from 'zod';
import { getSeatUsage } from '@creatorlens/core/members';
import { authedProcedure } from '../../trpc.ts';

/** Seats taken by members and pending invitations against the licence's seats. */
export const getSeatUsageProcedure = authedProcedure
  .output(z.object({ members: z.number(), pendingInvitations: z.number(), max: z.number() }))
  .query(({ ctx }) => getSeatUsage({ db: ctx.db, actor: ctx.actor }, ctx.now()));
