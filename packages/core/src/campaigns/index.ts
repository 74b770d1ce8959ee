// Exports of the campaigns area, plus the list plumbing (ordering, channel drops) watchlists and tags share.
export * from './ordering.ts';
export * from './display-status.ts';
export * from './csv.ts';
export * from './list-store.ts';
export * from './campaigns.ts';
export * from './campaign-columns.ts';
export * from './campaign-cards.ts';
export * from './campaign-board.ts';
export * from './campaign-board-rows.ts';
