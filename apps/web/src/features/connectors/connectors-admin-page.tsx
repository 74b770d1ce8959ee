import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, PencilIcon, Skeleton } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConnectorDialog } from './connector-dialog.tsx';
import type { ConnectorOverview } from './connector-form.ts';

/** /admin/connectors: credentials, endpoints and today's quota of each platform connector and OAuth provider. */
export function ConnectorsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('Connectors.admin-title'));
  const api = useTRPC();
  const query = useQuery(api.connector.listConnectors.queryOptions());
  const [editing, setEditing] = useState<ConnectorOverview | null>(null);

  return (
    <section aria-labelledby="admin-connectors-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <h2 id="admin-connectors-title" className="text-lg font-semibold">
          {t('Connectors.admin-title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('Connectors.admin-subtitle')}</p>
      </div>
      <AppQueryState
        query={query}
        loading={
          <div className="grid gap-3 lg:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-44" />
            ))}
          </div>
        }
      >
        {(connectors) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {connectors.map((connector) => (
              <ConnectorCard key={connector.connector} connector={connector} onEdit={() => setEditing(connector)} />
            ))}
          </ul>
        )}
      </AppQueryState>
      <ConnectorDialog connector={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function ConnectorCard({ connector, onEdit }: { connector: ConnectorOverview; onEdit: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const queryClient = useQueryClient();
  const name = t(`Connectors.name.${connector.connector}`);
  const test = useMutation({
    ...api.connector.testConnector.mutationOptions(),
    // The test call is accounted like any other: refresh today's figures.
    onSettled: () => queryClient.invalidateQueries({ queryKey: api.connector.listConnectors.queryKey() }),
  });
  const { quotaToday } = connector;
  const quota = connector.settings.dailyQuota;
  const headingId = `connector-${connector.connector}`;

  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4" aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={headingId} className="font-semibold">
              {name}
            </h3>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone={connector.kind === 'platform' ? 'sky' : 'primary'}>{t(`Connectors.kind-${connector.kind}`)}</Badge>
              <Badge tone={connector.isSecretSet ? 'grass' : 'warning'} hasDot>
                {connector.isSecretSet ? t('Connectors.secret-set') : t('Connectors.secret-missing')}
              </Badge>
            </div>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('Connectors.edit-label', { name })}>
              <PencilIcon size={14} aria-hidden />
              {t('Connectors.edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isLoading={test.isPending}
              onClick={() => test.mutate({ connector: connector.connector })}
              aria-label={t('Connectors.test-label', { name })}
            >
              {t('Connectors.test')}
            </Button>
          </div>
        </div>
        <dl
          className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs"
          aria-label={t('Connectors.settings-label', { name })}
        >
          {connector.fields.map((field) => {
            const value = connector.settings[field];
            return (
              <div key={field} className="contents">
                <dt className="text-muted-foreground">{t(`Connectors.field.${field}`)}</dt>
                <dd className="min-w-0 truncate font-mono" title={value === null || value === undefined ? undefined : String(value)}>
                  {value === null || value === undefined
                    ? t(field === 'dailyQuota' ? 'Connectors.no-limit' : 'Connectors.no-value')
                    : field === 'dailyQuota'
                      ? format.number(Number(value))
                      : String(value)}
                  {!connector.customised.includes(field) && value !== null && value !== undefined && (
                    <span className="ml-1 font-sans text-muted-foreground">({t('Connectors.default-value')})</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="text-xs text-muted-foreground">
          {quota
            ? t('Connectors.quota-today', {
                used: format.number(quotaToday.unitsUsed),
                quota: format.number(quota),
                requests: format.number(quotaToday.requests),
                throttled: format.number(quotaToday.throttled),
              })
            : t('Connectors.quota-today-unlimited', {
                used: format.number(quotaToday.unitsUsed),
                requests: format.number(quotaToday.requests),
                throttled: format.number(quotaToday.throttled),
              })}
        </p>
        <p role="status" className={test.data?.isOk ? 'text-sm text-grass-strong' : 'text-sm text-critical-strong'}>
          {test.data &&
            (test.data.isOk
              ? t('Connectors.test-ok', { message: test.data.message })
              : t('Connectors.test-failed', { kind: test.data.kind ?? '', message: test.data.message }))}
        </p>
      </Card>
    </li>
  );
}
