import { z } from 'zod';
import { listPublicPlans } from '@creatorlens/core/site';
import { PLATFORMS } from '@creatorlens/db/constants';
import { publicProcedure } from '../../trpc.ts';

/** Public: the plans on /pricing, from the licence templates marked public. */
export const listPlansProcedure = publicProcedure
  .output(
    z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        priceMonthlyCents: z.number().int(),
        isTrial: z.boolean(),
        durationDays: z.number().int(),
        seats: z.number().int(),
        monthlyCredits: z.number().int(),
        readablePlatforms: z.array(z.enum(PLATFORMS)),
        maxChannelsPerManualWatchlist: z.number().int(),
      }),
    ),
  )
  .query(({ ctx }) => listPublicPlans({ db: ctx.db }));
