import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setRenderedTheme } from '../../lib/theme.ts';
import { setRenderedConsent } from '../consent.ts';
import { primeCountryNames } from '../country-names.ts';
import { followPreferredLanguage, initSiteTranslator, useSiteTranslator } from '../site-translator.ts';
import { SiteApp, loadSitePage, type SitePageComponent } from './site-app.tsx';
import { SITE_CATALOGUE_ELEMENT_ID } from '@creatorlens/contracts/page-state';
import type { Locale, SiteCatalogue } from '@creatorlens/i18n';
import { SITE_STATE_ELEMENT_ID, type SitePageState } from './site-page-state.ts';
import { matchBrowserSiteRoute, matchSiteRoute, sitePageGroup, type SiteRoute } from './site-routes.ts';

function HydratedSite({ Page, state }: { Page: SitePageComponent; state: SitePageState }) {
  // Marks the page as interactive: the server's markup is visible earlier, but handles no input until here.
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', 'true'), []);
  return <SiteApp Page={Page} state={state} i18n={useSiteTranslator()} />;
}

/** The strings the server sent with a page the site's entry renders in the browser (SITE_CATALOGUE_ELEMENT_ID). */
function readSentCatalogue(): { locale: Locale; catalogue: SiteCatalogue } | null {
  const text = document.getElementById(SITE_CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const sent = JSON.parse(text) as { locale?: unknown; catalogue?: SiteCatalogue };
    return (sent.locale === 'de' || sent.locale === 'en') && sent.catalogue ? { locale: sent.locale, catalogue: sent.catalogue } : null;
  } catch {
    return null;
  }
}

/** The state the server rendered the page from, or null when the page came without one (no server rendering). */
export function readSitePageState(): SitePageState | null {
  const text = document.getElementById(SITE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SitePageState;
  } catch {
    return null;
  }
}

/**
 * The site's own entry (main.tsx picks it for anonymous visitors of the site's pages): React, the site frame and the
 * page, without the router, TanStack Query, tRPC or the app shell. With the server's state it hydrates the HTML the
 * server sent, so nothing painted changes. Without it, it renders a visitor's sign-in or sign-up page
 * (matchBrowserSiteRoute), or the landing when the server could not render it.
 */
export async function startSite(container: HTMLElement, state: SitePageState | null): Promise<void> {
  const route = state ? matchSiteRoute(state.path) : null;
  if (state && route) {
    setRenderedTheme(state.theme);
    setRenderedConsent(state.consent);
    if (state.countryNames) primeCountryNames(state.locale, state.countryNames);
    const [Page] = await Promise.all([
      loadSitePage(route),
      initSiteTranslator(state.locale, { pageGroup: sitePageGroup(route) }, state.catalogue),
    ]);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (a chart's 50 rows take a slow phone a few hundred ms), so input and painting stay responsive.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <HydratedSite Page={Page} state={state} />
        </StrictMode>,
      );
    });
    await followPreferredLanguage();
    return;
  }
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  const browserRoute: SiteRoute = matchBrowserSiteRoute(path) ?? { kind: 'landing' };
  const sent = readSentCatalogue();
  const [Page] = await Promise.all([
    loadSitePage(browserRoute),
    initSiteTranslator(sent?.locale, { pageGroup: sitePageGroup(browserRoute) }, sent?.catalogue),
  ]);
  const href = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const fallback: SitePageState = {
    path: browserRoute.kind === 'landing' ? '/' : path,
    href,
    locale: sent?.locale ?? (document.documentElement.lang === 'de' ? 'de' : 'en'),
    theme: 'light',
    consent: null,
  };
  createRoot(container).render(
    <StrictMode>
      <HydratedSite Page={Page} state={fallback} />
    </StrictMode>,
  );
  // The server picked the language it sent; a stored preference of another one wins, as on server-rendered pages.
  if (sent) await followPreferredLanguage();
}
