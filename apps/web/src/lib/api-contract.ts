/**
 * Closed value sets the web app needs at run time (platform tabs, URL validation, chart selectors). The discovery ones
 * mirror core's (whose module pulls in database code); the API validates every value again.
 */
export const DISCOVERY_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch'] as const;
export type DiscoveryPlatform = (typeof DISCOVERY_PLATFORMS)[number];

export function isDiscoveryPlatform(value: string): value is DiscoveryPlatform {
  return (DISCOVERY_PLATFORMS as readonly string[]).includes(value);
}

export const CREATOR_SORT_KEYS = [
  'followers',
  'engagementRate',
  'followers30dGain',
  'followers30dGrowth',
  'averageViews',
  'averageLikes',
  'postsPerWeek',
] as const;
export type CreatorSortKey = (typeof CREATOR_SORT_KEYS)[number];

// The chart value sets come straight from core: that module imports nothing, so bundling it costs a few bytes.
export {
  CHART_METRICS,
  CHART_METRICS_BY_PLATFORM,
  CHART_PLATFORMS,
  CHART_SIZE_CLASSES,
  type ChartMetric,
  type ChartSizeClass,
} from '@creatorlens/core/chart-metrics';
