// Exports of the artists area.
export { getArtistBySlug } from './get-artist-by-slug.ts';
export { getArtistMemberships } from './get-artist-memberships.ts';
