export * from './quality-report.ts';
export * from './clean-seed-model.ts';
export * from './seed-creator-data.ts';
export * from './check-invariants.ts';
export * from './format-report.ts';
export * from './handle-rules.ts';
export * from './text-rules.ts';
export * from './series-rules.ts';
