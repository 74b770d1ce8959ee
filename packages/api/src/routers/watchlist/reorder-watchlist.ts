import { reorderWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { reorderInput, reorderOutput } from '../campaign/campaign-schemas.ts';

/** watchlist.reorderWatchlist: drop on the top or bottom edge of another watchlist. */
export const reorderWatchlistProcedure = authedProcedure
  .input(reorderInput)
  .output(reorderOutput)
  .mutation(({ ctx, input }) => reorderWatchlist({ db: ctx.db, actor: ctx.actor }, input));
