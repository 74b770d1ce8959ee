export * from './search-creators.ts';
export * from './list-public-plans.ts';
