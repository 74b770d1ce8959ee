import { z } from 'zod';
import { listGlobalIdentityDecisions } from '@creatorlens/core/identity';
import { authedProcedure } from '../../trpc.ts';
import { identityOverrideKindSchema } from './identity-schemas.ts';

export const listGlobalDecisionsInput = z.strictObject({ limit: z.number().int().min(1).max(500).default(100) });

export const listGlobalDecisionsProcedure = authedProcedure
  .input(listGlobalDecisionsInput)
  .output(
    z.array(
      z.object({
        id: z.string(),
        kind: identityOverrideKindSchema,
        channelAKey: z.string(),
        channelBKey: z.string(),
        createdAt: z.number(),
        createdBy: z.string().nullable(),
      }),
    ),
  )
  .query(({ ctx, input }) => listGlobalIdentityDecisions({ db: ctx.db, actor: ctx.actor }, input));
