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

/**
 * A device preference the server also needs (theme, language, consent choice): stored like any other, and mirrored
 * into a first-party cookie so the server renders the public pages in the chosen language, colour mode and consent
 * state at first byte, and the page hydrates without changing what was painted.
 */
export function writePreference(key: string, value: string): void {
  writeStorage(key, value);
  try {
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies can be disabled: the server then falls back to the request's defaults.
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
