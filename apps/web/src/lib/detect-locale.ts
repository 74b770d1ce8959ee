import { isSupportedLocale, negotiateLocale, type Locale } from '@creatorlens/i18n';
import { STORAGE_KEYS, readPreference } from './storage.ts';

/** The language to show: ?lang=, then the stored choice, then the browser's languages (no i18next, so the landing can use it). */
export function detectLocale(): Locale {
  // ?lang= is what the server's hreflang links use; it wins so the SPA matches the HTML the server sent.
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isSupportedLocale(fromUrl)) return fromUrl;
  const stored = readPreference(STORAGE_KEYS.language);
  if (isSupportedLocale(stored)) return stored;
  return negotiateLocale(navigator.languages);
}
