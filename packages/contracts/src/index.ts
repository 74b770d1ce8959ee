export * from './campaign-status.ts';
export * from './chart-metrics.ts';
export * from './imports.ts';
export * from './intelligence-values.ts';
export * from './list-ordering.ts';
export * from './lists.ts';
export * from './platforms.ts';
export * from './slugs.ts';
