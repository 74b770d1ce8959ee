import { Suspense, lazy, useState } from 'react';
import { Button, cn } from '@creatorlens/ui';
import { SearchIcon } from './site-icons.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

/** Spec §4/§9: the box collapses 250 ms after its input loses focus (time to click a result). */
export const SEARCH_COLLAPSE_DELAY_MS = 250;

const loadBox = () => import('./site-search-box.tsx');
const SiteSearchBox = lazy(() => loadBox().then((module) => ({ default: module.SiteSearchBox })));

/**
 * The header's search: a button that expands into the search box with autofocus. The box (input, results, the
 * public creator search) is fetched when the visitor reaches for the button, so the first paint does not carry it.
 */
export function SiteSearch({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const { t } = useSiteTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('Site.search-open')}
      title={t('Site.search-open')}
      onPointerEnter={() => void loadBox()}
      onFocus={() => void loadBox()}
      onClick={() => setIsExpanded(true)}
      className={cn(isFullWidth && 'w-full justify-start')}
      data-testid="site-search-button"
    >
      <SearchIcon size={16} />
      {isFullWidth && <span>{t('Site.search-open')}</span>}
    </Button>
  );
  if (!isExpanded) return button;
  return (
    <Suspense fallback={button}>
      <SiteSearchBox isFullWidth={isFullWidth} onCollapse={() => setIsExpanded(false)} />
    </Suspense>
  );
}
