import { z } from 'zod';
import { createCampaignColumn } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { columnNameInput, columnOutput } from './campaign-schemas.ts';

/** campaign.createColumn: appended at the right. */
export const createColumnProcedure = authedProcedure
  .input(z.strictObject({ campaignId: z.uuid(), name: columnNameInput }))
  .output(columnOutput)
  .mutation(({ ctx, input }) => createCampaignColumn({ db: ctx.db, actor: ctx.actor }, input));
