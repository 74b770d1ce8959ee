import { z } from 'zod';
import { DISCOVERY_PLATFORMS } from '@creatorlens/contracts';
import { getWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from '../campaign/campaign-schemas.ts';
import { listChannelOutput, watchlistOutput } from './watchlist-schemas.ts';

/** watchlist.getWatchlist: the list with its channels, figures and change since added. */
export const getWatchlistProcedure = authedProcedure
  .input(idInput)
  .output(
    z.object({
      watchlist: watchlistOutput,
      channels: z.array(listChannelOutput),
      savedSearch: z.object({ id: z.string(), name: z.string(), platform: z.enum(DISCOVERY_PLATFORMS) }).nullable(),
    }),
  )
  .query(({ ctx, input }) => getWatchlist({ db: ctx.db, actor: ctx.actor }, input));
