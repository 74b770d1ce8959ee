import { z } from 'zod';
import { updateCampaignColumn } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { columnNameInput, columnOutput } from './campaign-schemas.ts';

/** campaign.updateColumn: rename. */
export const updateColumnProcedure = authedProcedure
  .input(z.strictObject({ id: z.uuid(), data: z.strictObject({ name: columnNameInput }) }))
  .output(columnOutput)
  .mutation(({ ctx, input }) => updateCampaignColumn({ db: ctx.db, actor: ctx.actor }, input));
