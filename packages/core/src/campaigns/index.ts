// Exports of the campaigns area (the list plumbing it shares with watchlists and tags is the lists area).
export * from '@creatorlens/contracts/list-ordering';
export * from '@creatorlens/contracts/campaign-status';
export * from './csv.ts';
export * from './campaigns.ts';
export * from './campaign-columns.ts';
export * from './campaign-cards.ts';
export * from './campaign-board.ts';
export * from './campaign-board-rows.ts';
