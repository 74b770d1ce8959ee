import { z } from 'zod';
import { listOutbox } from '@creatorlens/core/mail';
import { authedProcedure } from '../../trpc.ts';
import { pagingInput } from '../credit/paging-schema.ts';

export const listOutboxInput = pagingInput;

/** The organisation's mails, newest first, with their delivery status; organisation admins only. */
export const listOutboxProcedure = authedProcedure
  .input(listOutboxInput)
  .output(
    z.object({
      total: z.number(),
      mails: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          toAddress: z.string(),
          subject: z.string(),
          textBody: z.string(),
          status: z.string(),
          error: z.string().nullable(),
          createdAt: z.number(),
          sentAt: z.number().nullable(),
        }),
      ),
    }),
  )
  .query(({ ctx, input }) => listOutbox({ db: ctx.db, actor: ctx.actor }, input));
