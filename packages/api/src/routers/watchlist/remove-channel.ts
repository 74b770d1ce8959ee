import { z } from 'zod';
import { removeChannelFromWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';

/** watchlist.removeChannel */
export const removeWatchlistChannelProcedure = authedProcedure
  .input(z.strictObject({ watchlistId: z.uuid(), channelId: z.uuid() }))
  .output(z.object({ watchlistId: z.string(), channelId: z.string() }))
  .mutation(({ ctx, input }) => removeChannelFromWatchlist({ db: ctx.db, actor: ctx.actor }, input));
