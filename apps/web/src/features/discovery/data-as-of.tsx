import { useTranslation } from 'react-i18next';
import { cn } from '@creatorlens/ui';
import { FigureAgeBadge, useSourceLabel } from '../../lib/freshness.tsx';
import { useFormatters } from '../../lib/i18n.ts';

function useDataDate(dataAsOf: number | null, source: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  if (dataAsOf === null) return null;
  return {
    date: format.day(dataAsOf),
    title: t('DiscoveryData.data-as-of-title', { date: format.day(dataAsOf), source: sourceLabel(source) }),
  };
}

/** The "Data as of" cell of a result row: the day the figures were observed, its source on hover, and its age. */
export function DataAsOfCell({ dataAsOf, source }: { dataAsOf: number | null; source: string }) {
  const { t } = useTranslation();
  const date = useDataDate(dataAsOf, source);
  if (!date) return <span className="text-xs text-muted-foreground">{t('DiscoveryData.data-as-of-unknown')}</span>;
  return (
    <span className="inline-flex flex-col items-end gap-0.5 text-xs" title={date.title} data-testid="data-as-of">
      <time dateTime={new Date(dataAsOf!).toISOString()} className="tabular-nums">
        {date.date}
      </time>
      <FigureAgeBadge observedAt={dataAsOf} isShort />
    </span>
  );
}

/** The same under the name where the table is too narrow for the column ("Data as of 03/12/2022 · stale"). */
export function DataAsOfInline({ dataAsOf, source, className }: { dataAsOf: number | null; source: string; className?: string }) {
  const { t } = useTranslation();
  const date = useDataDate(dataAsOf, source);
  if (!date) return null;
  return (
    <span className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', className)} title={date.title}>
      <span className="truncate">
        {t('DiscoveryData.data-as-of')} {date.date}
      </span>
      <FigureAgeBadge observedAt={dataAsOf} isShort />
    </span>
  );
}
