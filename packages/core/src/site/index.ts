export * from './search-creators.ts';
export * from './list-public-plans.ts';
export * from './public-artist-series.ts';
export * from './get-public-artist.ts';
export * from './list-public-artist-slugs.ts';
