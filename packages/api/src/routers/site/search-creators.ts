import { z } from 'zod';
import { searchPublicCreators } from '@creatorlens/core/site';
import { PLATFORMS } from '@creatorlens/db/constants';
import { publicProcedure } from '../../trpc.ts';

export const searchCreatorsInput = z.strictObject({
  q: z.string().trim().min(1, 'Type at least one character').max(100, 'A search has at most 100 characters'),
});

/** Public: the site header's search for visitors without a licence; prefix matches only, at most 8 hits. */
export const searchCreatorsProcedure = publicProcedure
  .input(searchCreatorsInput)
  .output(
    z.array(
      z.object({
        name: z.string(),
        handle: z.string(),
        platform: z.enum(PLATFORMS),
        followers: z.number().nullable(),
        artistSlug: z.string(),
      }),
    ),
  )
  .query(({ ctx, input }) => searchPublicCreators({ db: ctx.db }, input));
