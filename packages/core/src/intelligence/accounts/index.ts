export * from './classify-account.ts';
export { missingFields, modelInputs, REQUIRED_FIELDS, type AccountProfile } from './features.ts';
export * from './account-rows.ts';
