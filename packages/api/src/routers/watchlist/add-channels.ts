import { z } from 'zod';
import { addChannelsToWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { channelIdsInput, dropResultOutput } from '../campaign/campaign-schemas.ts';

/**
 * watchlist.addChannels: manual lists only; LIMIT_EXCEEDED when the list is at or above the licence limit, CONFLICT
 * when all exist; below the limit what fits is added and the rest is listed in overLimit.
 */
export const addWatchlistChannelsProcedure = authedProcedure
  .input(z.strictObject({ watchlistId: z.uuid(), channelIds: channelIdsInput }))
  .output(dropResultOutput.extend({ count: z.number(), maxChannels: z.number(), overLimit: z.array(z.string()) }))
  .mutation(({ ctx, input }) => addChannelsToWatchlist({ db: ctx.db, actor: ctx.actor }, input));
