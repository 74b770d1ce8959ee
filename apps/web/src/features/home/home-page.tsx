import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionData } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CampaignSummaryCard } from './campaign-summary-card.tsx';
import { QuickLinksCard } from './quick-links-card.tsx';
import { RecentNotificationsCard } from './recent-notifications-card.tsx';
import { WatchedChangesCard } from './watched-changes-card.tsx';

/**
 * Home (/) for signed-in users: what changed on watched channels, campaigns by status, notifications, quick links,
 * and (composed by the route, as features do not import each other) the user's organisations.
 */
export function HomePage({ session, organizations }: { session: SessionData; organizations: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('Home.title'));
  const name = session.user.isGuest ? t('Shell.guest') : session.user.displayName;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t(session.user.isNewAccount ? 'Home.greeting-new' : 'Home.greeting', { name })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {session.organization ? t('Home.subtitle-organisation', { name: session.organization.name }) : t('Home.subtitle')}
        </p>
      </header>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <WatchedChangesCard />
          <CampaignSummaryCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <QuickLinksCard />
          <RecentNotificationsCard />
          {organizations}
        </div>
      </div>
    </div>
  );
}
