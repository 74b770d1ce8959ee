/**
 * Closed value sets the web app needs at run time (platform tabs, URL validation, chart selectors), from the
 * browser-safe contracts the API validates with, so the two can never drift.
 */
export {
  CREATOR_SORT_KEYS,
  DISCOVERY_PLATFORMS,
  PLATFORMS,
  isDiscoveryPlatform,
  isPlatform,
  type CreatorSortKey,
  type DiscoveryPlatform,
  type Platform,
} from '@creatorlens/contracts';

// The chart value sets.
export {
  CHART_CHANNEL_GROUPS,
  CHART_METRICS,
  CHART_METRICS_BY_PLATFORM,
  CHART_PLATFORMS,
  CHART_SIZE_CLASSES,
  type ChartChannelGroup,
  type ChartMetric,
  type ChartSizeClass,
} from '@creatorlens/contracts';
