import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { ArtistNotFound } from '../features/artists/artist-not-found.tsx';
import { accessRefusalCode, type AccessRefusalCode } from '../lib/access-refusal.tsx';
import { getAppErrorCode } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

export const artistRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '$artistSlug',
  loader: async ({ context, params }): Promise<{ refusal: AccessRefusalCode | null }> => {
    try {
      await context.queryClient.ensureQueryData(trpc.artist.getArtistBySlug.queryOptions({ slug: params.artistSlug }));
      return { refusal: null };
    } catch (error) {
      // A slug the API refuses as malformed cannot name an artist either.
      const code = getAppErrorCode(error);
      if (code === 'NOT_FOUND' || code === 'VALIDATION') throw notFound();
      // The licence (or role) does not cover the full page: show what every visitor may see, inside the frame
      // with its licence banner, rather than an error (issue 21).
      const refusal = accessRefusalCode(error);
      if (!refusal) throw error;
      await context.queryClient.ensureQueryData(
        trpc.site.getPublicArtist.queryOptions({ slug: params.artistSlug }, { staleTime: 5 * 60_000 }),
      );
      return { refusal };
    }
  },
  notFoundComponent: function ArtistNotFoundRoute() {
    return <ArtistNotFound slug={artistRoute.useParams().artistSlug} />;
  },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/$artistSlug'] }, () => import('./artist-page.tsx')),
    'ArtistRoutePage',
  ),
});
