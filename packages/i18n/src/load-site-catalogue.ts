import type { Catalogue } from './catalogues/types.ts';
import type { Locale } from './locale.ts';

/** The namespaces the public site's frame and landing use: a fraction of the full catalogue. */
export type SiteCatalogue = Pick<Catalogue, 'Common' | 'Theme' | 'Language' | 'Platforms' | 'Errors' | 'Auth'> & {
  /** The frame's strings; the pricing, newsletter, jobs and company strings come with the full catalogue. */
  Site: Partial<Catalogue['Site']>;
  SitePages: Pick<Catalogue['SitePages'], 'landing'>;
};

/**
 * The public site's part of one language's catalogue, for the landing's own entry (its JavaScript budget has no
 * room for the whole app's strings). The full catalogue replaces it as soon as the visitor enters the app.
 */
export async function loadSiteCatalogue(locale: Locale): Promise<SiteCatalogue> {
  const [account, frame, landing] =
    locale === 'de'
      ? await Promise.all([
          import('./catalogues/de-account.ts').then((m) => m.deAccount),
          import('./catalogues/de-site-frame.ts').then((m) => m.deSiteFrame),
          import('./catalogues/de-site-landing.ts').then((m) => m.deSiteLandingPage),
        ])
      : await Promise.all([
          import('./catalogues/en-account.ts').then((m) => m.enAccount),
          import('./catalogues/en-site-frame.ts').then((m) => m.enSiteFrame),
          import('./catalogues/en-site-landing.ts').then((m) => m.enSiteLandingPage),
        ]);
  const { Common, Theme, Language, Platforms, Errors, Auth } = account;
  return { Common, Theme, Language, Platforms, Errors, Auth, Site: frame.Site, SitePages: landing };
}
