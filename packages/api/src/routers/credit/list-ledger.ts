import { z } from 'zod';
import { listCreditLedger } from '@creatorlens/core/credits';
import { authedProcedure } from '../../trpc.ts';
import { pagingInput } from './paging-schema.ts';

export const listLedgerInput = pagingInput;

/** One page of the credit ledger, newest first. */
export const listLedgerProcedure = authedProcedure
  .input(listLedgerInput)
  .output(
    z.object({
      total: z.number(),
      entries: z.array(
        z.object({
          id: z.string(),
          delta: z.number(),
          reason: z.string(),
          actorName: z.string().nullable(),
          reference: z.string().nullable(),
          channel: z.object({ name: z.string(), handle: z.string(), platform: z.string() }).nullable(),
          createdAt: z.number(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listCreditLedger({ db: ctx.db, actor: ctx.actor }, { ...input, now: ctx.now() }));
