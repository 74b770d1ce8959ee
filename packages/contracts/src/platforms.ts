/** The platforms the product knows, and the closed value sets of discovery that the server and the browser share. */

/** Platforms the product knows. Snapchat exists only as a platform whose posts may or may not be read. */
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch', 'snapchat'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Platforms with creator channels: discovery, charts and plans list these (Snapchat is only a post source). */
export const DISCOVERY_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch'] as const satisfies readonly Platform[];
export type DiscoveryPlatform = (typeof DISCOVERY_PLATFORMS)[number];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

export function isDiscoveryPlatform(value: string): value is DiscoveryPlatform {
  return (DISCOVERY_PLATFORMS as readonly string[]).includes(value);
}

/** What creator discovery can sort by. */
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
