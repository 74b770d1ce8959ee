import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { Badge } from '@creatorlens/ui';

/**
 * ▲ n / ▼ n against the previous run; "new" only for entries the previous run of the same chart did not list; "–" when
 * there is nothing to compare with (the first run); "=" when the place did not change.
 */
export function RankChange({ change, isNew }: { change: number | null; isNew: boolean }) {
  const { t } = useSiteTranslation();
  if (isNew) {
    return <Badge tone="sky">{t('Charts.new')}</Badge>;
  }
  if (change === null) {
    return (
      <span className="text-sm text-muted-foreground" title={t('Charts.rank-unknown')}>
        <span aria-hidden>–</span>
        <span className="sr-only">{t('Charts.rank-unknown')}</span>
      </span>
    );
  }
  if (change > 0) {
    return (
      <span
        className="inline-flex items-center gap-0.5 text-sm font-medium text-grass-strong tabular-nums"
        title={t('Charts.rank-up', { count: change })}
      >
        <span aria-hidden className="text-[10px]">
          ▲
        </span>
        <span aria-hidden>{change}</span>
        <span className="sr-only">{t('Charts.rank-up', { count: change })}</span>
      </span>
    );
  }
  if (change < 0) {
    return (
      <span
        className="inline-flex items-center gap-0.5 text-sm font-medium text-critical-strong tabular-nums"
        title={t('Charts.rank-down', { count: -change })}
      >
        <span aria-hidden className="text-[10px]">
          ▼
        </span>
        <span aria-hidden>{-change}</span>
        <span className="sr-only">{t('Charts.rank-down', { count: -change })}</span>
      </span>
    );
  }
  return (
    <span className="text-sm text-muted-foreground" title={t('Charts.rank-same')}>
      <span aria-hidden>=</span>
      <span className="sr-only">{t('Charts.rank-same')}</span>
    </span>
  );
}
