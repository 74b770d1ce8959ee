import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '@creatorlens/ui';
import { DISCOVERY_PLATFORMS, type DiscoveryPlatform } from '../../lib/api-contract.ts';
import { platformDot } from '../../lib/platform-badge.tsx';

/** Links to the four creator discoveries, styled as tabs; the current one is marked with aria-current. */
export function PlatformTabs({ current }: { current: DiscoveryPlatform }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Discovery.platform-tabs')} className="-mb-px flex gap-1 overflow-x-auto border-b border-border">
      {DISCOVERY_PLATFORMS.map((platform) => {
        const isCurrent = platform === current;
        return (
          <Link
            key={platform}
            to="/discovery/$platform"
            params={{ platform }}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-t-md border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              isCurrent
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              focusRing,
            )}
          >
            <span aria-hidden className={cn('size-2 rounded-full', platformDot[platform])} />
            {t(`Platforms.${platform}`)}
          </Link>
        );
      })}
    </nav>
  );
}
