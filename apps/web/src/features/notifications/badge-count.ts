/** Spec §9: the badge reads 9+ above 9 and is hidden at 0. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
