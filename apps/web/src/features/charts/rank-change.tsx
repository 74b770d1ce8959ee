import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { Badge } from '@creatorlens/ui';

/** ▲ n / ▼ n against the previous period, "new" for entries that were not listed before. */
export function RankChange({ change, previousRank }: { change: number | null; previousRank: number | null }) {
  const { t } = useSiteTranslation();
  if (previousRank === null || change === null) {
    return <Badge tone="sky">{t('Charts.new')}</Badge>;
  }
  if (change > 0) {
    return (
      <span className="inline-flex items-center gap-0.5 text-sm font-medium text-grass-strong tabular-nums" title={t('Charts.rank-up', { count: change })}>
        <span aria-hidden className="text-[10px]">▲</span>
        <span aria-hidden>{change}</span>
        <span className="sr-only">{t('Charts.rank-up', { count: change })}</span>
      </span>
    );
  }
  if (change < 0) {
    return (
      <span className="inline-flex items-center gap-0.5 text-sm font-medium text-critical-strong tabular-nums" title={t('Charts.rank-down', { count: -change })}>
        <span aria-hidden className="text-[10px]">▼</span>
        <span aria-hidden>{-change}</span>
        <span className="sr-only">{t('Charts.rank-down', { count: -change })}</span>
      </span>
    );
  }
  return (
    <span className="text-sm text-muted-foreground" title={t('Charts.rank-same')}>
      <span aria-hidden>–</span>
      <span className="sr-only">{t('Charts.rank-same')}</span>
    </span>
  );
}
