import { z } from 'zod';
import { updateWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { listNameInput } from '../campaign/campaign-schemas.ts';
import { watchlistOutput } from './watchlist-schemas.ts';

export const updateWatchlistInput = z.strictObject({
  id: z.uuid(),
  data: z.strictObject({ name: z.optional(listNameInput), savedSearchId: z.uuid().optional() }),
});

/** watchlist.updateWatchlist: rename, or follow another saved search (dynamic lists). */
export const updateWatchlistProcedure = authedProcedure
  .input(updateWatchlistInput)
  .output(watchlistOutput)
  .mutation(({ ctx, input }) => updateWatchlist({ db: ctx.db, actor: ctx.actor }, input));
