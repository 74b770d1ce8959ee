export * from './analyze-post-text.ts';
export { analyzePosts, type AnalyzePostsInput, type AnalyzePostsResult } from './analyze-posts.ts';
export { createBrandDictionary, DEFAULT_BRAND_DICTIONARY, type BrandDictionaryEntry } from './brands.ts';
export { loadBrandIndex } from './brand-rows.ts';
export { PROMOTION_THRESHOLD, promotionProbability } from './promotion.ts';
