import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage.ts';

/** The sidebar list kinds whose newest and last used entries stay above "show more". */
export type PinnableListKind = 'campaign' | 'watchlist';

/** The list of each kind used last on this device (opened or dropped onto): kind -> id. */
export type RecentLists = Partial<Record<PinnableListKind, string>>;

const CHANGE_EVENT = 'creatorlens:recent-lists';

/** Reads the stored last used lists; anything malformed counts as nothing used yet. */
export function parseRecentLists(raw: string | null): RecentLists {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const result: RecentLists = {};
    for (const kind of ['campaign', 'watchlist'] as const) {
      const value = (parsed as Record<string, unknown>)[kind];
      if (typeof value === 'string') result[kind] = value;
    }
    return result;
  } catch {
    return {};
  }
}

/**
 * The ids a collapsed sidebar list keeps shown besides its first few: the newest created item and the one used last
 * (if it still exists), so a list just created or just worked with is where the next drag needs it.
 */
export function pinnedListIds(items: readonly { id: string; createdAt: number }[], lastUsedId: string | undefined): Set<string> {
  const pinned = new Set<string>();
  let newest: { id: string; createdAt: number } | undefined;
  for (const item of items) if (!newest || item.createdAt > newest.createdAt) newest = item;
  if (newest) pinned.add(newest.id);
  if (lastUsedId && items.some((item) => item.id === lastUsedId)) pinned.add(lastUsedId);
  return pinned;
}

/** Records that a campaign or watchlist was used (opened or dropped onto) on this device. */
export function rememberListUse(kind: PinnableListKind, id: string): void {
  const current = parseRecentLists(readStorage(STORAGE_KEYS.recentLists));
  if (current[kind] === id) return;
  writeStorage(STORAGE_KEYS.recentLists, JSON.stringify({ ...current, [kind]: id }));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Records the use once a list page shows the list. */
export function useRememberListUse(kind: PinnableListKind, id: string): void {
  useEffect(() => rememberListUse(kind, id), [kind, id]);
}

const NOTHING_USED: RecentLists = {};
let cachedRaw: string | null = null;
let cached: RecentLists = NOTHING_USED;

function snapshot(): RecentLists {
  const raw = readStorage(STORAGE_KEYS.recentLists);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseRecentLists(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.recentLists) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The last used list of each kind on this device, kept current across this tab and others. */
export function useRecentLists(): RecentLists {
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING_USED);
}
