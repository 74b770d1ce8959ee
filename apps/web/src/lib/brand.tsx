import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '@creatorlens/ui';
import { LogoMark } from './logo-mark.tsx';

// Re-exported: the public landing imports the mark from logo-mark.tsx directly, so it does not load the router.
export { LogoMark };

/** The product name with its mark, linking home. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('Common.home-link')}
      className={cn('flex items-center gap-2 rounded-lg font-semibold tracking-tight text-foreground', focusRing)}
    >
      <LogoMark />
      <span className="text-[15px]">{t('Common.product-name')}</span>
    </Link>
  );
}
