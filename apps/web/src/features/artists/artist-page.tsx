import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Tabs, TabsContent, TabsList, TabsTrigger, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { rememberRecentChannels } from '../../lib/recent-channels.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChannelAnalytics } from './channel-analytics.tsx';
import { ChannelCard, type Channel } from './channel-card.tsx';
import { PlatformBadge, platformDot } from '../../lib/platform-badge.tsx';

export type ArtistWithChannels = RouterOutputs['artist']['getArtistBySlug'];

/**
 * `notes` (organisation notes such as CRM values and comments) and `renderChannelExtras` (per-channel notes
 * under the channel card) are slots the route fills: features do not import each other.
 */
export function ArtistPage({
  data,
  notes,
  renderChannelExtras,
}: {
  data: ArtistWithChannels;
  notes?: ReactNode;
  renderChannelExtras?: (channel: Channel) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { artist, channels } = data;
  useDocumentTitle(artist.name);

  const channelIds = channels.map((channel) => channel.id).join(',');
  useEffect(() => {
    if (channelIds) rememberRecentChannels(channelIds.split(','));
  }, [channelIds]);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={artist.name} src={artist.image} size="xl" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="truncate text-3xl font-semibold tracking-tight">{artist.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {artist.country && <span>{format.country(artist.country)}</span>}
            {artist.country && <span aria-hidden>·</span>}
            <span>{t('Artists.channel-count', { count: channels.length })}</span>
            <span className="flex flex-wrap gap-1.5 sm:ml-2">
              {[...new Set(channels.map((channel) => channel.platform))].map((platform) => (
                <PlatformBadge key={platform} platform={platform} />
              ))}
            </span>
          </div>
        </div>
      </header>

      <section aria-labelledby="artist-channels" className="flex flex-col gap-4">
        <h2 id="artist-channels" className="text-lg font-semibold tracking-tight">
          {t('Artists.channels')}
        </h2>
        {channels.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            {t('Artists.no-channels')}
          </p>
        ) : (
          <Tabs defaultValue={channels[0]?.id}>
            {channels.length > 1 && (
              <TabsList aria-label={t('Analytics.channel-tabs')} className="mb-4">
                {channels.map((channel) => (
                  <TabsTrigger key={channel.id} value={channel.id}>
                    <span aria-hidden className={cn('size-2 rounded-full', platformDot[channel.platform])} />
                    <span className="max-w-48 truncate">{channel.name}</span>
                    <span className="text-xs text-muted-foreground">{t(`Platforms.${channel.platform}`)}</span>
                  </TabsTrigger>
                ))}
              </TabsList>
            )}
            {channels.map((channel) => (
              <TabsContent key={channel.id} value={channel.id}>
                <div className="grid items-start gap-6 xl:grid-cols-[300px_minmax(0,1fr)]">
                  <div className="flex flex-col gap-4">
                    <ChannelCard channel={channel} />
                    {renderChannelExtras?.(channel)}
                  </div>
                  <ChannelAnalytics channelId={channel.id} platform={channel.platform} />
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </section>
      {notes}
    </div>
  );
}
