export * from './limits.ts';
export * from './rate-limit.ts';
export * from './request-body-limits.ts';
export * from './text-analysis-limits.ts';
