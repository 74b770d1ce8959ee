// Exports of the watchlists area: manual lists (channels added by hand, capped by the licence) and dynamic ones.
export * from './list-channel-rows.ts';
export * from './watchlists.ts';
export * from './watchlist-channels.ts';
export * from './get-watchlist.ts';
