import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, DataTable, Skeleton, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

type QuotaRow = RouterOutputs['job']['getQuotaUsage'][number];

const REFRESH_MS = 15_000;

/** Today's quota use per platform connector against its configured daily limit (connector_quota_usage). */
export function JobQuotaPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const query = useQuery({ ...api.job.getQuotaUsage.queryOptions(), refetchInterval: REFRESH_MS });

  return (
    <section aria-labelledby="job-quota-title" className="flex flex-col gap-3">
      <h2 id="job-quota-title" className="text-lg font-semibold tracking-tight">
        {t('BackgroundJobs.quota-title')}
      </h2>
      <AppQueryState query={query} loading={<Skeleton className="h-40" />}>
        {(rows) => (
          <DataTable
            label={t('BackgroundJobs.quota-caption')}
            rows={rows}
            rowKey={(row) => row.connector}
            minWidthClassName="min-w-[640px]"
            columns={[
              {
                key: 'connector',
                header: t('BackgroundJobs.quota-connector'),
                className: 'font-medium',
                cell: (row) => (
                  <span className="flex items-center gap-2">
                    {t(`Platforms.${row.connector}`)}
                    {!row.hasCredentials && <Badge tone="neutral">{t('BackgroundJobs.quota-not-configured')}</Badge>}
                  </span>
                ),
              },
              { key: 'used', header: t('BackgroundJobs.quota-used'), cell: (row) => <QuotaUse row={row} /> },
              {
                key: 'requests',
                header: t('BackgroundJobs.quota-requests'),
                align: 'right',
                cell: (row) => format.integer(row.requests),
              },
              {
                key: 'throttled',
                header: t('BackgroundJobs.quota-throttled'),
                align: 'right',
                cell: (row) => format.integer(row.throttled),
              },
              {
                key: 'queued',
                header: t('BackgroundJobs.quota-queued'),
                align: 'right',
                cell: (row) => format.integer(row.queuedRefreshes),
              },
            ]}
          />
        )}
      </AppQueryState>
    </section>
  );
}

/** Units used against the daily limit, as text, a meter for screen readers and a bar that turns amber, then red. */
function QuotaUse({ row }: { row: QuotaRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = row.dailyQuota ? Math.min(1, row.unitsUsed / row.dailyQuota) : 0;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <span className="tabular-nums">
        {format.integer(row.unitsUsed)} / {row.dailyQuota === null ? t('BackgroundJobs.quota-unlimited') : format.integer(row.dailyQuota)}
      </span>
      {row.dailyQuota !== null && (
        <meter
          className="sr-only"
          min={0}
          max={row.dailyQuota}
          value={row.unitsUsed}
          aria-label={t('BackgroundJobs.quota-meter-label', {
            connector: t(`Platforms.${row.connector}`),
            used: row.unitsUsed,
            limit: row.dailyQuota,
          })}
        />
      )}
      {row.dailyQuota !== null && (
        <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
          <span
            className={cn('block h-full rounded-full', share >= 0.9 ? 'bg-critical' : share >= 0.7 ? 'bg-warning-strong' : 'bg-primary')}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
      )}
    </div>
  );
}
