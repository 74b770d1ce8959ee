import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PublicArtistPage } from '../features/marketing/public-artist/public-artist-page.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';

const route = getRouteApi('/public-artist/$artistSlug');

// Loaded on demand (see public-artist.tsx): visitors' artist pages are their own chunk, outside the landing entry.
export function PublicArtistRoutePage() {
  const { artistSlug } = route.useParams();
  const api = useTRPC();
  const { data } = useSuspenseQuery(api.site.getPublicArtist.queryOptions({ slug: artistSlug }, { staleTime: 5 * 60_000 }));
  return (
    <RouterSiteLayout>
      <PublicArtistPage data={data} />
    </RouterSiteLayout>
  );
}
