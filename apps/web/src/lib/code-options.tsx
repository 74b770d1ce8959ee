import { FILTER_COUNTRIES, FILTER_LANGUAGES } from './filter-options.ts';
import { useFormatters } from './i18n.ts';

/** The `<option>`s of every country filter (discovery, content search, charts), named in the UI language. */
export function CountryOptions() {
  const format = useFormatters();
  return FILTER_COUNTRIES.map((code) => (
    <option key={code} value={code}>
      {format.country(code)}
    </option>
  ));
}

/** The `<option>`s of every language filter, named in the UI language. */
export function LanguageOptions() {
  const format = useFormatters();
  return FILTER_LANGUAGES.map((code) => (
    <option key={code} value={code}>
      {format.language(code)}
    </option>
  ));
}
