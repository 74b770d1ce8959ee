import { z } from 'zod';
import { listCampaignColumns } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { columnOutput } from './campaign-schemas.ts';

/** campaign.listColumns */
export const listColumnsProcedure = authedProcedure
  .input(z.strictObject({ campaignId: z.uuid() }))
  .output(z.array(columnOutput))
  .query(({ ctx, input }) => listCampaignColumns({ db: ctx.db, actor: ctx.actor }, input));
