import { z } from 'zod';
import { addChannelsToWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { channelIdsInput, dropResultOutput } from '../campaign/campaign-schemas.ts';

/** watchlist.addChannels: manual lists only; LIMIT_EXCEEDED at or past the licence limit, CONFLICT when all exist. */
export const addWatchlistChannelsProcedure = authedProcedure
  .input(z.strictObject({ watchlistId: z.uuid(), channelIds: channelIdsInput }))
  .output(dropResultOutput.extend({ count: z.number(), maxChannels: z.number() }))
  .mutation(({ ctx, input }) => addChannelsToWatchlist({ db: ctx.db, actor: ctx.actor }, input));
