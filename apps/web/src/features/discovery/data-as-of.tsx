import { useTranslation } from 'react-i18next';
import { figureAge, type FigureAge } from '@creatorlens/contracts';
import { Badge, cn } from '@creatorlens/ui';
import { useSourceLabel } from '../../lib/freshness.tsx';
import { useFormatters } from '../../lib/i18n.ts';
import { useNow } from '../../lib/use-now.ts';

const AGE_TONE = { aging: 'warning', stale: 'critical' } as const;

/** "aging" (3–12 months) or "stale" (a year or more) beside a data date, relative to today (contracts figureAge). */
function AgeBadge({ age }: { age: FigureAge }) {
  const { t } = useTranslation();
  if (age !== 'aging' && age !== 'stale') return null;
  return (
    <Badge
      tone={AGE_TONE[age]}
      className="shrink-0 px-1.5 py-0 text-[11px]"
      title={t(`DiscoveryData.data-age-${age}-title`)}
      data-testid="data-age"
      data-age={age}
    >
      {t(`DiscoveryData.data-age-${age}`)}
    </Badge>
  );
}

function useDataDate(dataAsOf: number | null, source: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sourceLabel = useSourceLabel();
  // Hourly is plenty: ages change by days.
  const now = useNow(60 * 60_000);
  if (dataAsOf === null) return null;
  return {
    date: format.day(dataAsOf),
    title: t('DiscoveryData.data-as-of-title', { date: format.day(dataAsOf), source: sourceLabel(source) }),
    age: figureAge(dataAsOf, now),
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
      <AgeBadge age={date.age} />
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
      <AgeBadge age={date.age} />
    </span>
  );
}
