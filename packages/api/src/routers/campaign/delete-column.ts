import { z } from 'zod';
import { deleteCampaignColumn } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from './campaign-schemas.ts';

/** campaign.deleteColumn: its cards move to the first remaining column. */
export const deleteColumnProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ id: z.string(), movedCards: z.number() }))
  .mutation(({ ctx, input }) => deleteCampaignColumn({ db: ctx.db, actor: ctx.actor }, input));
