import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, TrashIcon, cn, focusRing } from '@creatorlens/ui';
import { useChannelDraggable } from './channel-drag.ts';
import { useFormatters } from '../../lib/i18n.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { AddToMenu } from './add-to-menu.tsx';
import { formatHandle } from '../../lib/format-handle.ts';

export type ListChannel = RouterOutputs['watchlist']['getWatchlist']['channels'][number];

export interface ListChannelTableProps {
  channels: ListChannel[];
  /** Shows the "change since added" and "added" columns (manual watchlists, tags). */
  showsChangeSinceAdded: boolean;
  onRemove?: ((channel: ListChannel) => void) | undefined;
}

/** The channels of a watchlist or tag with their figures; each row drags onto the sidebar or has "Add to…". */
export function ListChannelTable({ channels, showsChangeSinceAdded, onRemove }: ListChannelTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full min-w-[720px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('Lists.channel')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Lists.followers')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Lists.engagement')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('Lists.growth-30d')}
            </th>
            {showsChangeSinceAdded && (
              <>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('Lists.change-since-added')}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  {t('Lists.added')}
                </th>
              </>
            )}
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t('Lists.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {channels.map((channel) => (
            <ChannelRow key={channel.channelId} channel={channel} showsChangeSinceAdded={showsChangeSinceAdded} onRemove={onRemove} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChannelRow({ channel, showsChangeSinceAdded, onRemove }: { channel: ListChannel } & Omit<ListChannelTableProps, 'channels'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('Common.not-available');
  const toDrag = () => [{ id: channel.channelId, platform: channel.platform }];
  const { ref, isDragging } = useChannelDraggable<HTMLTableRowElement>({
    getChannels: toDrag,
    getPreviewLabel: (count) => t('Lists.drag-channels', { count }),
  });
  const change = channel.followersChange;
  return (
    <tr ref={ref} data-channel-id={channel.channelId} className={cn('cursor-grab hover:bg-muted/40', isDragging && 'opacity-50')}>
      <td className="max-w-[260px] px-3 py-2.5">
        <div className="flex items-center gap-3">
          <Avatar name={channel.name} src={channel.avatarUrl} size="md" />
          <div className="flex min-w-0 flex-col">
            <Link
              to="/$artistSlug"
              params={{ artistSlug: channel.artistSlug }}
              draggable={false}
              className={cn('truncate rounded font-medium hover:underline', focusRing)}
            >
              {channel.name}
            </Link>
            <span className="flex items-center gap-2 truncate text-xs text-muted-foreground">
              {formatHandle(channel.handle)}
              <PlatformBadge platform={channel.platform} className="scale-90" />
            </span>
          </div>
        </div>
      </td>
      <td className="px-3 py-2.5 text-right tabular-nums">{channel.followers === null ? none : format.number(channel.followers)}</td>
      <td className="px-3 py-2.5 text-right tabular-nums">
        {channel.engagementRate === null ? none : format.percent(channel.engagementRate)}
      </td>
      <td className="px-3 py-2.5 text-right tabular-nums">
        {channel.followers30dGrowth === null ? none : format.percent(channel.followers30dGrowth)}
      </td>
      {showsChangeSinceAdded && (
        <>
          <td
            className={cn(
              'px-3 py-2.5 text-right tabular-nums',
              change !== null && change > 0 && 'text-grass-strong',
              change !== null && change < 0 && 'text-critical-strong',
            )}
          >
            {change === null ? none : `${change > 0 ? '+' : ''}${format.number(change)}`}
          </td>
          <td className="px-3 py-2.5 text-right whitespace-nowrap text-muted-foreground">
            {channel.addedAt === null ? none : format.date(channel.addedAt)}
          </td>
        </>
      )}
      <td className="px-3 py-2.5">
        <div className="flex items-center justify-end gap-1">
          <AddToMenu getChannels={toDrag} count={1} variant="ghost" />
          {onRemove && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Lists.remove-channel', { name: channel.name })}
              onClick={() => onRemove(channel)}
            >
              <TrashIcon size={14} />
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
