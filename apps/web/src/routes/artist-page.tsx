import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ArtistPage } from '../features/artists/artist-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

const route = getRouteApi('/app/$artistSlug');

// Loaded on demand (see artist.tsx).
export function ArtistRoutePage() {
  const { artistSlug } = route.useParams();
  const api = useTRPC();
  const { data } = useSuspenseQuery(api.artist.getArtistBySlug.queryOptions({ slug: artistSlug }));
  return <ArtistPage data={data} />;
}
