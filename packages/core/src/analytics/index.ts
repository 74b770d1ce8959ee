// Exports of the analytics area.
export * from './engagement.ts';
export * from './refresh-channel-stats.ts';
export * from './get-channel-analytics.ts';
export {
  SPARKLINE_POINTS,
  chooseFigure,
  figureBasisSql,
  growthSql,
  sameSourceGainSql,
  sizeTierSql,
  windowedPostStatsSql,
} from './metric-window-sql.ts';
