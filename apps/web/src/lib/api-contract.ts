/**
 * Closed value sets the web app needs at run time (platform tabs, URL validation, chart selectors). They mirror the
 * constants in @creatorlens/core, which the web app does not bundle; the API validates every value again.
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

export const CHART_PLATFORMS = DISCOVERY_PLATFORMS;
export const CHART_SIZE_CLASSES = ['big', 'small'] as const;
export type ChartSizeClass = (typeof CHART_SIZE_CLASSES)[number];
export const CHART_METRICS = [
  'followers',
  'followers30dGain',
  'views',
  'likes',
  'engagementRate',
  'averageViewers',
  'peakViewers',
  'hoursWatched',
] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** Metrics ranked per platform (mirrors core's CHART_METRICS_BY_PLATFORM; Twitch has no engagement rate). */
export const CHART_METRICS_BY_PLATFORM: Record<DiscoveryPlatform, readonly ChartMetric[]> = {
  instagram: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  tiktok: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  youtube: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  twitch: ['followers', 'followers30dGain', 'views', 'averageViewers', 'peakViewers', 'hoursWatched'],
};
