import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, ShieldIcon, Skeleton } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { OutboxCard } from './outbox-card.tsx';
import { SlackCard } from './slack-card.tsx';
import { MsTeamsCard } from './ms-teams-card.tsx';

function MailStatusCard() {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.workspace.getMailStatus.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Workspace.mail-title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <AppQueryState query={query} loading={<Skeleton className="h-12 w-full" />}>
          {(status) =>
            status.isDeliveryConfigured ? (
              <Alert tone="success">{t('Workspace.mail-smtp-configured')}</Alert>
            ) : (
              <Alert tone="warning">{t('Workspace.mail-smtp-missing')}</Alert>
            )
          }
        </AppQueryState>
      </CardContent>
    </Card>
  );
}

/**
 * /workspace/settings behind a permission guard: organisation admins (update on organization) see mail delivery
 * and the outbox; everyone else gets a notice. The server refuses the data to non-admins anyway.
 */
export function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  useDocumentTitle(t('Workspace.settings-title'));
  if (!ability.can('update', 'organization')) {
    return (
      <EmptyState icon={<ShieldIcon />} title={t('Workspace.settings-forbidden-title')} body={t('Workspace.settings-forbidden-body')} />
    );
  }
  return (
    <>
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('Workspace.settings-title')}</h2>
        <p className="text-sm text-muted-foreground">{t('Workspace.settings-description')}</p>
      </header>
      <MailStatusCard />
      {ability.can('read', 'mail_outbox') && <OutboxCard />}
      <SlackCard canManage />
      <MsTeamsCard canManage />
      <Card>
        <CardHeader>
          <CardTitle>{t('Workspace.more-settings-title')}</CardTitle>
          <CardDescription>{t('Workspace.more-settings-body')}</CardDescription>
        </CardHeader>
      </Card>
    </>
  );
}
