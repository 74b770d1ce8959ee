import { z } from 'zod';
import { createCampaign, MAX_COLUMNS_PER_CAMPAIGN } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { campaignChangesInput, campaignOutput, listNameInput } from './campaign-schemas.ts';

export const createCampaignInput = campaignChangesInput.extend({
  name: listNameInput,
  /** Board columns to start with (the web passes translated names); a default set when omitted. */
  columns: z.array(listNameInput).max(MAX_COLUMNS_PER_CAMPAIGN, `columns: at most ${MAX_COLUMNS_PER_CAMPAIGN}`).optional(),
});

/** campaign.createCampaign: a new campaign at the end of the list (a draft unless isDraft is false). */
export const createCampaignProcedure = authedProcedure
  .input(createCampaignInput)
  .output(campaignOutput)
  .mutation(({ ctx, input }) => createCampaign({ db: ctx.db, actor: ctx.actor }, input));
