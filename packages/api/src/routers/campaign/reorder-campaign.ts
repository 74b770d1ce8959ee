import { reorderCampaign } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { reorderInput, reorderOutput } from './campaign-schemas.ts';

/** campaign.reorderCampaign: drop a campaign on the top or bottom edge of another. */
export const reorderCampaignProcedure = authedProcedure
  .input(reorderInput)
  .output(reorderOutput)
  .mutation(({ ctx, input }) => reorderCampaign({ db: ctx.db, actor: ctx.actor }, input));
