import { z } from 'zod';
import { CATEGORY_IDS } from '@creatorlens/contracts';
import { listCategoryCounts } from '@creatorlens/core/discovery';
import { replicaReadProcedure } from '../../replica-reads.ts';
import { discoveryPlatformSchema } from './creator-filters-schema.ts';

export const listCategoryCountsInput = z.strictObject({ platform: discoveryPlatformSchema });

/** Every taxonomy category with how many channels of the platform it holds (a few minutes old at most). */
export const listCategoryCountsOutput = z.array(z.object({ id: z.enum(CATEGORY_IDS), count: z.number() }));

export const listCategoryCountsProcedure = replicaReadProcedure
  .input(listCategoryCountsInput)
  .output(listCategoryCountsOutput)
  .query(({ ctx, input }) => listCategoryCounts({ db: ctx.db, actor: ctx.actor }, input));
