/**
 * Counts that reached the cap ("10,000+"), kept a short while per organisation and filter, so paging, re-sorting and
 * many people running the same broad filter do not each read CAP + 1 index entries again (at 1,000,000 channels on a
 * busy 2-core machine that is 35 ms of one core). Only capped counts are kept: below the cap the count is exact and
 * must move with every write, while "10,000+" stays true unless a broad filter loses most of its matches within
 * CAPPED_COUNT_TTL_MS. The key holds the organisation because the visibility rule (its own unconfirmed imports)
 * makes counts differ between organisations; the licence is checked before any lookup. Per process, never shared.
 */
const CAPPED_COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

const entries = new Map<string, { count: number; expiresAt: number }>();

/** The capped count for this key, computed by `count` when it is not known (or too old); `isCapped` decides keeping. */
export async function cappedCount(key: string, count: () => Promise<number>, isCapped: (count: number) => boolean): Promise<number> {
  const now = Date.now();
  const known = entries.get(key);
  if (known && known.expiresAt > now) return known.count;
  const counted = await count();
  if (isCapped(counted)) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { count: counted, expiresAt: now + CAPPED_COUNT_TTL_MS });
  } else {
    entries.delete(key);
  }
  return counted;
}

/** A stable key of an organisation and a filter (object keys sorted, so the same filter always gives the same key). */
export function countKey(scope: string, organizationId: string | null, filter: Record<string, unknown>): string {
  const fields = Object.keys(filter)
    .filter((name) => filter[name] !== undefined)
    .sort()
    .map((name) => [name, filter[name]]);
  return JSON.stringify([scope, organizationId, fields]);
}
