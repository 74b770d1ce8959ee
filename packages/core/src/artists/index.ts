// Exports of the artists area.
export { getArtistBySlug } from './get-artist-by-slug.ts';
