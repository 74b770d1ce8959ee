export * from './limits.ts';
export * from './rate-limit.ts';
