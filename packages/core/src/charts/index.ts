// Exports of the charts area.
export { refreshCharts, type RefreshChartsResult } from './refresh-charts.ts';
export { listCharts } from './list-charts.ts';
