export * from './classify-account.ts';
export { featuresOf, type AccountFeatures, type AccountProfile } from './features.ts';
export * from './account-rows.ts';
