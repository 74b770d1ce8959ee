import { z } from 'zod';
import { getHomeOverview } from '@creatorlens/core/home';
import { PLATFORMS } from '@creatorlens/db';
import { authedProcedure } from '../../trpc.ts';

export const homeOverviewOutput = z.object({
  watchedChannelCount: z.number(),
  watchedChanges: z.array(
    z.object({
      id: z.string(),
      platform: z.enum(PLATFORMS),
      name: z.string(),
      handle: z.string(),
      avatarUrl: z.string().nullable(),
      artistSlug: z.string(),
      followers: z.number().nullable(),
      followers30dGain: z.number().nullable(),
      followers30dGrowth: z.number().nullable(),
      dataAsOf: z.number().nullable(),
    }),
  ),
  campaigns: z.object({ draft: z.number(), ready: z.number(), active: z.number(), ended: z.number() }),
  listCounts: z.object({ campaigns: z.number(), watchlists: z.number(), tags: z.number() }),
});

/** home.getOverview: watched channels' biggest changes, campaign status counts and list counts for the home page. */
export const getHomeOverviewProcedure = authedProcedure
  .output(homeOverviewOutput)
  .query(({ ctx }) => getHomeOverview({ db: ctx.db, actor: ctx.actor }, ctx.now()));
