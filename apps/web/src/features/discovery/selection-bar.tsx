import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ChartIcon } from '@creatorlens/ui';
import type { Platform } from '../../lib/platform-badge.tsx';
import { AddToMenu } from '../../lib/lists/add-to-menu.tsx';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;

/** Sticky bar while channels are selected: count, compare (2–6), clear. */
export function SelectionBar({ ids, platform, onClear }: { ids: string[]; platform: Platform; onClear: () => void }) {
  const { t } = useTranslation();
  if (ids.length === 0) return null;
  const canCompare = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  return (
    <div
      role="region"
      aria-label={t('Discovery.selected', { count: ids.length })}
      className="sticky bottom-4 z-20 mx-auto flex w-full max-w-2xl items-center gap-3 rounded-xl border border-border bg-surface/95 px-4 py-3 shadow-popover backdrop-blur"
    >
      <span className="text-sm font-semibold" aria-live="polite">
        {t('Discovery.selected', { count: ids.length })}
      </span>
      {!canCompare && <span className="hidden text-xs text-muted-foreground sm:inline">{t('Discovery.compare-hint')}</span>}
      <div className="ml-auto flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('Discovery.clear-selection')}
        </Button>
        <AddToMenu count={ids.length} getChannels={() => ids.map((id) => ({ id, platform }))} />
        {canCompare ? (
          <Button asChild size="sm">
            <Link to="/discovery/compare" search={{ ids: ids.join(',') }}>
              <ChartIcon size={14} />
              {t('Discovery.compare')}
            </Link>
          </Button>
        ) : (
          <Button size="sm" disabled title={t('Discovery.compare-hint')}>
            <ChartIcon size={14} />
            {t('Discovery.compare')}
          </Button>
        )}
      </div>
    </div>
  );
}
