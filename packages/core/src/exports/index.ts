export * from './tabular.ts';
export * from './sheet-names.ts';
export * from './export-lists.ts';
export * from './export-discovery.ts';
export * from './report-labels.ts';
export * from './artist-report.ts';
