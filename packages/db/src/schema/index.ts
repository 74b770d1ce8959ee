export * from './auth.ts';
export * from './licensing.ts';
export * from './creators.ts';
export * from './discovery.ts';
