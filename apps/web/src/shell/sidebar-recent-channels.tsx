import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, ClockIcon, cn, ShowMoreList, SidebarSection, sidebarItemActiveClassName, sidebarItemClassName } from '@creatorlens/ui';
import { useAbility } from '../lib/ability.ts';
import { platformDot } from '../lib/platform-badge.tsx';
import { useChannelDraggable } from '../features/lists/index.ts';
import { onePerArtist, useRecentChannelIds } from '../lib/recent-channels.ts';
import { useTRPC, type RouterOutputs } from '../lib/trpc.ts';

/** Channels opened lately on this device (local key sidebar-recent-channels), newest first, 3 then show more. */
export function SidebarRecentChannels() {
  const { t } = useTranslation();
  const api = useTRPC();
  const ids = useRecentChannelIds();
  const canRead = useAbility().can('read', 'channel');
  const query = useQuery(
    api.channel.getChannelsByIds.queryOptions({ ids }, { enabled: canRead && ids.length > 0, placeholderData: (previous) => previous }),
  );
  const channels = ids.length === 0 ? [] : onePerArtist(query.data ?? []);

  return (
    <SidebarSection title={t('Shell.section-recent')} icon={<ClockIcon />}>
      <ShowMoreList
        label={t('Shell.section-recent')}
        items={channels}
        getKey={(channel) => channel.id}
        moreLabel={(count) => t('Shell.show-more', { count })}
        lessLabel={t('Shell.show-less')}
        empty={<p className="px-2 py-1 text-xs text-muted-foreground">{t('Shell.recent-empty')}</p>}
        renderItem={(channel) => <RecentChannelLink channel={channel} />}
      />
    </SidebarSection>
  );
}

type RecentChannel = RouterOutputs['channel']['getChannelsByIds'][number];

/** A recent channel row: opens the artist page, and drags onto campaigns, watchlists and tags in the sidebar. */
function RecentChannelLink({ channel }: { channel: RecentChannel }) {
  const { t } = useTranslation();
  const { ref, isDragging } = useChannelDraggable<HTMLAnchorElement>({
    getChannels: () => [{ id: channel.id, platform: channel.platform }],
    getPreviewLabel: () => channel.name,
  });
  return (
    <Link
      ref={ref}
      to="/$artistSlug"
      params={{ artistSlug: channel.artistSlug }}
      className={cn(sidebarItemClassName, isDragging && 'opacity-50')}
      activeProps={{ className: sidebarItemActiveClassName }}
    >
      <Avatar name={channel.name} src={channel.avatarUrl} size="xs" />
      <span className="min-w-0 flex-1 truncate">{channel.name}</span>
      <span
        aria-label={t(`Platforms.${channel.platform}`)}
        role="img"
        className={cn('size-2 shrink-0 rounded-full', platformDot[channel.platform])}
      />
    </Link>
  );
}
