import { z } from 'zod';
import { removeChannelFromCampaign } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';

const removeInput = z.strictObject({ campaignId: z.uuid(), channelId: z.uuid() });

/** campaign.removeChannel: takes a channel (its card) off the board. */
export const removeCampaignChannelProcedure = authedProcedure
  .input(removeInput)
  .output(z.object({ campaignId: z.string(), channelId: z.string() }))
  .mutation(({ ctx, input }) => removeChannelFromCampaign({ db: ctx.db, actor: ctx.actor }, input));
