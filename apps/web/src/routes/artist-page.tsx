import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArtistPage } from '../features/artists/artist-page.tsx';
import { CommentThread } from '../features/comments/comment-thread.tsx';
import { CrmPanel } from '../features/crm/crm-panel.tsx';
import { PdfReportButton } from '../features/exports/pdf-report-button.tsx';
import { ChannelRefresh } from '../features/jobs/channel-refresh.tsx';
import {
  ChannelGrowthWithSignals,
  ChannelIntelligenceDetails,
  ChannelIntelligenceSummary,
} from '../features/intelligence/channel-intelligence.tsx';
import { PublicArtistPage } from '../features/marketing/public-artist/public-artist-page.tsx';
import { useAbility } from '../lib/ability.ts';
import { AccessRefusal, type AccessRefusalCode } from '../lib/access-refusal.tsx';
import { useCrumbTitle } from '../lib/crumbs.ts';
import { useTRPC } from '../lib/trpc.ts';

const route = getRouteApi('/app/$artistSlug');

// Loaded on demand (see artist.tsx).
export function ArtistRoutePage() {
  const { refusal } = route.useLoaderData();
  const { artistSlug } = route.useParams();
  // The router keeps this component mounted from one artist to the next (same route, new param). Keying on the slug
  // starts every artist with fresh state (selected channel tab, open dialogs, half-typed notes) instead of carrying
  // the previous artist's over, which left the channel section empty after artist-to-artist navigation (issue 39).
  return refusal ? <RefusedArtistPage key={artistSlug} refusal={refusal} /> : <FullArtistPage key={artistSlug} />;
}

/** What a member whose licence (or role) does not cover the artist page sees: the public view and why. */
function RefusedArtistPage({ refusal }: { refusal: AccessRefusalCode }) {
  const { artistSlug } = route.useParams();
  const api = useTRPC();
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(api.site.getPublicArtist.queryOptions({ slug: artistSlug }, { staleTime: 5 * 60_000 }));
  useCrumbTitle(data.artist.name);
  return (
    <div className="flex flex-col gap-6" data-testid="artist-public-view">
      <AccessRefusal code={refusal} />
      <p className="text-sm text-muted-foreground">{t('Refusals.artist-public-view', { name: data.artist.name })}</p>
      <PublicArtistPage data={data} isInApp />
    </div>
  );
}

function FullArtistPage() {
  const { artistSlug } = route.useParams();
  const api = useTRPC();
  const { data } = useSuspenseQuery(api.artist.getArtistBySlug.queryOptions({ slug: artistSlug }));
  const { t } = useTranslation();
  const ability = useAbility();
  useCrumbTitle(data.artist.name);
  // Guests never read an organisation's notes (people's words and names); the section is left out for them.
  const canReadNotes = ability.can('read', 'comment');
  // The organisation's own notes on this artist: composed here because features do not import each other. The CRM
  // form is shown once, for the artist: a second one per channel showed the same fields again (issue 21).
  const notes = (
    <section aria-labelledby="artist-notes" className="flex flex-col gap-4">
      <h2 id="artist-notes" className="text-lg font-semibold tracking-tight">
        {t('Crm.notes-section')}
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <CrmPanel subjectType="artist" subjectId={data.artist.id} />
        <CommentThread subjectType="artist" subjectId={data.artist.id} />
      </div>
    </section>
  );
  return (
    <ArtistPage
      data={data}
      notes={canReadNotes ? notes : null}
      renderChannelSummary={(channel) => <ChannelIntelligenceSummary channelId={channel.id} />}
      renderGrowthChart={(channel, props) => <ChannelGrowthWithSignals channelId={channel.id} {...props} />}
      renderChannelDetails={(channel) => <ChannelIntelligenceDetails channelId={channel.id} />}
      renderChannelRefresh={(channel) => <ChannelRefresh channel={channel} />}
      headerActions={<PdfReportButton slug={data.artist.slug} name={data.artist.name} />}
    />
  );
}
