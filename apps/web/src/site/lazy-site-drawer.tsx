import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from '@creatorlens/ui';
import { MenuIcon } from './site-icons.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

const loadDrawer = () => import('./site-drawer.tsx');
const SiteDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SiteDrawer })));

/**
 * The mobile menu button. The drawer (dialog, accordion, search) is its own chunk, fetched when the visitor reaches for
 * the button, so the first paint of every public page does not carry it.
 */
export function LazySiteDrawer({ authActions }: { authActions: ReactNode }) {
  const { t } = useSiteTranslation();
  const [isRequested, setIsRequested] = useState(false);
  const placeholder = (
    <Button
      variant="ghost"
      size="sm"
      className="lg:hidden"
      aria-label={t('Site.open-menu')}
      data-testid="site-drawer-open"
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => setIsRequested(true)}
    >
      <MenuIcon />
    </Button>
  );
  if (!isRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteDrawer authActions={authActions} isInitiallyOpen />
    </Suspense>
  );
}
