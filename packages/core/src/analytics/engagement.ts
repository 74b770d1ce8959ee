/**
 * Platform-specific engagement definitions (market.md §2.1, §7). Pure functions: the SQL refresh in
 * refresh-channel-stats.ts computes the same formulas set-based, and the unit tests pin both to hand-computed values.
 */
import { CADENCE_WINDOW } from '@creatorlens/contracts';
import type { Platform } from '@creatorlens/db/constants';

interface PostCounters {
  likes: number | null;
  comments: number | null;
  views: number | null;
  shares: number | null;
}

/** Human-readable definition per platform, shown beside every engagement figure. */
export const ENGAGEMENT_DEFINITIONS: Record<Platform, string> = {
  instagram: 'instagram: (likes + comments) / followers',
  tiktok: 'tiktok: (likes + comments + shares) / views',
  youtube: 'youtube: likes / views',
  twitch: 'twitch: not computed (use hours watched, average and peak viewers)',
  snapchat: 'snapchat: not computed',
};

const ratio = (numerator: number, denominator: number | null): number | null =>
  denominator != null && denominator > 0 ? numerator / denominator : null;

/**
 * One post's engagement rate as a fraction (0.034 = 3.4 %). Missing likes mean "unknown" (null); missing comments or
 * shares count as 0, because sources often omit them when they are hidden or zero.
 */
export function postEngagementRate(platform: Platform, post: PostCounters, followers: number | null): number | null {
  if (post.likes == null) return null;
  const comments = post.comments ?? 0;
  switch (platform) {
    case 'instagram':
      return ratio(post.likes + comments, followers);
    case 'tiktok':
      return ratio(post.likes + comments + (post.shares ?? 0), post.views);
    case 'youtube':
      return ratio(post.likes, post.views);
    case 'twitch':
    case 'snapchat':
      return null;
  }
}

/** Whether a follower- or view-based engagement rate exists for the platform at all. */
export const hasEngagementRate = (platform: Platform): boolean => platform !== 'twitch' && platform !== 'snapchat';

interface TwitchFigures {
  watchTimeMinutes?: number | null | undefined;
  streamTimeMinutes?: number | null | undefined;
  averageViewers?: number | null | undefined;
  peakViewers?: number | null | undefined;
}

export interface TwitchKpis {
  /** Hours watched: the measured watch time when known, else average viewers x airtime hours (Influencity's definition). */
  hoursWatched: number | null;
  averageViewers: number | null;
  peakViewers: number | null;
  airtimeHours: number | null;
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** Twitch KPIs from the channel's extra figures; Twitch has no follower-based engagement rate. */
export function twitchKpis(extra: TwitchFigures): TwitchKpis {
  const averageViewers = finite(extra.averageViewers);
  const streamMinutes = finite(extra.streamTimeMinutes);
  const watchMinutes = finite(extra.watchTimeMinutes);
  const airtimeHours = streamMinutes == null ? null : streamMinutes / 60;
  const hoursWatched =
    watchMinutes != null ? watchMinutes / 60 : averageViewers != null && airtimeHours != null ? averageViewers * airtimeHours : null;
  return { hoursWatched, averageViewers, peakViewers: finite(extra.peakViewers), airtimeHours };
}

type SizeTier = 'nano' | 'micro' | 'mid' | 'macro' | 'mega';

/** Upper bounds (exclusive) of each tier but the last; the SQL refresh builds its CASE from this same table. */
export const SIZE_TIER_BOUNDS: readonly (readonly [SizeTier, number])[] = [
  ['nano', 10_000],
  ['micro', 100_000],
  ['mid', 500_000],
  ['macro', 1_000_000],
];

/** The benchmark peer tier for a follower count: nano <10k, micro <100k, mid <500k, macro <1M, mega from 1M. */
export function sizeTierOf(followers: number | null): SizeTier | null {
  if (followers == null || !Number.isFinite(followers) || followers < 0) return null;
  for (const [tier, below] of SIZE_TIER_BOUNDS) if (followers < below) return tier;
  return 'mega';
}

/** Growth relative to the follower count before the gain, as a fraction; null when that base is unknown or not positive. */
export function followersGrowth(followers: number | null, gain: number | null): number | null {
  if (followers == null || gain == null) return null;
  return ratio(gain, followers - gain);
}

/** Posts per week over the cadence window (contracts CADENCE_WINDOW: 90 days). */
const POSTS_PER_WEEK_WINDOW_DAYS = CADENCE_WINDOW.days;
export const postsPerWeek = (postsInWindow: number): number => postsInWindow / (POSTS_PER_WEEK_WINDOW_DAYS / 7);
