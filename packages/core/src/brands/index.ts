// Exports of the brands area: the brand directory and brand pages.
export { listBrands } from './list-brands.ts';
export { getBrandBySlug } from './get-brand-by-slug.ts';
