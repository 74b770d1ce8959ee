import { z } from 'zod';
import { addChannelsToCampaign } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { channelIdsInput, dropResultOutput } from './campaign-schemas.ts';

export const addCampaignChannelsInput = z.strictObject({ campaignId: z.uuid(), channelIds: channelIdsInput });

/** campaign.addChannels: one request, one transaction; reports added, already present and filtered-out ids. */
export const addCampaignChannelsProcedure = authedProcedure
  .input(addCampaignChannelsInput)
  .output(dropResultOutput)
  .mutation(({ ctx, input }) => addChannelsToCampaign({ db: ctx.db, actor: ctx.actor }, input));
