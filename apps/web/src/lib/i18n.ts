import { useMemo } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  SUPPORTED_LOCALES,
  catalogues,
  formatCountdown,
  formatCountry,
  formatDate,
  formatDateTime,
  formatInteger,
  formatLanguage,
  formatNumber,
  formatPercent,
  formatRelative,
  isSupportedLocale,
  negotiateLocale,
  type Locale,
} from '@creatorlens/i18n';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

function detectLocale(): Locale {
  // ?lang= is what the server's hreflang links use; it wins so the SPA matches the HTML the server sent.
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isSupportedLocale(fromUrl)) return fromUrl;
  const stored = readStorage(STORAGE_KEYS.language);
  if (isSupportedLocale(stored)) return stored;
  return negotiateLocale(navigator.languages);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: catalogues.en },
    de: { translation: catalogues.de },
  },
  lng: detectLocale(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LOCALES],
  // React escapes output itself; escaping here would double-encode.
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Switches the UI language and remembers it on this device. */
export function changeLanguage(locale: Locale): void {
  writeStorage(STORAGE_KEYS.language, locale);
  void i18n.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isSupportedLocale(language) ? language : 'en';
}

/** The i18n package's formatters bound to the current UI language. */
export function useFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (value: number) => formatNumber(locale, value),
      integer: (value: number) => formatInteger(locale, value),
      percent: (ratio: number) => formatPercent(locale, ratio),
      date: (epochMillis: number) => formatDate(locale, epochMillis),
      dateTime: (epochMillis: number) => formatDateTime(locale, epochMillis),
      relative: (epochMillis: number, now?: number) => formatRelative(locale, epochMillis, now),
      country: (code: string) => formatCountry(locale, code),
      language: (code: string) => formatLanguage(locale, code),
      countdown: formatCountdown,
    }),
    [locale],
  );
}
