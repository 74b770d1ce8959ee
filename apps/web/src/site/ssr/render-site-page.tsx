import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE_CATALOGUE_ELEMENT_ID } from '@creatorlens/contracts/page-state';
import { loadSiteCatalogue, type Catalogue, type Locale } from '@creatorlens/i18n';
import type { ChartsList } from '../../features/charts/charts-page.tsx';
import { chartsQueryInput } from '../../features/charts/charts-page.tsx';
import { couponsQueryInput, type CouponsList } from '../../features/coupons/coupons-page.tsx';
import type { PricingPlan } from '../../features/marketing/pricing-page.tsx';
import { setRenderedTheme, type Theme } from '../../lib/theme.ts';
import type { SiteRenderFields } from '@creatorlens/contracts/page-state';
import { setCompanyDetails } from '../company.ts';
import { isConsentChoice, setRenderedConsent } from '../consent.ts';
import { recordCountryNames } from '../country-names.ts';
import { createSiteTranslator } from '../site-translator.ts';
import { SiteApp, loadSitePage } from './site-app.tsx';
import { SITE_STATE_ELEMENT_ID, type SitePageState } from './site-page-state.ts';
import { parseChartsSearch } from './charts-search.ts';
import { parseCouponsSearch } from './coupons-search.ts';
import { matchSiteRoute, sitePageGroup } from './site-routes.ts';

/**
 * The server's entry into the site (built by Vite as an SSR bundle beside the client build; the server imports it).
 * The server hands over the request and how to read public data; this module decides whether the path is one of
 * the site's own pages, loads what that page shows, and renders the page's HTML with the state to hydrate from.
 */
export interface SiteRenderRequest extends SiteRenderFields {
  locale: Locale;
  loaders: {
    listPlans: () => Promise<readonly PricingPlan[]>;
    listChart: (input: ReturnType<typeof chartsQueryInput>) => Promise<ChartsList>;
    listCoupons: (input: ReturnType<typeof couponsQueryInput>) => Promise<CouponsList>;
  };
}

export interface SiteRenderResult {
  /** The markup for #root. */
  html: string;
  /** An inert <script type="application/json"> element with the state; `<` is escaped so data cannot close it. */
  stateScript: string;
}

async function loadPageData(request: SiteRenderRequest, kind: string): Promise<Pick<SitePageState, 'plans' | 'charts' | 'coupons'>> {
  if (kind === 'pricing') return { plans: await request.loaders.listPlans() };
  if (kind === 'charts') {
    const search = parseChartsSearch(new URLSearchParams(request.search));
    // A failing chart query still renders the page, with the error and a retry, like the app does.
    const list = await request.loaders.listChart(chartsQueryInput(search)).catch(() => null);
    return { charts: { search, list } };
  }
  if (kind === 'coupons') {
    const search = parseCouponsSearch(new URLSearchParams(request.search));
    const list = await request.loaders.listCoupons(couponsQueryInput(search)).catch(() => null);
    return { coupons: { search, list } };
  }
  return {};
}

/**
 * The inert JSON script with the site catalogue's frame part in `locale` (SITE_CATALOGUE_ELEMENT_ID), for the pages the
 * site's entry renders in the browser (a visitor's sign-in and sign-up); `<` is escaped so no string can close it.
 */
export async function siteCatalogueScript(locale: Locale): Promise<string> {
  const catalogue = await loadSiteCatalogue(locale, { pageGroup: 'landing' });
  const json = JSON.stringify({ locale, catalogue }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_CATALOGUE_ELEMENT_ID}">${json}</script>`;
}

export async function renderSitePage(request: SiteRenderRequest): Promise<SiteRenderResult | null> {
  const route = matchSiteRoute(request.path);
  if (!route) return null;
  const theme: Theme = request.themeCookie === 'dark' ? 'dark' : 'light';
  const consent = isConsentChoice(request.consentCookie) ? request.consentCookie : null;
  const [catalogue, data, Page] = await Promise.all([
    loadSiteCatalogue(request.locale, { pageGroup: sitePageGroup(route) }),
    loadPageData(request, route.kind),
    loadSitePage(route),
  ]);
  const state: SitePageState = {
    path: request.path,
    href: `${request.path}${request.search}`,
    locale: request.locale,
    theme,
    consent,
    catalogue,
    ...data,
  };
  const i18n = {
    t: createSiteTranslator(request.locale, catalogue),
    locale: request.locale,
    bundle: catalogue as unknown as Partial<Catalogue>,
  };
  // Renders are synchronous, so these module-level values cannot leak between concurrent requests.
  setRenderedTheme(theme);
  setRenderedConsent(consent);
  setCompanyDetails(request.company);
  const takeCountryNames = recordCountryNames();
  const html = renderToString(
    <StrictMode>
      <SiteApp Page={Page} state={state} i18n={i18n} />
    </StrictMode>,
  );
  const countryNames = takeCountryNames();
  if (Object.keys(countryNames).length > 0) state.countryNames = countryNames;
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return { html, stateScript: `<script type="application/json" id="${SITE_STATE_ELEMENT_ID}">${json}</script>` };
}
