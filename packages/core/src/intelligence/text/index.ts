export * from './analyze-post-text.ts';
export { analyzePosts, postText, type AnalyzePostsInput, type AnalyzePostsResult } from './analyze-posts.ts';
export { createBrandDictionary, DEFAULT_BRAND_DICTIONARY, type BrandDictionaryEntry } from './brands.ts';
export { loadBrandIndex } from './brand-rows.ts';
export { COUPON_EXPIRY_DAYS } from './store-coupons.ts';
export { PROMOTION_THRESHOLD, promotionProbability } from './promotion.ts';
