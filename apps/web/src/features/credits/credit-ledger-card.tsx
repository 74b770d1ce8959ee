import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, ChartIcon, EmptyState, Pager, Skeleton, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { Platform } from '../../lib/platform-badge.tsx';
import { QueryErrorAlert } from '../../lib/query-error-alert.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useReasonLabel } from './credit-labels.ts';

const PAGE_SIZE = 20;

/** The credit ledger, newest first, paged. */
export function CreditLedgerCard() {
  const { t } = useTranslation();
  const api = useTRPC();
  const format = useFormatters();
  const reasonLabel = useReasonLabel();
  const [page, setPage] = useState(1);
  const query = useQuery(api.credit.listLedger.queryOptions({ page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Credits.ledger-title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isError ? (
          <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />
        ) : query.data.entries.length === 0 ? (
          <EmptyState icon={<ChartIcon />} title={t('Credits.ledger-empty')} />
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('Credits.column-date')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('Credits.column-reason')}
                    </th>
                    <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                      {t('Credits.column-by')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('Credits.column-change')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.entries.map((entry) => (
                    <tr key={entry.id} className="border-b border-border last:border-0">
                      <td className="py-2.5 pr-3 whitespace-nowrap text-muted-foreground">{format.date(entry.createdAt)}</td>
                      <td className="py-2.5 pr-3">
                        {reasonLabel(entry.reason)}
                        {entry.channel && (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {t('Credits.ledger-channel', {
                              name: entry.channel.name,
                              handle: entry.channel.handle,
                              platform: t(`Platforms.${entry.channel.platform as Platform}`),
                            })}
                          </span>
                        )}
                      </td>
                      <td className="hidden py-2.5 pr-3 text-muted-foreground sm:table-cell">{entry.actorName ?? t('Credits.system')}</td>
                      <td
                        className={cn(
                          'py-2.5 text-right font-medium tabular-nums',
                          entry.delta > 0 ? 'text-grass-strong' : 'text-foreground',
                        )}
                      >
                        {entry.delta > 0 ? '+' : '−'}
                        {format.integer(Math.abs(entry.delta))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              onPageChange={setPage}
              statusLabel={(current, pages) => t('Credits.page-of', { page: current, pages })}
              previousLabel={t('Credits.previous')}
              nextLabel={t('Credits.next')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
