import { useEffect } from 'react';
import type { Catalogue } from '@creatorlens/i18n';
import { useSiteTranslation } from './site-i18n-context.tsx';

export type SitePageKey = keyof Catalogue['SitePages'];

/**
 * A page's copy from the catalogue (the same entry the server renders into the first-byte HTML), and the
 * document title and description kept in step with the language.
 */
export function useSitePage<K extends SitePageKey>(key: K): Catalogue['SitePages'][K] {
  const { bundle } = useSiteTranslation();
  // The loaded catalogue of the current language (only that one is downloaded). Every page entry has meta-title
  // and meta-description; the generic index needs the wider type spelled out.
  const page = (bundle as Catalogue).SitePages[key] as Catalogue['SitePages'][K] & { 'meta-title': string; 'meta-description': string };
  useEffect(() => {
    document.title = page['meta-title'];
    document.querySelector('meta[name="description"]')?.setAttribute('content', page['meta-description']);
  }, [page]);
  return page;
}
