// Benchmarks: 101 percentiles per platform x size tier x category, recomputed by the jobs, read everywhere.
export * from './percentiles.ts';
export * from './recompute-benchmarks.ts';
export * from './load-benchmarks.ts';
