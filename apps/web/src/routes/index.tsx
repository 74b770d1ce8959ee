import { createRoute } from '@tanstack/react-router';
import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LandingTeaser } from '../features/marketing/landing-teaser.tsx';
import { OrganisationList } from '../features/organisations/organisation-list.tsx';
import { useSession } from '../lib/session.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { SiteLayout } from '../site/site-layout.tsx';
import { rootRoute } from './root.tsx';

/** "/" is the landing page for visitors and the home page for signed-in users. */
function IndexPage() {
  const { session } = useSession();
  if (!session) {
    return (
      <SiteLayout>
        <LandingTeaser guestAction={<GuestSignInButton variant="ghost" size="lg" />} />
      </SiteLayout>
    );
  }
  return (
    <AppShell>
      <HomePage session={session} organisations={<OrganisationList />} />
    </AppShell>
  );
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: IndexPage,
});
