import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Button } from '@creatorlens/ui';
import { useFormatters } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PublicChannelCard } from './public-channel-card.tsx';
import { PLATFORM_NAMES, type PublicArtist } from './public-artist-types.ts';

/** The call to action: what signing up adds to the public figures. */
function SignUpPanel({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="public-artist-cta"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary-soft p-6 sm:p-8"
      data-testid="public-artist-cta"
    >
      <h2 id="public-artist-cta" className="text-xl font-semibold tracking-tight text-balance">
        {t('SiteArtist.cta-title')}
      </h2>
      <p className="max-w-2xl text-sm text-muted-foreground">{t('SiteArtist.cta-body')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/sign-up" search={{ returnTo }}>
            {t('SiteArtist.cta-sign-up')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/sign-in" search={{ returnTo }}>
            {t('SiteArtist.cta-sign-in')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * /{artistSlug} for visitors: public figures per channel, follower growth, top posts, and what signing up adds.
 * `isInApp`: shown inside the signed-in frame to someone whose licence does not cover the full page; no sign-up
 * calls to action there, and the frame sets the width.
 */
export function PublicArtistPage({ data, isInApp = false }: { data: PublicArtist; isInApp?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const platforms = [...new Set(data.channels.map((channel) => PLATFORM_NAMES[channel.platform]))];
  const platformList = new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(platforms);
  useDocumentTitle(
    data.channels.length ? t('SiteArtist.meta-title', { name: data.artist.name, platforms: platformList }) : data.artist.name,
  );
  const image = data.artist.image ?? data.channels.find((channel) => channel.avatarUrl)?.avatarUrl ?? null;
  const returnTo = `/${data.artist.slug}`;
  return (
    <div
      className={isInApp ? 'flex w-full flex-col gap-8' : 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6'}
      data-testid="public-artist"
    >
      <header className="flex flex-wrap items-center gap-4">
        <Avatar name={data.artist.name} src={image} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium text-primary">{t('SiteArtist.eyebrow')}</p>
          <h1 className="text-3xl font-semibold tracking-tight break-words">{data.artist.name}</h1>
          {platforms.length > 0 && <p className="text-muted-foreground">{t('SiteArtist.lead', { platforms: platformList })}</p>}
          {data.observedFrom !== null && data.observedTo !== null && (
            // A span, not one as-of date: the channels' sources are read on different days, often years apart.
            <p className="text-xs text-muted-foreground" data-testid="public-artist-data-as-of">
              {t('Freshness.artist-observed', { range: format.dateRange(data.observedFrom, data.observedTo) })}
            </p>
          )}
        </div>
        {!isInApp && (
          <Button asChild className="max-sm:w-full">
            <Link to="/sign-up" search={{ returnTo }}>
              {t('SiteArtist.cta-sign-up')}
            </Link>
          </Button>
        )}
      </header>
      {data.channels.length === 0 ? (
        <p className="text-muted-foreground">{t('SiteArtist.no-channels')}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {data.channels.map((channel, index) => (
            // Handles can be '' (channels known only by name): the position keeps keys unique.
            <PublicChannelCard key={`${index}-${channel.platform}-${channel.handle}`} channel={channel} />
          ))}
        </div>
      )}
      {!isInApp && <SignUpPanel returnTo={returnTo} />}
    </div>
  );
}
