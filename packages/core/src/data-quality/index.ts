export * from './quality-report.ts';
export * from './clean-seed-model.ts';
export * from './seed-creator-data.ts';
