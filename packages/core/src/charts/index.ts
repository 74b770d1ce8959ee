// Exports of the charts area.
export * from '@creatorlens/contracts/chart-metrics';
export * from './refresh-charts.ts';
export * from './list-charts.ts';
