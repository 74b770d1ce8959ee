import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ChartIcon, useToastClearance } from '@creatorlens/ui';
import type { Platform } from '../../lib/platform-badge.tsx';
import { AddToMenu } from '../lists/index.ts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;

/** Sticky bar while channels are selected: count, compare (2–6), clear. */
export function SelectionBar({ ids, platform, onClear }: { ids: string[]; platform: Platform; onClear: () => void }) {
  const { t } = useTranslation();
  // Toasts (e.g. "3 channels added to …") stack above the bar instead of covering its buttons.
  const clearanceRef = useToastClearance<HTMLDivElement>();
  if (ids.length === 0) return null;
  const canCompare = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  return (
    <div
      ref={clearanceRef}
      role="region"
      aria-label={t('Discovery.selected', { count: ids.length })}
      data-testid="selection-bar"
      // Wraps on a phone (count above, buttons below) instead of pushing "Compare" off the screen.
      className="sticky bottom-4 z-20 mx-auto flex w-full max-w-2xl flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface/95 px-4 py-3 shadow-popover backdrop-blur"
    >
      <span className="text-sm font-semibold whitespace-nowrap" aria-live="polite">
        {t('Discovery.selected', { count: ids.length })}
      </span>
      {!canCompare && <span className="hidden text-xs text-muted-foreground sm:inline">{t('Discovery.compare-hint')}</span>}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        {t('Discovery.clear-selection')}
      </Button>
      {/* A row of its own on a phone, beside "Clear selection" from sm up. */}
      <div className="flex basis-full items-center justify-end gap-2 sm:basis-auto">
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
