import { z } from 'zod';
import { listCampaigns } from '@creatorlens/core/campaigns';
import { authedProcedure } from '../../trpc.ts';
import { campaignOutput } from './campaign-schemas.ts';

/** campaign.listCampaigns: the organisation's campaigns in sidebar order, with usage counts. */
export const listCampaignsProcedure = authedProcedure
  .output(z.array(campaignOutput))
  .query(({ ctx }) => listCampaigns({ db: ctx.db, actor: ctx.actor }));
