import { z } from 'zod';
import { deleteCampaign } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from './campaign-schemas.ts';

/** campaign.deleteCampaign: the campaign with its board. */
export const deleteCampaignProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteCampaign({ db: ctx.db, actor: ctx.actor }, input));
