// Exports of the charts area.
export * from './chart-metrics.ts';
export * from './refresh-charts.ts';
export * from './list-charts.ts';
