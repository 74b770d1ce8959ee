import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { rememberRecentChannels } from '../../lib/recent-channels.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChannelCard } from './channel-card.tsx';
import { PlatformBadge } from './platform-badge.tsx';

export type ArtistWithChannels = RouterOutputs['artist']['getArtistBySlug'];

export function ArtistPage({ data }: { data: ArtistWithChannels }) {
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
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {channels.map((channel) => (
              <li key={channel.id}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
