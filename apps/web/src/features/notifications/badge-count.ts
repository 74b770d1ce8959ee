/** What the bell's badge counts, as Knock's `badgeCountType`: unseen items (the default), unread items or all. */
export type BadgeCountType = 'unseen' | 'unread' | 'all';

/** The bell of this app counts what the person has not seen yet; opening the popup marks everything seen. */
export const BELL_BADGE_COUNT_TYPE: BadgeCountType = 'unseen';

/** The feed's counts over all its pages (the Knock feed store's `metadata`). */
export interface FeedCounts {
  total_count: number;
  unread_count: number;
  unseen_count: number;
}

/** The number the badge shows for a count type (`all` is the feed's total, archived items excluded). */
export function badgeCountOf(counts: FeedCounts, type: BadgeCountType): number {
  if (type === 'all') return counts.total_count;
  return type === 'unread' ? counts.unread_count : counts.unseen_count;
}

/** Spec §9: the badge reads 9+ above 9 and is hidden at 0. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
