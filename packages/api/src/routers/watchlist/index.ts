import { router } from '../../trpc.ts';
import { addWatchlistChannelsProcedure } from './add-channels.ts';
import { createWatchlistProcedure } from './create-watchlist.ts';
import { deleteWatchlistProcedure } from './delete-watchlist.ts';
import { getWatchlistProcedure } from './get-watchlist.ts';
import { listWatchlistsProcedure } from './list-watchlists.ts';
import { removeWatchlistChannelProcedure } from './remove-channel.ts';
import { reorderWatchlistProcedure } from './reorder-watchlist.ts';
import { updateWatchlistProcedure } from './update-watchlist.ts';

export const watchlistRouter = router({
  listWatchlists: listWatchlistsProcedure,
  getWatchlist: getWatchlistProcedure,
  createWatchlist: createWatchlistProcedure,
  updateWatchlist: updateWatchlistProcedure,
  deleteWatchlist: deleteWatchlistProcedure,
  reorderWatchlist: reorderWatchlistProcedure,
  addChannels: addWatchlistChannelsProcedure,
  removeChannel: removeWatchlistChannelProcedure,
});
