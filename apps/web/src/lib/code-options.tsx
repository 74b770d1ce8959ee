import { FILTER_COUNTRIES, FILTER_LANGUAGES } from './filter-options.ts';
import { useFormatters } from './i18n.ts';

/**
 * The `<option>`s of every country filter (discovery, content search, charts), named in the UI language.
 * `nameOf` lets the public charts page pass its site formatter: that one records the names it used so the
 * server-rendered state carries them (hydration then needs no Intl region data).
 */
export function CountryOptions({ nameOf }: { nameOf?: (code: string) => string }) {
  const format = useFormatters();
  const name = nameOf ?? format.country;
  return FILTER_COUNTRIES.map((code) => (
    <option key={code} value={code}>
      {name(code)}
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
