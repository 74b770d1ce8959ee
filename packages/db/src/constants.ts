/**
 * Constants shared by the schema and the browser. This file imports nothing, so the web app can use it
 * (through core's permissions) without pulling database drivers into the bundle.
 */

/** Platforms the product knows. Snapchat exists only as a platform whose posts may or may not be read. */
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch', 'snapchat'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface LicenseConstraints {
  maxChannelsPerManualWatchlist: number;
  /** Platforms whose posts members may read (CASL: read post per platform). */
  readablePlatforms: Platform[];
  seats: number;
  monthlyCredits: number;
}
