import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Skeleton, cn, focusRing } from '@creatorlens/ui';
import { AppQueryState } from '../../lib/app-query-state.tsx';
import { getAppErrorCode } from '../../lib/errors.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

type Memberships = RouterOutputs['artist']['getArtistMemberships'];

/**
 * "In your organisation": the campaigns (with the card's column), watchlists and tags of the user's organisation
 * that already hold one of the artist's channels, so nobody adds the artist a second time or contacts them twice.
 */
export function ArtistMemberships({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const memberships = useQuery(api.artist.getArtistMemberships.queryOptions({ slug }));
  // Someone outside any organisation has no lists to be in: the section is left out rather than shown as an error.
  if (getAppErrorCode(memberships.error) === 'FORBIDDEN') return null;

  return (
    <section aria-labelledby="artist-memberships" className="flex flex-col gap-4" data-testid="artist-memberships">
      <div className="flex flex-col gap-1">
        <h2 id="artist-memberships" className="text-lg font-semibold tracking-tight">
          {t('ArtistMemberships.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('ArtistMemberships.description')}</p>
      </div>
      <AppQueryState
        query={memberships}
        errorTitle={t('ArtistMemberships.load-failed')}
        loading={
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-28 rounded-xl" />
            ))}
          </div>
        }
      >
        {(data) => <MembershipLists data={data} />}
      </AppQueryState>
    </section>
  );
}

function MembershipLists({ data }: { data: Memberships }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel(data.channels);
  // Naming the channel only helps when the artist has more than one; with one it would repeat on every line.
  const hasSeveralChannels = data.channels.length > 1;
  const linkClass = cn('rounded font-medium break-words text-foreground underline-offset-4 hover:underline', focusRing);

  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {data.canReadCampaigns && (
        <Group title={t('ArtistMemberships.campaigns')} testId="artist-memberships-campaigns">
          {data.campaigns.length === 0 ? (
            <Empty>{t('ArtistMemberships.no-campaigns')}</Empty>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.campaigns.map((campaign) => (
                <li key={campaign.id} className="flex min-w-0 flex-col gap-1.5">
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <Link
                      to="/campaign/$campaignId"
                      params={{ campaignId: campaign.id }}
                      className={linkClass}
                      aria-label={t('ArtistMemberships.open-board', { name: campaign.name })}
                    >
                      {campaign.name}
                    </Link>
                    {campaign.isDraft && <Badge>{t('ArtistMemberships.draft')}</Badge>}
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    {campaign.cards.map((card) => {
                      const column = card.columnName ?? t('ArtistMemberships.no-column');
                      return (
                        <Badge key={card.channelId} tone="primary" className="max-w-full truncate">
                          {hasSeveralChannels
                            ? t('ArtistMemberships.column-of-channel', { column, channel: channelLabel(card.channelId) })
                            : column}
                        </Badge>
                      );
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Group>
      )}
      {data.canReadWatchlists && (
        <Group title={t('ArtistMemberships.watchlists')} testId="artist-memberships-watchlists">
          {data.watchlists.length === 0 ? (
            <Empty>{t('ArtistMemberships.no-watchlists')}</Empty>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.watchlists.map((watchlist) => (
                <li key={watchlist.id} className="flex min-w-0 flex-col gap-0.5">
                  <Link
                    to="/watchlist/$watchlistId"
                    params={{ watchlistId: watchlist.id }}
                    className={linkClass}
                    aria-label={t('ArtistMemberships.open-watchlist', { name: watchlist.name })}
                  >
                    {watchlist.name}
                  </Link>
                  {hasSeveralChannels && (
                    <span className="text-xs text-muted-foreground">
                      {t('ArtistMemberships.on-channels', { channels: watchlist.channelIds.map(channelLabel).join(', ') })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Group>
      )}
      <Group title={t('ArtistMemberships.tags')} testId="artist-memberships-tags">
        {data.tags.length === 0 ? (
          <Empty>{t('ArtistMemberships.no-tags')}</Empty>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {data.tags.map((tag) => (
              <li key={tag.id} className="max-w-full">
                <Link
                  to="/tag/$tagId"
                  params={{ tagId: tag.id }}
                  className={cn('block max-w-full rounded-full', focusRing)}
                  aria-label={t('ArtistMemberships.open-tag', { name: tag.name })}
                  title={hasSeveralChannels ? tag.channelIds.map(channelLabel).join(', ') : undefined}
                >
                  <Badge tone={tag.color} hasDot className="max-w-full truncate">
                    {tag.name}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Group>
    </div>
  );
}

/** A channel named by its platform, with its name only where the artist has several channels on that platform. */
function useChannelLabel(channels: Memberships['channels']): (channelId: string) => string {
  const { t } = useTranslation();
  return (channelId) => {
    const channel = channels.find((candidate) => candidate.id === channelId);
    if (!channel) return '';
    const platform = t(`Platforms.${channel.platform}`);
    const isAloneOnPlatform = channels.filter((candidate) => candidate.platform === channel.platform).length === 1;
    return isAloneOnPlatform ? platform : `${platform} (${channel.name})`;
  };
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card" data-testid={testId}>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
