/**
 * Every localStorage key this app writes. Preferences belong to the device and survive sign-out;
 * user data ("stored collections") belongs to the signed-in person and is removed on sign-out.
 */
export const STORAGE_KEYS = {
  theme: 'creatorlens-theme',
  language: 'creatorlens-language',
  recentChannels: 'sidebar-recent-channels',
} as const;

const USER_DATA_KEYS: readonly string[] = [STORAGE_KEYS.recentChannels];

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames); behave as if nothing was stored.
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota or disabled storage: the preference just does not persist.
  }
}

/** Removes the signed-in person's stored collections; keeps device preferences (theme, language). */
export function clearUserStorage(): void {
  for (const key of USER_DATA_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  }
}
