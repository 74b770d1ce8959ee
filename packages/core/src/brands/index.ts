// Exports of the brands area: the brand directory and brand pages.
export * from './list-brands.ts';
export * from './get-brand-by-slug.ts';
