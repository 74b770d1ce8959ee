import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** Spec: recent channels are stored locally, newest first, de-duplicated, at most 10. */
export const MAX_RECENT_CHANNELS = 10;

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
}
