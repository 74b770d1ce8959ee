import { getCampaignBoard } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { boardOutput, idInput } from './campaign-schemas.ts';

/** campaign.getCampaign: the board (campaign, columns, cards with channels, assignable members). */
export const getCampaignProcedure = authedProcedure
  .input(idInput)
  .output(boardOutput)
  .query(({ ctx, input }) => getCampaignBoard({ db: ctx.db, actor: ctx.actor }, input));
