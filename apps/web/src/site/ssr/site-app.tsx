import { useMemo, type ComponentType } from 'react';
import { LandingTeaser } from '../../features/marketing/landing-teaser.tsx';
import { PageLoadGuestSignInButton } from '../page-load-guest-button.tsx';
import { SiteI18nProvider, type SiteI18n } from '../site-i18n-context.tsx';
import { SiteLayout } from '../site-layout.tsx';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { FEATURE_ANCHORS } from '../site-links.ts';
import { PlainSiteLink, SiteNavigationProvider, type SiteNavigation } from '../site-navigation.tsx';
import { changeSiteLanguage } from '../site-translator.ts';
import type { SitePageState } from './site-page-state.ts';
import type { SiteRoute } from './site-routes.ts';

export type SitePageComponent = ComponentType<{ state: SitePageState }>;

// The site's pages, each declared with the paths it draws (site-routes.ts matches them): the build lists their chunks
// for the server's preloads (lib/lazy-route.ts).
const loadContentPage = lazyRoute(
  { entry: 'site', audience: 'visitor', paths: ['/features', '/features/$page', '/solutions/$page'] },
  () => import('../../features/marketing/content-page.tsx'),
);
const loadPricingPage = lazyRoute(
  { entry: 'site', audience: 'visitor', paths: ['/pricing'] },
  () => import('../../features/marketing/pricing-page.tsx'),
);
const loadChartsPage = lazyRoute({ entry: 'site', audience: 'visitor', paths: ['/charts'] }, () => import('./site-charts-page.tsx'));
const loadCouponsPage = lazyRoute({ entry: 'site', audience: 'visitor', paths: ['/coupons'] }, () => import('./site-coupons-page.tsx'));
// Drawn in the browser only, in the app's document (VISITOR_SITE_ENTRY_PATHS).
const loadAuthPages = lazyRoute(
  { entry: 'site', audience: 'visitor', paths: ['/sign-in', '/sign-up'] },
  () => import('../site-auth-pages.tsx'),
);

/**
 * The page for a route. All but the landing load on demand (the landing's JavaScript budget counts every byte), and
 * pricing and charts use more of the design system (alerts, avatars, selects). The entry awaits this before hydrating.
 */
export async function loadSitePage(route: SiteRoute): Promise<SitePageComponent> {
  switch (route.kind) {
    case 'landing':
      return () => <LandingTeaser guestAction={<PageLoadGuestSignInButton />} />;
    case 'content': {
      const { ContentPage } = await loadContentPage();
      return () => <ContentPage key={route.pageKey} pageKey={route.pageKey} anchors={route.hasAnchors ? FEATURE_ANCHORS : []} />;
    }
    case 'pricing': {
      const { PricingPage } = await loadPricingPage();
      return ({ state }) => <PricingPage plans={{ data: state.plans, isPending: false, isError: state.plans === undefined }} />;
    }
    case 'charts': {
      const { SiteChartsPage } = await loadChartsPage();
      return ({ state }) => <SiteChartsPage initial={state.charts ?? { search: {}, list: null }} />;
    }
    case 'coupons': {
      const { SiteCouponsPage } = await loadCouponsPage();
      return ({ state }) => <SiteCouponsPage initial={state.coupons ?? { search: {}, list: null }} />;
    }
    case 'sign-in':
    case 'sign-up': {
      const { SiteSignInPage, SiteSignUpPage } = await loadAuthPages();
      return route.kind === 'sign-in' ? SiteSignInPage : SiteSignUpPage;
    }
  }
}

/**
 * One public page in the site frame, for anonymous visitors: rendered to HTML on the server (render-site-page.tsx)
 * and hydrated by the site's own entry (site-entry.tsx) from the same state. Every link is a plain page load: the
 * next page comes from the server the same way, and the full app boots only where it is needed.
 */
export function SiteApp({ Page, state, i18n }: { Page: SitePageComponent; state: SitePageState; i18n: SiteI18n }) {
  const navigation = useMemo<SiteNavigation>(
    () => ({
      Link: PlainSiteLink,
      pathname: state.path,
      href: state.href,
      navigate: (href) => window.location.assign(href),
      isSignedIn: false,
      accountMenu: null,
      changeLanguage: changeSiteLanguage,
    }),
    [state.path, state.href],
  );
  return (
    <SiteI18nProvider value={i18n}>
      <SiteNavigationProvider value={navigation}>
        <SiteLayout>
          <Page state={state} />
        </SiteLayout>
      </SiteNavigationProvider>
    </SiteI18nProvider>
  );
}
