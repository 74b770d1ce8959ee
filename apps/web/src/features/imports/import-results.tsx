import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, NativeSelect, type BadgeTone } from '@creatorlens/ui';
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
  const rows = useQuery(
    api.import.getImport.queryOptions({ jobId, limit: IMPORT_TABLE_ROWS, ...(filter === 'invalid' ? { status: 'invalid' as const } : {}) }),
  );
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
      <div className="max-h-64 overflow-auto rounded-lg border border-border">
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="px-3 py-2 font-medium">
                {t('Imports.column-row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('Imports.column-input')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('Imports.column-result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(rows.data?.rows ?? []).map((row) => (
              <tr key={row.rowNumber} className="border-b border-border last:border-0 align-top">
                <td className="px-3 py-2 tabular-nums text-muted-foreground">{row.rowNumber}</td>
                <td className="max-w-48 px-3 py-2 break-all">{row.input}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-col items-start gap-1">
                    <Badge tone={STATUS_TONE[row.status]}>{t(`Imports.status-${row.status}`)}</Badge>
                    {row.reason && <span className="text-xs text-muted-foreground">{t(`Imports.reason-${row.reason}`)}</span>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.data && rows.data.rows.length === 0 && <p className="px-3 py-4 text-sm text-muted-foreground">{t('Imports.no-rows')}</p>}
      </div>
      {rows.data && rows.data.rowCount > rows.data.rows.length && (
        <p className="text-xs text-muted-foreground">
          {t('Imports.more-rows', { shown: rows.data.rows.length, count: rows.data.rowCount })}
        </p>
      )}
    </div>
  );
}
