import { useMemo } from 'react';
import { formatCountry, formatInteger, formatNumber, formatPercent } from '@creatorlens/i18n';
import { useSiteTranslation } from './site-i18n-context.tsx';

/**
 * Number and name formatting in the site's language, without i18next (the site's own entry has no room for it).
 * Dates are formatted in UTC: the server renders the same text the visitor's browser hydrates, whatever its zone.
 */
export function useSiteFormatters() {
  const { locale } = useSiteTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      locale,
      number: (value: number) => formatNumber(locale, value),
      integer: (value: number) => formatInteger(locale, value),
      percent: (ratio: number) => formatPercent(locale, ratio),
      country: (code: string) => formatCountry(locale, code),
      day: (epochMillis: number) => day.format(epochMillis),
    };
  }, [locale]);
}
