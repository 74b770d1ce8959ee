// Exports of the watchlists area: manual lists (channels added by hand, capped by the licence) and dynamic ones.
export { selectListChannels, type ListChannelView } from './list-channel-rows.ts';
export {
  requireWatchlist,
  listWatchlists,
  createWatchlist,
  updateWatchlist,
  deleteWatchlist,
  reorderWatchlist,
  manualWatchlistLimit,
} from './watchlists.ts';
export { addChannelsToWatchlist, removeChannelFromWatchlist } from './watchlist-channels.ts';
export { getWatchlist } from './get-watchlist.ts';
