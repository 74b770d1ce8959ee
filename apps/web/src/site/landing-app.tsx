import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingTeaser } from '../features/marketing/landing-teaser.tsx';
import { PageLoadGuestSignInButton } from './page-load-guest-button.tsx';
import { SiteI18nProvider } from './site-i18n-context.tsx';
import { SiteLayout } from './site-layout.tsx';
import { PlainSiteLink, SiteNavigationProvider, type SiteNavigation } from './site-navigation.tsx';
import { changeSiteLanguage, initSiteTranslator, useSiteTranslator } from './site-translator.ts';

// Every link leaves this small entry for a server-rendered page; the full app boots there when it is needed.
const pageLoadNavigation: SiteNavigation = {
  Link: PlainSiteLink,
  pathname: window.location.pathname,
  href: `${window.location.pathname}${window.location.search}${window.location.hash}`,
  navigate: (href) => window.location.assign(href),
  isSignedIn: false,
  accountMenu: null,
  changeLanguage: changeSiteLanguage,
};

function LandingRoot() {
  return (
    <SiteI18nProvider value={useSiteTranslator()}>
      <SiteNavigationProvider value={pageLoadNavigation}>
        <SiteLayout>
          <LandingTeaser guestAction={<PageLoadGuestSignInButton />} />
        </SiteLayout>
      </SiteNavigationProvider>
    </SiteI18nProvider>
  );
}

/**
 * The landing for anonymous visitors as its own entry: React, i18next, the site frame and the landing copy, without
 * the router, TanStack Query, tRPC or the app shell (main.tsx decides which entry a page gets).
 */
export async function renderLanding(container: HTMLElement): Promise<void> {
  await initSiteTranslator();
  createRoot(container).render(
    <StrictMode>
      <LandingRoot />
    </StrictMode>,
  );
}
