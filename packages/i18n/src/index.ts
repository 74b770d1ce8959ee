import { de } from './catalogues/de.ts';
import { en } from './catalogues/en.ts';
import type { Catalogue } from './catalogues/types.ts';
import type { Locale } from './locale.ts';

export { en, de };
export type { Catalogue };
export { parseLocaleNumber, writeDecimal, type NumberInputProblem, type ParsedNumber, type ParseNumberOptions } from './locale-number.ts';
export { loadCatalogue } from './load-catalogue.ts';
export { translateFor, type CatalogueKey, type Translate, type TranslateValues } from './translate-for.ts';
export { humaniseSlug } from './humanise.ts';
export { writeCompact, writeEuros, writeInteger, writePercent, writeUtcDay, writeUtcMonthRange } from './written-format.ts';
export { loadSiteCatalogue, type SiteCatalogue, type SiteCatalogueOptions, type SitePageGroup } from './load-site-catalogue.ts';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isSupportedLocale, negotiateLocale, type Locale } from './locale.ts';
export {
  formatNumber,
  formatInteger,
  formatPercent,
  formatDate,
  formatCalendarDate,
  formatAmount,
  formatDateTime,
  formatDateRange,
  formatRelative,
  formatCountry,
  formatLanguage,
  formatCountdown,
  type DateStyle,
  type DateRangePrecision,
} from './format.ts';

/** All catalogues by locale. English is the fallback for any key a catalogue might lack at run time. */
export const catalogues: Record<Locale, Catalogue> = { en, de };
