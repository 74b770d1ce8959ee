/**
 * What the public charts rank (Nindo-style, market.md §5): per platform and metric, big and small channels, globally
 * and per country. Plain data (it imports only the browser-safe contracts), shared by the refresh (SQL), the API's
 * input validation and the web app.
 */
import { DISCOVERY_PLATFORMS } from './platforms.ts';

/** Charts rank the platforms that have creator channels. */
export const CHART_PLATFORMS = DISCOVERY_PLATFORMS;
export type ChartPlatform = (typeof CHART_PLATFORMS)[number];

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

export const CHART_SIZE_CLASSES = ['big', 'small'] as const;
export type ChartSizeClass = (typeof CHART_SIZE_CLASSES)[number];

/** The country key of the global list; per-country lists use the channel's ISO 3166-1 alpha-2 code. */
export const ALL_COUNTRIES = 'ALL';

/**
 * Creator charts rank creators only (channel.channel_type 'creator'); brands, media and fan pages (community) get a
 * list of their own, so a car maker or a news site never leads a creator ranking. A channel not yet classified is
 * classified from its profile by the chart refresh itself before it is ranked (core/charts/refresh-charts.ts).
 */
export const CHART_CHANNEL_GROUPS = ['creators', 'other-accounts'] as const;
export type ChartChannelGroup = (typeof CHART_CHANNEL_GROUPS)[number];

/** Entries kept per list. */
export const CHART_LENGTH = 100;

/**
 * Metrics per platform. views = average views per post on Instagram, TikTok and YouTube; on Twitch (no posts) it is
 * the views gained over the source's last year (extra.viewsGainedYear). likes = average likes per post. Twitch has no
 * engagement rate (market.md §2.1), so it ranks average viewers, peak viewers and hours watched instead.
 */
export const CHART_METRICS_BY_PLATFORM: Record<ChartPlatform, readonly ChartMetric[]> = {
  instagram: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  tiktok: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  youtube: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
  twitch: ['followers', 'followers30dGain', 'views', 'averageViewers', 'peakViewers', 'hoursWatched'],
};

/**
 * Followers from which a channel is "big", per platform. Instagram and YouTube lists in our data are dominated by
 * multi-million accounts (median ~13 M), so 1 M would leave the small list empty there; TikTok and Twitch split at 1 M.
 */
export const BIG_CHANNEL_FOLLOWERS: Record<ChartPlatform, number> = {
  instagram: 10_000_000,
  youtube: 10_000_000,
  tiktok: 1_000_000,
  twitch: 1_000_000,
};

/** Below this a channel is left out of the small list: tiny accounts make noisy rates. */
export const SMALL_CHANNEL_MIN_FOLLOWERS = 10_000;

export const isChartMetricFor = (platform: ChartPlatform, metric: ChartMetric): boolean =>
  CHART_METRICS_BY_PLATFORM[platform].includes(metric);
