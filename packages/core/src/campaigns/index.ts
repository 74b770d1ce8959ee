// Exports of the campaigns area, plus the list plumbing (ordering, channel drops) watchlists and tags share.
export * from '@creatorlens/contracts/list-ordering';
export * from '@creatorlens/contracts/campaign-status';
export * from './csv.ts';
export * from './list-store.ts';
export * from './campaigns.ts';
export * from './campaign-columns.ts';
export * from './campaign-cards.ts';
export * from './campaign-board.ts';
export * from './campaign-board-rows.ts';
