import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { readRecentChannelIds } from '../../lib/recent-channels.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PlatformBadge } from '../../lib/platform-badge.tsx';

/** Channels opened lately on this device (local list `sidebar-recent-channels`); hidden when there are none. */
export function RecentChannelsCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  // Read once per mount: the list only changes on other pages.
  const [ids] = useState(readRecentChannelIds);
  const query = useQuery(api.channel.getChannelsByIds.queryOptions({ ids }, { enabled: ids.length > 0 }));
  const channels = query.data ?? [];
  if (channels.length === 0) return null;

  // The API may return them in any order; show the most recent first.
  const order = new Map(ids.map((id, index) => [id, index]));
  const sorted = [...channels].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t('Home.recent-channels')}</CardTitle>
        <CardDescription>{t('Home.recent-channels-description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="-my-2 divide-y divide-border">
          {sorted.map((channel) => (
            <li key={channel.id} className="flex items-center gap-3 py-2.5">
              <Avatar name={channel.name} src={channel.avatarUrl} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{channel.name}</span>
                <span className="truncate text-xs text-muted-foreground">@{channel.handle}</span>
              </div>
              {channel.followers !== null && (
                <span className="text-sm tabular-nums text-muted-foreground">{format.number(channel.followers)}</span>
              )}
              <PlatformBadge platform={channel.platform} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
