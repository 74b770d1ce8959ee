import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** Spec: recent channels are stored locally, newest first, de-duplicated, at most 10. */
export const MAX_RECENT_CHANNELS = 10;

/** Same-tab change notice; other tabs hear the browser's own `storage` event. */
const CHANGE_EVENT = 'creatorlens:recent-channels';

export function readRecentChannelIds(): string[] {
  const raw = readStorage(STORAGE_KEYS.recentChannels);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT_CHANNELS) : [];
  } catch {
    return [];
  }
}

export function rememberRecentChannels(channelIds: readonly string[]): void {
  const next = [...channelIds, ...readRecentChannelIds()];
  const unique = [...new Set(next)].slice(0, MAX_RECENT_CHANNELS);
  writeStorage(STORAGE_KEYS.recentChannels, JSON.stringify(unique));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * One row per artist, newest first: every row opens the artist page, so a second channel of the same artist (recorded
 * before opening an artist recorded one channel only) would be the same link twice.
 */
export function onePerArtist<T extends { artistSlug: string }>(channels: readonly T[]): T[] {
  const seen = new Set<string>();
  return channels.filter((channel) => {
    if (seen.has(channel.artistSlug)) return false;
    seen.add(channel.artistSlug);
    return true;
  });
}

let cachedRaw: string | null = null;
let cachedIds: string[] = [];

function snapshot(): string[] {
  // useSyncExternalStore needs a stable value while nothing changed.
  const raw = readStorage(STORAGE_KEYS.recentChannels);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = readRecentChannelIds();
  }
  return cachedIds;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.recentChannels) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent channel ids, newest first, kept current when a page records one (this tab or another). */
export function useRecentChannelIds(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => []);
}
