import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Skeleton, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC } from '../../lib/trpc.ts';

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
      {query.isError && !query.data ? (
        <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
          <table className="w-full min-w-[640px] border-collapse text-sm">
            <caption className="sr-only">{t('BackgroundJobs.quota-caption')}</caption>
            <thead>
              <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
                <th scope="col" className="px-4 py-2.5 font-medium">
                  {t('BackgroundJobs.quota-connector')}
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  {t('BackgroundJobs.quota-used')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('BackgroundJobs.quota-requests')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('BackgroundJobs.quota-throttled')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('BackgroundJobs.quota-queued')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {query.data.map((row) => {
                const share = row.dailyQuota ? Math.min(1, row.unitsUsed / row.dailyQuota) : 0;
                const name = t(`Platforms.${row.connector}`);
                return (
                  <tr key={row.connector}>
                    <th scope="row" className="px-4 py-2.5 text-left font-medium">
                      <span className="flex items-center gap-2">
                        {name}
                        {!row.hasCredentials && <Badge tone="neutral">{t('BackgroundJobs.quota-not-configured')}</Badge>}
                      </span>
                    </th>
                    <td className="px-3 py-2.5">
                      <div className="flex min-w-48 flex-col gap-1">
                        <span className="tabular-nums">
                          {format.integer(row.unitsUsed)} /{' '}
                          {row.dailyQuota === null ? t('BackgroundJobs.quota-unlimited') : format.integer(row.dailyQuota)}
                        </span>
                        {row.dailyQuota !== null && (
                          <meter
                            className="sr-only"
                            min={0}
                            max={row.dailyQuota}
                            value={row.unitsUsed}
                            aria-label={t('BackgroundJobs.quota-meter-label', {
                              connector: name,
                              used: row.unitsUsed,
                              limit: row.dailyQuota,
                            })}
                          />
                        )}
                        {row.dailyQuota !== null && (
                          <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
                            <span
                              className={cn(
                                'block h-full rounded-full',
                                share >= 0.9 ? 'bg-critical' : share >= 0.7 ? 'bg-warning-strong' : 'bg-primary',
                              )}
                              style={{ width: `${Math.round(share * 100)}%` }}
                            />
                          </span>
                        )}
                      </div>
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{format.integer(row.requests)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{format.integer(row.throttled)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{format.integer(row.queuedRefreshes)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
