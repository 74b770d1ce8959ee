import { formatCountry, writeCompact, writeEuros, writeInteger, writePercent, writeUtcDay, type Locale } from '@creatorlens/i18n';
import { useSiteTranslation } from './site-i18n-context.tsx';

export interface SiteFormatters {
  locale: Locale;
  number: (value: number) => string;
  integer: (value: number) => string;
  percent: (ratio: number) => string;
  country: (code: string) => string;
  /** A whole amount in euros (prices). */
  euros: (amount: number) => string;
  /** A calendar date in UTC (the server renders the same text the browser hydrates, whatever its zone). */
  day: (epochMillis: number) => string;
}

/**
 * Country names: those the server wrote into this page (the entry primes them before hydrating), else Intl.
 * Intl.DisplayNames loads region names for 10-30 ms the first time; hydrating /charts needs only the names the server
 * already wrote (its select and rows), so the browser never builds one unless the visitor picks another selection.
 */
const knownCountryNames = new Map<Locale, ReadonlyMap<string, string>>();
let recordedCountryNames: Record<string, string> | null = null;

/** Server side: starts recording the country names a render writes; the returned function ends it and gives them. */
export function recordCountryNames(): () => Record<string, string> {
  recordedCountryNames = {};
  return () => {
    const names = recordedCountryNames ?? {};
    recordedCountryNames = null;
    return names;
  };
}

/** Browser side: the names the server wrote, by upper-case ISO code. */
export function primeCountryNames(locale: Locale, names: Readonly<Record<string, string>>): void {
  knownCountryNames.set(locale, new Map(Object.entries(names)));
}

function countryName(locale: Locale, code: string): string {
  const key = code.toUpperCase();
  const known = knownCountryNames.get(locale)?.get(key);
  if (known !== undefined) return known;
  const name = formatCountry(locale, code);
  if (recordedCountryNames) recordedCountryNames[key] = name;
  return name;
}

// One set per language for the whole page. Numbers and dates are written without Intl (written-format.ts in the i18n
// package: the browser's first Intl.NumberFormat blocks a phone for 35-100 ms while the page hydrates).
const formattersByLocale = new Map<Locale, SiteFormatters>();

function formattersFor(locale: Locale): SiteFormatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = {
      locale,
      number: (value) => writeCompact(locale, value),
      integer: (value) => writeInteger(locale, value),
      percent: (ratio) => writePercent(locale, ratio),
      country: (code) => countryName(locale, code),
      euros: (amount) => writeEuros(locale, amount),
      day: (epochMillis) => writeUtcDay(locale, epochMillis),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/** Number and name formatting in the site's language, without i18next (the site's own entry has no room for it). */
export function useSiteFormatters(): SiteFormatters {
  return formattersFor(useSiteTranslation().locale);
}
