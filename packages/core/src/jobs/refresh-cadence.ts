/**
 * The tiered refresh cadence: every channel's counters once a day; channels that posted recently are refreshed
 * more often and with their posts, because that is where numbers move.
 */
export const REFRESH_CADENCE = {
  countersEveryHours: 24,
  postsEveryHours: 6,
  /** A channel counts as active (posts tier) when it posted within this many days. */
  activeWithinDays: 14,
} as const;

const HOUR_MS = 3_600_000;

interface RefreshTierInput {
  lastPostedAt: Date | null;
  dataAsOf: Date | null;
}

/** Whether a channel is due for the scheduled refresh now, and whether that refresh reads its posts too. */
export function refreshTierOf(channel: RefreshTierInput, now: Date): { isDue: boolean; includePosts: boolean } {
  const isActive =
    channel.lastPostedAt !== null && now.getTime() - channel.lastPostedAt.getTime() <= REFRESH_CADENCE.activeWithinDays * 24 * HOUR_MS;
  const everyMs = (isActive ? REFRESH_CADENCE.postsEveryHours : REFRESH_CADENCE.countersEveryHours) * HOUR_MS;
  const isDue = channel.dataAsOf === null || now.getTime() - channel.dataAsOf.getTime() >= everyMs;
  return { isDue, includePosts: isActive };
}
