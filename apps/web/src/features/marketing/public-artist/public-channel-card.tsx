import { useTranslation } from 'react-i18next';
import { Avatar, Card, ExternalLinkIcon } from '@creatorlens/ui';
import { PlatformBadge } from '../../../lib/platform-badge.tsx';
import { PublicChannelGrowth } from './public-channel-growth.tsx';
import { PublicChannelKpis } from './public-channel-kpis.tsx';
import { PLATFORM_NAMES, type PublicChannel } from './public-artist-types.ts';
import { PublicTopPosts } from './public-top-posts.tsx';
import { ObservedNote } from '../../../lib/freshness.tsx';
import { formatHandle } from '../../../lib/format-handle.ts';

/** One channel on the public artist page: identity, KPIs, follower growth and top posts. */
export function PublicChannelCard({ channel }: { channel: PublicChannel }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="public-channel" data-platform={channel.platform}>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={channel.name} src={channel.avatarUrl} size="md" />
        {/* At least 10rem for the name: on phones the badge and profile link wrap below instead of squeezing it. */}
        <div className="flex min-w-0 flex-1 basis-40 flex-col">
          <h2 className="truncate font-semibold">{channel.name}</h2>
          {formatHandle(channel.handle) && <p className="truncate text-sm text-muted-foreground">{formatHandle(channel.handle)}</p>}
        </div>
        <div className="flex items-center gap-3">
          <PlatformBadge platform={channel.platform} />
          {channel.url && (
            <a
              href={channel.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t('SiteArtist.open-profile', { platform: PLATFORM_NAMES[channel.platform] })}
              <ExternalLinkIcon size={14} aria-hidden />
              <span className="sr-only">{t('Site.opens-new-tab')}</span>
            </a>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <PublicChannelKpis channel={channel} />
        <ObservedNote
          dataAsOf={channel.dataAsOf}
          source={channel.source}
          hasFollowers={channel.followers !== null}
          testId="public-channel-observed"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PublicChannelGrowth channel={channel} />
        <PublicTopPosts channel={channel} />
      </div>
    </Card>
  );
}
