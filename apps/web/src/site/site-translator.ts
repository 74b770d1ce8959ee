import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { loadSiteCatalogue, type Catalogue, type Locale, type SiteCatalogue, type SiteCatalogueOptions } from '@creatorlens/i18n';
import { detectLocale } from '../lib/detect-locale.ts';
import { STORAGE_KEYS, writePreference } from '../lib/storage.ts';
import type { SiteI18n } from './site-i18n-context.tsx';

type Table = Record<string, unknown>;

/**
 * i18next's key syntax over one catalogue: `Namespace.key` and nested `Namespace.group.key` (Auth.errors.*), `{{name}}`
 * values, `_one`/`_other` by Intl plural rules.
 */
export function createSiteTranslator(locale: Locale, catalogue: SiteCatalogue): TFunction {
  const plurals = new Intl.PluralRules(locale);
  const translate = (key: string, options?: Record<string, unknown>): string => {
    const path = key.split('.');
    const name = path.pop() ?? '';
    let table: Table | undefined = catalogue as unknown as Table;
    for (const part of path) table = table?.[part] as Table | undefined;
    let template = table?.[name];
    const count = options?.count;
    if (typeof count === 'number') template = table?.[`${name}_${plurals.select(count)}`] ?? table?.[`${name}_other`] ?? template;
    // A missing key shows the key, as i18next does, so it is visible rather than silently empty.
    if (typeof template !== 'string') return key;
    return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_, variable: string) => String(options?.[variable] ?? ''));
  };
  return translate as unknown as TFunction;
}

interface State {
  locale: Locale;
  catalogue: SiteCatalogue;
}

let state: State | null = null;
const loaded = new Map<Locale, SiteCatalogue>();
let catalogueOptions: SiteCatalogueOptions = {};
const listeners = new Set<() => void>();

async function catalogueFor(locale: Locale): Promise<SiteCatalogue> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const catalogue = await loadSiteCatalogue(locale, catalogueOptions);
  loaded.set(locale, catalogue);
  return catalogue;
}

/**
 * Loads the site catalogue before the site renders: in the language the server rendered the page in when it did
 * (hydration must see the same words), else the detected one. `renderedCatalogue` is the part the server rendered with
 * (carried in the page's state); it is used as it is, without a download.
 */
export async function initSiteTranslator(
  renderedLocale?: Locale,
  options: SiteCatalogueOptions = {},
  renderedCatalogue?: SiteCatalogue,
): Promise<void> {
  catalogueOptions = options;
  const locale = renderedLocale ?? detectLocale();
  if (renderedLocale && renderedCatalogue) loaded.set(renderedLocale, renderedCatalogue);
  state = { locale, catalogue: await catalogueFor(locale) };
  document.documentElement.lang = locale;
}

/** After hydration: switch when the visitor's stored choice differs from the language the server guessed. */
export async function followPreferredLanguage(): Promise<void> {
  const preferred = detectLocale();
  if (state && preferred !== state.locale) await changeSiteLanguage(preferred);
}

/** Switches the landing's language, downloading only the site part of the other catalogue, and remembers it. */
export async function changeSiteLanguage(locale: Locale): Promise<void> {
  writePreference(STORAGE_KEYS.language, locale);
  state = { locale, catalogue: await catalogueFor(locale) };
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentState(): State {
  if (!state) throw new Error('initSiteTranslator() must finish before the landing renders');
  return state;
}

export function useSiteTranslator(): SiteI18n {
  const current = useSyncExternalStore(subscribe, currentState, currentState);
  return useMemo(
    () => ({
      t: createSiteTranslator(current.locale, current.catalogue),
      locale: current.locale,
      bundle: current.catalogue as unknown as Partial<Catalogue>,
    }),
    [current],
  );
}
