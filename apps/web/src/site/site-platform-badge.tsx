import { cn } from '@creatorlens/ui';
import type { PublicCreatorHit } from './use-public-creator-search.ts';
import { useSiteTranslation } from './site-i18n-context.tsx';

// The platforms' brand colours, as in the app's PlatformBadge (lib/platform-badge.tsx), which needs i18next.
const DOT: Record<PublicCreatorHit['platform'], string> = {
  instagram: 'bg-instagram',
  tiktok: 'bg-tiktok dark:bg-foreground',
  youtube: 'bg-youtube',
  twitch: 'bg-twitch',
  snapchat: 'bg-snapchat',
};

/** A platform label with its colour dot, for the header search's results. */
export function SitePlatformBadge({ platform }: { platform: PublicCreatorHit['platform'] }) {
  const { t } = useSiteTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-foreground">
      <span aria-hidden className={cn('size-2 rounded-full', DOT[platform])} />
      {t(`Platforms.${platform}`)}
    </span>
  );
}
