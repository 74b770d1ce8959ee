/**
 * The outlier rules' numbers, in one place: docs/data-quality.md ("Outlier rules") and the tests quote them.
 * Rates and growth are fractions (0.1 = 10 %), as stored on the channel.
 */
import type { Platform } from '@creatorlens/db/constants';

/**
 * The largest 30-day growth an account of a size can plausibly have: the largest accounts on any platform gain 1–2 %
 * a month, and even a World Cup run adds at most half to a 10 M account. Above it the figure is a data artefact (two
 * readings of different scope subtracted), never an audience. From the largest size down; below 1 M nothing is impossible.
 */
export const PLAUSIBLE_MONTHLY_GROWTH: readonly (readonly [minFollowers: number, maxGrowth: number])[] = [
  [100_000_000, 0.04],
  [10_000_000, 0.5],
  [1_000_000, 1],
];
/** No account gains more than this many followers in 30 days: above it the gain is an artefact whatever the size. */
export const IMPOSSIBLE_MONTHLY_GAIN = 25_000_000;
/** A 30-day loss of more than half the followers is a counter reset or a wrong read, not unfollows. */
export const IMPOSSIBLE_MONTHLY_LOSS = -0.5;

/** A figure is "far above peers" from this percentile of its peer group (platform × size tier × category) on. */
export const PEER_OUTLIER_PERCENTILE = 99;
/** Growth needs at least this much, peers or not, to be called unusual (a top-1 % growth of 0.8 % is ordinary). */
export const MIN_UNUSUAL_GROWTH = 0.05;
/** Without a peer group of MIN_PEER_GROUP channels, growth from this on is unusual. */
export const UNUSUAL_GROWTH_WITHOUT_PEERS = 0.1;
/** Growth must also be this multiple of the channel's own median 30-day growth, when its series has one. */
export const OWN_HISTORY_MULTIPLE = 3;

/**
 * Engagement rates no ordinary audience of the size reaches (market.md §2.1: Instagram 1–5 % with small accounts
 * higher, TikTok's views-based rate 3–20 %, YouTube likes per view 2–6 %): from these on a rate is unusual even when its
 * peers look alike (the peers may share the artefact, e.g. a list's stale follower counts). Above the peer p99, half
 * of it suffices. By platform, then from a follower count on (largest first).
 */
export const UNUSUAL_ENGAGEMENT: Record<Platform, readonly (readonly [minFollowers: number, rate: number])[]> = {
  instagram: [
    [100_000, 0.1],
    [10_000, 0.15],
    [0, 0.3],
  ],
  tiktok: [[0, 0.35]],
  youtube: [
    [10_000, 0.12],
    [0, 0.2],
  ],
  twitch: [[0, 1]],
  snapchat: [[0, 1]],
};
/** A follower count read this many days or more away from the newest post makes a per-follower rate unreliable. */
export const STALE_FOLLOWERS_DAYS = 365;

/** A post is "viral" at this multiple of the channel's median post (views, or interactions without views). */
export const VIRAL_POST_MULTIPLE = 10;
/** A channel needs this many posts with counters before one of them can stand out as viral. */
export const MIN_POSTS_FOR_VIRAL = 5;
/** Average views are unusual above the peer p99 only when they also reach this multiple of the follower count. */
export const UNUSUAL_VIEWS_PER_FOLLOWER = 5;

/** A series point at or below this share of both neighbours (which agree within 20 %) is a counter reset. */
export const COUNTER_RESET_SHARE = 0.5;
export const RESET_NEIGHBOURS_AGREE = 0.2;
/** A jump where the points change source counts from this factor (either way). */
export const SOURCE_SWITCH_FACTOR = 1.5;
/** The follower series "jumps" when it multiplies by this factor within JUMP_WINDOW_DAYS, from JUMP_MIN_FOLLOWERS on. */
export const JUMP_FACTOR = 4;
export const JUMP_WINDOW_DAYS = 214;
export const JUMP_MIN_FOLLOWERS = 10_000;
/** A source moved "a batch" on a day when at least this many of its channels changed by the same factor (±0.05 in log). */
export const BATCH_MOVE_MIN_CHANNELS = 5;
/** How long before the window's end a giveaway post can explain growth (a giveaway loop runs a week or two). */
export const GIVEAWAY_LEAD_DAYS = 14;
