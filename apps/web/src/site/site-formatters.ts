import {
  formatCountry,
  writeCompact,
  writeEuros,
  writeInteger,
  writePercent,
  writeUtcDay,
  writeUtcMonthRange,
  type Locale,
} from '@creatorlens/i18n';
import { countryName } from './country-names.ts';
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
  /** The months a span of days covers, in UTC: "Sept–Dec 2022". */
  monthRange: (fromMillis: number, toMillis: number) => string;
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
      country: (code) => countryName(locale, code, () => formatCountry(locale, code)),
      euros: (amount) => writeEuros(locale, amount),
      day: (epochMillis) => writeUtcDay(locale, epochMillis),
      monthRange: (fromMillis, toMillis) => writeUtcMonthRange(locale, fromMillis, toMillis),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/** Number and name formatting in the site's language, without i18next (the site's own entry has no room for it). */
export function useSiteFormatters(): SiteFormatters {
  return formattersFor(useSiteTranslation().locale);
}
