/**
 * Every localStorage key this app writes. Preferences belong to the device and survive sign-out;
 * user data ("stored collections") belongs to the signed-in person and is removed on sign-out.
 */
export const STORAGE_KEYS = {
  theme: 'creatorlens-theme',
  language: 'creatorlens-language',
  consent: 'creatorlens-consent',
  sidebarCollapsed: 'creatorlens-sidebar-collapsed',
  recentChannels: 'sidebar-recent-channels',
  // No longer written (the sidebar shows the first 3 rows, spec §9); kept so sign-out still clears what older
  // versions stored.
  recentLists: 'sidebar-recent-lists',
} as const;

const USER_DATA_KEYS: readonly string[] = [STORAGE_KEYS.recentChannels, STORAGE_KEYS.recentLists];
/**
 * Device preferences mirrored into cookies by writePreference: the ones the server reads (theme, language, consent),
 * and the ones the app's first render needs (the collapsed sidebar), which must not wait for local storage.
 */
const PREFERENCE_KEYS: readonly string[] = [STORAGE_KEYS.theme, STORAGE_KEYS.language, STORAGE_KEYS.consent, STORAGE_KEYS.sidebarCollapsed];

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
 * A device preference (theme, language, consent choice, collapsed sidebar): stored like any other, and mirrored into a
 * first-party cookie so the server renders the public pages in the chosen language, colour mode and consent state at
 * first byte, the page hydrates without changing what was painted, and the app's first render reads it cheaply.
 */
export function writePreference(key: string, value: string): void {
  writeStorage(key, value);
  try {
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies can be disabled: the server then falls back to the request's defaults.
  }
}

/**
 * A device preference (see writePreference), read from its cookie. The first localStorage access of a page waits for
 * the browser to open the storage area (5-50 ms in cold Chromium page loads on the 2-core benchmark machine, without
 * CPU throttling), and the public pages read their preferences while they load; the cookie costs about a millisecond. Local storage answers only
 * when cookies are switched off, since the cookie never holds the choice then.
 */
export function readPreference(key: string): string | null {
  if (typeof navigator !== 'undefined' && !navigator.cookieEnabled) return readStorage(key);
  return readCookieValue(key);
}

function readCookieValue(key: string): string | null {
  try {
    const prefix = `${key}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
  } catch {
    // A malformed value or a document without cookie access (sandboxed frames): nothing stored.
    return null;
  }
}

/**
 * Renews the preference cookies from local storage, where the preference lasts longer than the cookie's year (or was
 * chosen before it was mirrored), and returns the keys whose cookie it wrote. The app calls it once per start, after
 * its first render (the page's first local storage read can take tens of milliseconds on a busy machine); the public
 * pages read only the cookie.
 */
export function renewPreferenceCookies(): string[] {
  const renewed: string[] = [];
  for (const key of PREFERENCE_KEYS) {
    const value = readStorage(key);
    if (value === null || readCookieValue(key) === value) continue;
    writePreference(key, value);
    renewed.push(key);
  }
  return renewed;
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
