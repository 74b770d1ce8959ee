import { z } from 'zod';
import { moveCampaignCard } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';

export const moveCardInput = z.strictObject({
  cardId: z.uuid(),
  columnId: z.uuid(),
  /** Position in the target column, 0 = top; larger values mean the end. */
  index: z.number().int().min(0, 'index must not be negative').max(100_000),
});

/** campaign.moveCard: to another column and/or position. */
export const moveCardProcedure = authedProcedure
  .input(moveCardInput)
  .output(z.object({ cardId: z.string(), columnId: z.string(), order: z.array(z.string()) }))
  .mutation(({ ctx, input }) => moveCampaignCard({ db: ctx.db, actor: ctx.actor }, input));
