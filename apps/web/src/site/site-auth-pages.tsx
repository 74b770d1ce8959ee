import { SignInPageContent, SignUpPageContent } from '../features/auth/auth-pages.tsx';
import { sanitizeReturnTo } from '../lib/return-to.ts';
import { PageLoadGuestSignInButton } from './page-load-guest-button.tsx';
import type { SitePageState } from './ssr/site-page-state.ts';

/**
 * A visitor's sign-in and sign-up pages on the site's own entry (site-routes.ts, matchBrowserSiteRoute): the frame and
 * the form without the app. Once signed in, the next page loads from the server, which hands it to the full app.
 */
function returnToOf(state: SitePageState): string | undefined {
  return new URLSearchParams(state.href.split('?')[1]?.split('#')[0] ?? '').get('returnTo') ?? undefined;
}

// Not left busy until the next page arrives: a page restored from the back/forward cache would keep a spinning button.
async function loadNextPage(returnTo?: string): Promise<void> {
  window.location.assign(sanitizeReturnTo(returnTo));
}

export function SiteSignInPage({ state }: { state: SitePageState }) {
  return (
    <SignInPageContent
      returnTo={returnToOf(state)}
      onSignedIn={loadNextPage}
      guestButton={<PageLoadGuestSignInButton variant="secondary" size="md" isFullWidth />}
    />
  );
}

export function SiteSignUpPage({ state }: { state: SitePageState }) {
  return <SignUpPageContent returnTo={returnToOf(state)} onSignedIn={loadNextPage} />;
}
