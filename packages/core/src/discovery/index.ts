// Exports of the discovery area: creator discovery, saved searches, content search, channel search and comparison.
export { escapeLikePattern, type DiscoveryPlatform, type CreatorFilters, type SearchCreatorsInput } from './creator-filters.ts';
export { searchCreators } from './search-creators.ts';
export { saveSearch, listSavedSearches, deleteSavedSearch } from './saved-searches.ts';
export { searchContent, CONTENT_SORTS, type SearchContentInput, type ContentSearchPage } from './search-content.ts';
export { searchChannels, type ChannelSearchHit } from './search-channels.ts';
export { compareChannels } from './compare-channels.ts';
export { listCategoryCounts } from './category-counts.ts';
