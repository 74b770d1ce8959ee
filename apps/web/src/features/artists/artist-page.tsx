import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Tabs, TabsContent, TabsList, TabsTrigger, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { rememberRecentChannels } from '../../lib/recent-channels.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChannelAnalytics, type GrowthChartSlotProps } from './channel-analytics.tsx';
import { ChannelCard, type Channel } from './channel-card.tsx';
import { PlatformBadge, platformDot } from '../../lib/platform-badge.tsx';
import { ArtistMemberships } from './artist-memberships.tsx';
import { IdentityPanel } from './identity-panel.tsx';
import { WhereNote } from './where-note.tsx';

export type ArtistWithChannels = RouterOutputs['artist']['getArtistBySlug'];

/**
 * `notes` (organisation notes such as CRM values and comments) and `renderChannelExtras` (per-channel notes
 * under the channel card) are slots the route fills: features do not import each other.
 */
export function ArtistPage({
  data,
  notes,
  renderChannelExtras,
  renderChannelSummary,
  renderGrowthChart,
  renderChannelDetails,
  renderChannelRefresh,
  headerActions,
}: {
  data: ArtistWithChannels;
  notes?: ReactNode;
  renderChannelExtras?: (channel: Channel) => ReactNode;
  /** Intelligence slots: badges above the channel card, the growth chart with signals, and details under the analytics. */
  renderChannelSummary?: (channel: Channel) => ReactNode;
  renderGrowthChart?: (channel: Channel, props: GrowthChartSlotProps) => ReactNode;
  renderChannelDetails?: (channel: Channel) => ReactNode;
  /** The on-demand refresh beside the channel card's "data as of". */
  renderChannelRefresh?: (channel: Channel) => ReactNode;
  /** Actions beside the artist's name (the PDF report). */
  headerActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { artist, channels } = data;
  useDocumentTitle(artist.name);

  // Opening an artist records the channel the page shows first, once: recording every channel of the artist filled
  // the sidebar's recent channels with one row per channel of the same artist (issue 21).
  const shownChannelId = channels[0]?.id;
  useEffect(() => {
    if (shownChannelId) rememberRecentChannels([shownChannelId]);
  }, [shownChannelId]);

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
        {headerActions && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{headerActions}</div>}
      </header>

      <section aria-labelledby="artist-channels" className="flex flex-col gap-4">
        <h2 id="artist-channels" className="text-lg font-semibold tracking-tight">
          {t('Artists.channels')}
        </h2>
        {data.licenseExcludedPlatforms.length > 0 && (
          <Alert tone="info">
            {t('Artists.license-excluded-platforms', {
              platforms: data.licenseExcludedPlatforms.map((platform) => t(`Platforms.${platform}`)).join(', '),
            })}
          </Alert>
        )}
        {channels.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            {t('Artists.no-channels')}
          </p>
        ) : (
          // The tab state is the artist's own: keyed on the artist, Radix reads defaultValue again for the next one.
          // Without the key, going from one artist to another kept the first artist's channel id as the selected
          // tab; no panel of the new artist matched it and the channel section stayed empty until a reload (issue 39).
          <Tabs key={artist.id} defaultValue={channels[0]?.id}>
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
                    {renderChannelSummary?.(channel)}
                    <ChannelCard channel={channel} freshnessAction={renderChannelRefresh?.(channel)} />
                    <WhereNote channel={channel} />
                    {renderChannelExtras?.(channel)}
                  </div>
                  <div className="flex min-w-0 flex-col gap-6">
                    <ChannelAnalytics
                      channelId={channel.id}
                      platform={channel.platform}
                      renderGrowthChart={renderGrowthChart && ((props) => renderGrowthChart(channel, props))}
                    />
                    {renderChannelDetails?.(channel)}
                  </div>
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </section>
      <ArtistMemberships slug={artist.slug} />
      <IdentityPanel slug={artist.slug} />
      {notes}
    </div>
  );
}
