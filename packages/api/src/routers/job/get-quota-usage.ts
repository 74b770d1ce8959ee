import { z } from 'zod';
import { PLATFORM_CONNECTOR_IDS } from '@creatorlens/core/connectors';
import { getQuotaUsage } from '@creatorlens/core/connectors';
import { authedProcedure } from '../../trpc.ts';

/** Today's quota use per platform connector against its configured limit; platform admins only. */
export const getQuotaUsageProcedure = authedProcedure
  .output(
    z.array(
      z.object({
        connector: z.enum(PLATFORM_CONNECTOR_IDS),
        day: z.string(),
        unitsUsed: z.number().int(),
        requests: z.number().int(),
        throttled: z.number().int(),
        dailyQuota: z.number().int().nullable(),
        hasCredentials: z.boolean(),
        queuedRefreshes: z.number().int(),
      }),
    ),
  )
  .query(({ ctx }) => getQuotaUsage({ db: ctx.db, actor: ctx.actor }));
