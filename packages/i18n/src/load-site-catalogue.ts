import type { Catalogue } from './catalogues/types.ts';
import type { Locale } from './locale.ts';

/** The namespaces the public site's own entry uses: a fraction of the full catalogue. */
export type SiteCatalogue = Pick<Catalogue, 'Common' | 'Theme' | 'Language' | 'Platforms' | 'Errors' | 'Auth' | 'Site'> & {
  /** The landing's copy always; the other pages' copy when asked for. */
  SitePages: Partial<Catalogue['SitePages']> & Pick<Catalogue['SitePages'], 'landing'>;
} & Partial<Pick<Catalogue, 'Charts' | 'Metrics' | 'Coupons' | 'BrandBranches'>>;

/**
 * Which page copy to load besides the frame and the landing: the product pages (features, solutions), the company
 * pages (pricing and the legal pages), or the chart strings (which live in the larger insights catalogue).
 */
export type SitePageGroup = 'landing' | 'product' | 'company' | 'charts';

export interface SiteCatalogueOptions {
  pageGroup?: SitePageGroup;
}

const modules = {
  en: {
    account: () => import('./catalogues/en-base.ts').then((m) => m.enBase),
    frame: () => import('./catalogues/en-site-frame.ts').then((m) => m.enSiteFrame.Site),
    pageStrings: () => import('./catalogues/en-site-page-strings.ts').then((m) => m.enSitePageStrings),
    landing: () => import('./catalogues/en-site-landing.ts').then((m) => m.enSiteLandingPage),
    product: () => import('./catalogues/en-site-product.ts').then((m) => m.enSiteProductPages),
    company: () => import('./catalogues/en-site-company.ts').then((m) => m.enSiteCompanyPages),
    insights: () => import('./catalogues/en-insights.ts').then((m) => m.enInsights),
  },
  de: {
    account: () => import('./catalogues/de-base.ts').then((m) => m.deBase),
    frame: () => import('./catalogues/de-site-frame.ts').then((m) => m.deSiteFrame.Site),
    pageStrings: () => import('./catalogues/de-site-page-strings.ts').then((m) => m.deSitePageStrings),
    landing: () => import('./catalogues/de-site-landing.ts').then((m) => m.deSiteLandingPage),
    product: () => import('./catalogues/de-site-product.ts').then((m) => m.deSiteProductPages),
    company: () => import('./catalogues/de-site-company.ts').then((m) => m.deSiteCompanyPages),
    insights: () => import('./catalogues/de-insights.ts').then((m) => m.deInsights),
  },
} as const;

/**
 * The public site's part of one language's catalogue, for the site's own entry (the landing's JavaScript budget has
 * no room for the whole app's strings): the frame, the landing and the page group asked for. The full catalogue
 * replaces it as soon as the visitor enters the app.
 */
export async function loadSiteCatalogue(locale: Locale, options: SiteCatalogueOptions = {}): Promise<SiteCatalogue> {
  const load = modules[locale];
  const group = options.pageGroup ?? 'landing';
  const [account, frame, pageStrings, landing, product, company, insights] = await Promise.all([
    load.account(),
    load.frame(),
    // The pricing, newsletter and company form strings: only the company pages use them.
    group === 'company' ? load.pageStrings() : null,
    load.landing(),
    group === 'product' ? load.product() : null,
    group === 'company' ? load.company() : null,
    group === 'charts' ? load.insights() : null,
  ]);
  const { Common, Theme, Language, Platforms, Errors, Auth } = account;
  const catalogue: SiteCatalogue = {
    Common,
    Theme,
    Language,
    Platforms,
    Errors,
    Auth,
    // Without the company group the form strings are missing; the site translator would show a missing key as the key.
    Site: { ...frame, ...pageStrings } as Catalogue['Site'],
    SitePages: { ...landing, ...product, ...company },
  };
  // The charts group serves /charts and /coupons (site/ssr/site-routes.ts).
  if (insights) {
    const { Charts, Metrics, Coupons, BrandBranches } = insights;
    return { ...catalogue, Charts, Metrics, Coupons, BrandBranches };
  }
  return catalogue;
}
