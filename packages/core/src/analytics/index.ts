// Exports of the analytics area.
export { postEngagementRate, twitchKpis, sizeTierOf, hasEngagementRate } from './engagement.ts';
export { refreshChannelStats, type RefreshChannelStatsResult } from './refresh-channel-stats.ts';
export { getChannelAnalytics, type ChannelAnalytics } from './get-channel-analytics.ts';
export {
  SPARKLINE_POINTS,
  chooseFigure,
  figureBasisSql,
  growthSql,
  sameSourceGainSql,
  sizeTierSql,
  windowedPostStatsSql,
} from './metric-window-sql.ts';
