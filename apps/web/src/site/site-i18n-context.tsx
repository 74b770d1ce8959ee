import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Catalogue, Locale } from '@creatorlens/i18n';

/**
 * The site frame's strings. Inside the app they come from i18next (react-i18next's `t`); on the landing's own entry
 * from a small translator over the site catalogue (site-translator.ts), because i18next alone would take a sixth of
 * the landing's JavaScript budget. Same keys, same `{{name}}` interpolation and `_one`/`_other` plurals.
 */
export interface SiteI18n {
  t: TFunction;
  locale: Locale;
  /** The loaded catalogue of `locale` (the landing's holds only the site namespaces and the landing page). */
  bundle: Partial<Catalogue>;
}

const SiteI18nContext = createContext<SiteI18n | null>(null);

export const SiteI18nProvider = SiteI18nContext.Provider;

export function useSiteTranslation(): SiteI18n {
  const value = useContext(SiteI18nContext);
  if (!value) throw new Error('The site frame needs a SiteI18nProvider');
  return value;
}
