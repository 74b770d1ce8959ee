import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, DataTable, NativeSelect, Skeleton, type BadgeTone } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { IMPORT_TABLE_ROWS } from './import-limits.ts';

type ImportView = RouterOutputs['import']['getImport'];
type Status = ImportView['rows'][number]['status'];

const STATUS_TONE: Record<Status, BadgeTone> = { matched: 'grass', created: 'sky', invalid: 'critical' };
const DOT: Partial<Record<BadgeTone, string>> = {
  grass: 'size-2 rounded-full bg-grass-strong',
  sky: 'size-2 rounded-full bg-sky-strong',
  critical: 'size-2 rounded-full bg-critical',
};

/** The finished import: counts per result and the per-row table, filterable to the invalid rows. */
export function ImportResults({ jobId, summary }: { jobId: string; summary: NonNullable<ImportView['summary']> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const [filter, setFilter] = useState<'all' | 'invalid'>(summary.invalid > 0 ? 'invalid' : 'all');
  const rows = useQuery({
    ...api.import.getImport.queryOptions({
      jobId,
      limit: IMPORT_TABLE_ROWS,
      ...(filter === 'invalid' ? { status: 'invalid' as const } : {}),
    }),
    // Switching the filter dims the rows shown until the other set arrives, instead of emptying the table.
    placeholderData: keepPreviousData,
  });
  const counts: [string, number, BadgeTone][] = [
    ['Imports.summary-matched', summary.matched, 'grass'],
    ['Imports.summary-created', summary.created, 'sky'],
    ['Imports.summary-invalid', summary.invalid, 'critical'],
  ];

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="import-results">
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(([key, value, tone]) => (
          <div key={key} className="rounded-lg border border-border px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(key as 'Imports.summary-matched')}</dt>
            <dd className="flex items-center gap-2 text-lg font-semibold tabular-nums">
              <span aria-hidden className={DOT[tone]} />
              {format.integer(value)}
            </dd>
          </div>
        ))}
      </dl>
      {summary.created > 0 && <p className="text-xs text-muted-foreground">{t('Imports.created-hint')}</p>}
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">{t('Imports.summary-total', { count: summary.total })}</span>
        <NativeSelect
          aria-label={t('Imports.filter-label')}
          value={filter}
          onChange={(event) => setFilter(event.target.value === 'invalid' ? 'invalid' : 'all')}
          className="w-auto"
        >
          <option value="all">{t('Imports.filter-all')}</option>
          <option value="invalid">{t('Imports.filter-invalid')}</option>
        </NativeSelect>
      </div>
      <AppQueryState
        query={rows}
        loading={<Skeleton className="h-32 w-full" />}
        empty={<p className="px-3 py-4 text-sm text-muted-foreground">{t('Imports.no-rows')}</p>}
        isEmpty={(view) => view.rows.length === 0}
      >
        {(view) => (
          <>
            <DataTable
              rows={view.rows}
              rowKey={(row) => String(row.rowNumber)}
              isFetching={rows.isPlaceholderData}
              minWidthClassName=""
              maxHeightClassName="max-h-64"
              rowClassName={() => 'align-top'}
              columns={[
                {
                  key: 'row',
                  header: t('Imports.column-row'),
                  className: 'tabular-nums text-muted-foreground',
                  cell: (row) => row.rowNumber,
                },
                { key: 'input', header: t('Imports.column-input'), className: 'max-w-48 break-all', cell: (row) => row.input },
                {
                  key: 'result',
                  header: t('Imports.column-result'),
                  cell: (row) => (
                    <div className="flex flex-col items-start gap-1">
                      <Badge tone={STATUS_TONE[row.status]}>{t(`Imports.status-${row.status}`)}</Badge>
                      {row.reason && <span className="text-xs text-muted-foreground">{t(`Imports.reason-${row.reason}`)}</span>}
                    </div>
                  ),
                },
              ]}
            />
            {view.rowCount > view.rows.length && (
              <p className="text-xs text-muted-foreground">{t('Imports.more-rows', { shown: view.rows.length, count: view.rowCount })}</p>
            )}
          </>
        )}
      </AppQueryState>
    </div>
  );
}
