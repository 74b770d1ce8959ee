import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, DataTable, TrashIcon, cn, focusRing, type DataTableColumn, type DataTableRowProps } from '@creatorlens/ui';
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

const channelsOf = (channel: ListChannel) => [{ id: channel.channelId, platform: channel.platform }];

/** The channels of a watchlist or tag with their figures; each row drags onto the sidebar or has "Add to…". */
export function ListChannelTable({ channels, showsChangeSinceAdded, onRemove }: ListChannelTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('Common.not-available');
  const figure = (value: number | null, show: (value: number) => string) => (value === null ? none : show(value));

  const columns: DataTableColumn<ListChannel>[] = [
    { key: 'channel', header: t('Lists.channel'), className: 'max-w-[260px]', cell: (channel) => <ChannelName channel={channel} /> },
    { key: 'followers', header: t('Lists.followers'), align: 'right', cell: (c) => figure(c.followers, format.number) },
    { key: 'engagement', header: t('Lists.engagement'), align: 'right', cell: (c) => figure(c.engagementRate, format.percent) },
    { key: 'growth', header: t('Lists.growth-30d'), align: 'right', cell: (c) => figure(c.followers30dGrowth, format.percent) },
    ...(showsChangeSinceAdded
      ? ([
          {
            key: 'change',
            header: t('Lists.change-since-added'),
            align: 'right',
            cell: (c) => <FollowerChange change={c.followersChange} none={none} />,
          },
          {
            key: 'added',
            header: t('Lists.added'),
            align: 'right',
            className: 'whitespace-nowrap text-muted-foreground',
            cell: (c) => figure(c.addedAt, format.date),
          },
        ] satisfies DataTableColumn<ListChannel>[])
      : []),
    {
      key: 'actions',
      header: t('Lists.remove'),
      isHeaderHidden: true,
      cell: (channel) => (
        <div className="flex items-center justify-end gap-1">
          <AddToMenu getChannels={() => channelsOf(channel)} count={1} variant="ghost" />
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
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={channels}
      rowKey={(channel) => channel.channelId}
      rowComponent={DraggableChannelRow}
      minWidthClassName="min-w-[720px]"
    />
  );
}

/** A row that drags its channel onto the sidebar's campaigns, watchlists and tags ("Add to…" is the keyboard way). */
function DraggableChannelRow({ row: channel, className, children }: DataTableRowProps<ListChannel>) {
  const { t } = useTranslation();
  const { ref, isDragging } = useChannelDraggable<HTMLTableRowElement>({
    getChannels: () => channelsOf(channel),
    getPreviewLabel: (count) => t('Lists.drag-channels', { count }),
  });
  return (
    <tr ref={ref} data-channel-id={channel.channelId} className={cn(className, 'cursor-grab', isDragging && 'opacity-50')}>
      {children}
    </tr>
  );
}

function ChannelName({ channel }: { channel: ListChannel }) {
  return (
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
  );
}

function FollowerChange({ change, none }: { change: number | null; none: string }) {
  const format = useFormatters();
  if (change === null) return none;
  return (
    <span className={cn(change > 0 && 'text-grass-strong', change < 0 && 'text-critical-strong')}>
      {`${change > 0 ? '+' : ''}${format.number(change)}`}
    </span>
  );
}
