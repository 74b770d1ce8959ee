import { z } from 'zod';
import { getHomeOverview } from '@creatorlens/core/home';
import { authedProcedure } from '../../trpc.ts';
import { channelFigures, channelLinkFields } from '../channel/channel-schemas.ts';

export const homeOverviewOutput = z.object({
  watchedChannelCount: z.number(),
  watchedChanges: z.array(
    z.object({
      id: z.string(),
      ...channelLinkFields,
      avatarUrl: z.string().nullable(),
      ...channelFigures.pick({ followers: true, followers30dGain: true, followers30dGrowth: true, dataAsOf: true }).shape,
    }),
  ),
  campaigns: z.object({ draft: z.number(), ready: z.number(), active: z.number(), ended: z.number() }),
  listCounts: z.object({ campaigns: z.number(), watchlists: z.number(), tags: z.number() }),
});

/** home.getOverview: watched channels' biggest changes, campaign status counts and list counts for the home page. */
export const getHomeOverviewProcedure = authedProcedure
  .output(homeOverviewOutput)
  .query(({ ctx }) => getHomeOverview({ db: ctx.db, actor: ctx.actor }, ctx.now()));
