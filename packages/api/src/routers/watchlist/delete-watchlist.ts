import { z } from 'zod';
import { deleteWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { idInput } from '../campaign/campaign-schemas.ts';

/** watchlist.deleteWatchlist */
export const deleteWatchlistProcedure = authedProcedure
  .input(idInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteWatchlist({ db: ctx.db, actor: ctx.actor }, input));
