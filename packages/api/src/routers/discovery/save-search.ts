import { z } from 'zod';
import { creatorFilterSchema } from '@creatorlens/contracts';
import { saveSearch } from '@creatorlens/core/discovery';
import { authedProcedure } from '../../trpc.ts';
import { discoveryPlatformSchema } from './creator-filters-schema.ts';
import { savedSearchOutput } from './saved-search-output.ts';

export const saveSearchInput = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(80, 'name has at most 80 characters'),
  platform: discoveryPlatformSchema,
  filters: creatorFilterSchema,
});

export const saveSearchProcedure = authedProcedure
  .input(saveSearchInput)
  .output(savedSearchOutput)
  .mutation(({ ctx, input }) => saveSearch({ db: ctx.db, actor: ctx.actor }, input));
