export { searchPublicCreators } from './search-creators.ts';
export { listPublicPlans } from './list-public-plans.ts';
export { isPublicArtistSlug } from './public-artist-series.ts';
export { getPublicArtist, type PublicArtist } from './get-public-artist.ts';
export { listPublicArtistSlugs } from './list-public-artist-slugs.ts';
