import { useMemo } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  SUPPORTED_LOCALES,
  en,
  formatCountdown,
  formatCountry,
  formatAmount,
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatInteger,
  formatLanguage,
  formatNumber,
  formatPercent,
  formatRelative,
  isSupportedLocale,
  loadCatalogue,
  type DateRangePrecision,
  type Locale,
} from '@creatorlens/i18n';
import { detectLocale } from './detect-locale.ts';
import { STORAGE_KEYS, writePreference } from './storage.ts';

export const i18n = i18next.createInstance();

/** The language every missing key falls back to at run time. */
const FALLBACK_LOCALE: Locale = 'en';

/** Loads the catalogue of the detected language, then initialises i18next; main.tsx awaits it before rendering. */
export async function initI18n(): Promise<void> {
  const locale = detectLocale();
  // The catalogues are complete (de is type-checked against en), but a key added in a hurry or a stale cached chunk
  // must show English, never the raw key: English is always there as the run-time fallback. It is part of the app's
  // first load (a static import: one request fewer than a lazily loaded chunk and its entry module); only another
  // language is downloaded here.
  const catalogue = locale === FALLBACK_LOCALE ? en : await loadCatalogue(locale);
  await i18n.use(initReactI18next).init({
    resources: { [locale]: { translation: catalogue }, ...(locale === FALLBACK_LOCALE ? {} : { [FALLBACK_LOCALE]: { translation: en } }) },
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // React escapes output itself; escaping here would double-encode.
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/** Switches the UI language (downloading its catalogue first) and remembers it on this device. */
export async function changeLanguage(locale: Locale): Promise<void> {
  writePreference(STORAGE_KEYS.language, locale);
  if (!i18n.hasResourceBundle(locale, 'translation')) i18n.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  await i18n.changeLanguage(locale);
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
      /**
       * A day the data names (a figure's observation day, a week, a signal's day), given as epoch milliseconds of its
       * midnight UTC: read in UTC so a viewer west of UTC does not see the day before (issue 39).
       */
      day: (epochMillis: number) => formatCalendarDate(locale, new Date(epochMillis).toISOString().slice(0, 10)),
      /** A calendar date (YYYY-MM-DD: a campaign's day, a CRM date), the same day in every time zone. */
      calendarDate: (date: string) => formatCalendarDate(locale, date),
      /** Money in full, never compact: 2.500 / 1.500,50 (de); the currency sign comes from the catalogue. */
      amount: (value: number) => formatAmount(locale, value),
      dateTime: (epochMillis: number) => formatDateTime(locale, epochMillis),
      /** A span of days (UTC) at day or month precision; one date when both ends fall together. */
      dateRange: (from: number, to: number, precision?: DateRangePrecision) => formatDateRange(locale, from, to, precision),
      relative: (epochMillis: number, now?: number) => formatRelative(locale, epochMillis, now),
      country: (code: string) => formatCountry(locale, code),
      language: (code: string) => formatLanguage(locale, code),
      countdown: formatCountdown,
    }),
    [locale],
  );
}
