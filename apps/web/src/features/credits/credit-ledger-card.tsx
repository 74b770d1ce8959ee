import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, ChartIcon, DataTable, EmptyState, Skeleton, cn } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import type { Platform } from '../../lib/platform-badge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useReasonLabel } from './credit-labels.ts';
import { AppPager } from '../../lib/app-pager.tsx';

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
        <AppQueryState
          query={query}
          loading={<Skeleton className="h-48 w-full" />}
          empty={<EmptyState icon={<ChartIcon />} title={t('Credits.ledger-empty')} />}
          isEmpty={(result) => result.entries.length === 0}
        >
          {(result) => (
            <>
              <DataTable
                label={t('Credits.ledger-title')}
                rows={result.entries}
                rowKey={(entry) => entry.id}
                isFetching={query.isPlaceholderData}
                minWidthClassName=""
                columns={[
                  {
                    key: 'date',
                    header: t('Credits.column-date'),
                    className: 'whitespace-nowrap text-muted-foreground',
                    cell: (entry) => format.date(entry.createdAt),
                  },
                  {
                    key: 'reason',
                    header: t('Credits.column-reason'),
                    cell: (entry) => (
                      <>
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
                      </>
                    ),
                  },
                  {
                    key: 'by',
                    header: t('Credits.column-by'),
                    className: 'text-muted-foreground max-sm:hidden',
                    cell: (entry) => entry.actorName ?? t('Credits.system'),
                  },
                  {
                    key: 'change',
                    header: t('Credits.column-change'),
                    align: 'right',
                    className: 'whitespace-nowrap',
                    cell: (entry) => (
                      <span className={cn('font-medium', entry.delta > 0 ? 'text-grass-strong' : 'text-foreground')}>
                        {entry.delta > 0 ? '+' : '−'}
                        {format.integer(Math.abs(entry.delta))}
                      </span>
                    ),
                  },
                ]}
              />
              <AppPager page={page} pageSize={PAGE_SIZE} total={result.total} onPageChange={setPage} />
            </>
          )}
        </AppQueryState>
      </CardContent>
    </Card>
  );
}
