export * from './price-list.ts';
export * from './credits.ts';
