import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GuestSignInButton } from '../features/auth/guest-sign-in-button.tsx';
import { RecentChannelsCard } from '../features/artists/recent-channels-card.tsx';
import { LandingTeaser } from '../features/marketing/landing-teaser.tsx';
import { OrganisationList } from '../features/organisations/organisation-list.tsx';
import { useSession, type SessionData } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { SiteLayout } from '../site/site-layout.tsx';
import { rootRoute } from './root.tsx';

function Home({ session }: { session: SessionData }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Home.title'));
  const name = session.user.isGuest ? t('Shell.guest') : session.user.displayName;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Home.greeting', { name })}</h1>
        <p className="text-sm text-muted-foreground">{t('Home.subtitle')}</p>
      </header>
      {/* The recent channels column renders nothing until channels were viewed; the list then takes the row. */}
      <div className="flex flex-col items-start gap-6 lg:flex-row">
        <div className="w-full min-w-0 lg:max-w-3xl lg:flex-3">
          <OrganisationList />
        </div>
        <RecentChannelsCard className="w-full min-w-0 lg:flex-2" />
      </div>
    </div>
  );
}

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
      <Home session={session} />
    </AppShell>
  );
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: IndexPage,
});
