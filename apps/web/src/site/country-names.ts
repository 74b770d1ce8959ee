import type { Locale } from '@creatorlens/i18n';

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

/**
 * The name for an ISO code: the one the server wrote, else `fromIntl()` (which a server render records). Intl comes
 * from the caller, so the landing's entry, which primes names, does not load the formatters.
 */
export function countryName(locale: Locale, code: string, fromIntl: () => string): string {
  const key = code.toUpperCase();
  const known = knownCountryNames.get(locale)?.get(key);
  if (known !== undefined) return known;
  const name = fromIntl();
  if (recordedCountryNames) recordedCountryNames[key] = name;
  return name;
}
