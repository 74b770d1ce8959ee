import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@creatorlens/ui';

import { useTRPC } from '../../lib/trpc.ts';
import { LicenseStatus } from './license-status.tsx';
import { ORG_ROLE_KEYS } from './organization-role.ts';
import { useSwitchOrganization } from './use-switch-organization.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';

/** The home page's list of the user's organisations with licence status and a switch action. */
export function OrganizationList() {
  const { t } = useTranslation();
  const api = useTRPC();
  const query = useQuery(api.user.getMyOrganizations.queryOptions());
  const { switchTo, switchingToId, isSwitching } = useSwitchOrganization();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Organizations.your-organisations')}</CardTitle>
        <CardDescription>{t('Organizations.your-organisations-description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AppQueryState
          query={query}
          loading={
            <div className="flex justify-center py-6">
              <Spinner className="text-muted-foreground" />
            </div>
          }
          empty={
            <div className="flex flex-col items-center gap-1 py-6 text-center">
              <p className="text-sm font-medium">{t('Organizations.none')}</p>
              <p className="text-sm text-muted-foreground">{t('Organizations.none-hint')}</p>
            </div>
          }
        >
          {(organizations) => (
            <ul className="-my-3 divide-y divide-border">
              {organizations.map((organization) => (
                <li key={organization.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <Avatar name={organization.name} src={organization.logo} size="md" shape="square" />
                    <div className="flex min-w-0 flex-col gap-1.5">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="truncate font-medium">{organization.name}</span>
                        <Badge tone="neutral">{t(ORG_ROLE_KEYS[organization.orgRole])}</Badge>
                      </div>
                      <LicenseStatus license={organization.license} />
                    </div>
                  </div>
                  <div className="shrink-0 sm:ml-auto">
                    {organization.isActive ? (
                      <Badge tone="primary" hasDot>
                        {t('Organizations.active-organisation')}
                      </Badge>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('Organizations.switch-to', { name: organization.name })}
                        isLoading={switchingToId === organization.id}
                        disabled={isSwitching}
                        onClick={() => switchTo(organization.id)}
                      >
                        {t('Organizations.switch')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}
