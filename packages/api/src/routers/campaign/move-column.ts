import { z } from 'zod';
import { moveCampaignColumn } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { columnOutput } from './campaign-schemas.ts';

/** campaign.moveColumn: to a position, 0 = leftmost. */
export const moveColumnProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid(), index: z.number().int().min(0).max(1000) }))
  .output(z.array(columnOutput))
  .mutation(({ ctx, input }) => moveCampaignColumn({ db: ctx.db, actor: ctx.actor }, input));
