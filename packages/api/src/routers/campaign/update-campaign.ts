import { z } from 'zod';
import { updateCampaign } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { campaignChangesInput, campaignOutput } from './campaign-schemas.ts';

export const updateCampaignInput = z.strictObject({ id: z.uuid(), data: campaignChangesInput });

/** campaign.updateCampaign: name, description, start and end time, draft flag. */
export const updateCampaignProcedure = authedProcedure
  .input(updateCampaignInput)
  .output(campaignOutput)
  .mutation(({ ctx, input }) => updateCampaign({ db: ctx.db, actor: ctx.actor }, input));
