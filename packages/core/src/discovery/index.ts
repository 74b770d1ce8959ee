// Exports of the discovery area: creator discovery, saved searches, content search, channel search and comparison.
export * from './creator-filters.ts';
export * from './search-creators.ts';
export { creatorFilterConditions } from './creator-filter-conditions.ts';
export * from './saved-searches.ts';
export * from './search-content.ts';
export * from './parse-channel-query.ts';
export * from './search-channels.ts';
export * from './compare-channels.ts';
export * from './category-counts.ts';
