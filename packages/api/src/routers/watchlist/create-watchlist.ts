import { z } from 'zod';
import { createWatchlist } from '@creatorlens/core/watchlists';
import { authedProcedure } from '../../trpc.ts';
import { listNameInput } from '../campaign/campaign-schemas.ts';
import { watchlistOutput } from './watchlist-schemas.ts';

export const createWatchlistInput = z.discriminatedUnion('type', [
  z.strictObject({ name: listNameInput, type: z.literal('manual') }),
  z.strictObject({ name: listNameInput, type: z.literal('dynamic'), savedSearchId: z.uuid() }),
]);

/** watchlist.createWatchlist: manual, or dynamic following a saved discovery filter. */
export const createWatchlistProcedure = authedProcedure
  .input(createWatchlistInput)
  .output(watchlistOutput)
  .mutation(({ ctx, input }) => createWatchlist({ db: ctx.db, actor: ctx.actor }, input));
