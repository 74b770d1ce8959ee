import i18next from 'i18next';
import { de } from './catalogues/de.ts';
import { en } from './catalogues/en.ts';
import { SUPPORTED_LOCALES, type Locale } from './locale.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `Namespace.key` for every leaf; a plural pair `key_one`/`key_other` is also reachable as `key` (with a count). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${Prefix}${K}` | `${Prefix}${Base}`
      : `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogues; the compiler rejects a server text whose key does not exist. */
export type CatalogueKey = Leaves<Omit<typeof en, 'SitePages'>>;

export type TranslateValues = Record<string, string | number>;

/** A translator bound to one language: the app's i18next rules (`{{name}}`, `_one`/`_other`, English fallback). */
export type Translate = (key: CatalogueKey, values?: TranslateValues) => string;

/*
 * One i18next instance for every server-side text (notifications, mails, exports, import reports, names the server
 * writes). The catalogues are plain objects already in memory, so initialisation is synchronous. Values are not
 * HTML-escaped here: every caller escapes for its own medium (HTML, CSV, PDF, chat markup), as React does in the app.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LOCALES],
  initAsync: false,
  // One namespace: a ':' in a text's key is part of the key, never a namespace prefix.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const bound = new Map<Locale, Translate>();

/** The translator for one language, for text written outside the browser. */
export function translateFor(locale: Locale): Translate {
  let translate = bound.get(locale);
  if (!translate) {
    const fixed = instance.getFixedT(locale);
    translate = (key, values) => String((fixed as (key: string, options?: TranslateValues) => unknown)(key, values));
    bound.set(locale, translate);
  }
  return translate;
}
