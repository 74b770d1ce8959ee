import { useTranslation } from 'react-i18next';
import type { Platform } from '@creatorlens/contracts';
import { cn } from '@creatorlens/ui';

export type { Platform };

/** The platform's brand colour as a background class (dots, legends). */
export const platformDot: Record<Platform, string> = {
  instagram: 'bg-instagram',
  tiktok: 'bg-tiktok dark:bg-foreground',
  youtube: 'bg-youtube',
  twitch: 'bg-twitch',
  snapchat: 'bg-snapchat',
};

export function PlatformBadge({ platform, className }: { platform: Platform; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', platformDot[platform])} />
      {t(`Platforms.${platform}`)}
    </span>
  );
}
