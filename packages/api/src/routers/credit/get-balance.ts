import { z } from 'zod';
import { getCreditBalance } from '@creatorlens/core/credits';
import { authedProcedure } from '../../trpc.ts';

/** The organisation's credit balance (this month's allowance booked when due) and the licence's monthly allowance. Takes no input. */
export const getBalanceProcedure = authedProcedure
  .output(z.object({ balance: z.number(), monthlyAllowance: z.number().nullable() }))
  .query(({ ctx }) => getCreditBalance({ db: ctx.db, actor: ctx.actor }, { now: ctx.now() }));
