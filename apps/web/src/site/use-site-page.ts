import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@creatorlens/i18n';
import { useLocale } from '../lib/i18n.ts';

export type SitePageKey = keyof Catalogue['SitePages'];

/**
 * A page's copy from the catalogue (the same entry the server renders into the first-byte HTML), and the
 * document title and description kept in step with the language.
 */
export function useSitePage<K extends SitePageKey>(key: K): Catalogue['SitePages'][K] {
  const locale = useLocale();
  const { i18n } = useTranslation();
  // The loaded catalogue of the current language (only that one is downloaded). Every page entry has meta-title
  // and meta-description; the generic index needs the wider type spelled out.
  const catalogue = i18n.getResourceBundle(locale, 'translation') as Catalogue;
  const page = catalogue.SitePages[key] as Catalogue['SitePages'][K] & { 'meta-title': string; 'meta-description': string };
  useEffect(() => {
    document.title = page['meta-title'];
    document.querySelector('meta[name="description"]')?.setAttribute('content', page['meta-description']);
  }, [page]);
  return page;
}
