import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { ArtistNotFound } from '../features/artists/artist-not-found.tsx';
import { getAppErrorCode } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { appLayoutRoute } from './app-layout.tsx';

export const artistRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '$artistSlug',
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        trpc.artist.getArtistBySlug.queryOptions({ slug: params.artistSlug }),
      );
    } catch (error) {
      // A slug the API refuses as malformed cannot name an artist either.
      const code = getAppErrorCode(error);
      if (code === 'NOT_FOUND' || code === 'VALIDATION') throw notFound();
      throw error;
    }
  },
  notFoundComponent: function ArtistNotFoundRoute() {
    return <ArtistNotFound slug={artistRoute.useParams().artistSlug} />;
  },
  component: lazyRouteComponent(() => import('./artist-page.tsx'), 'ArtistRoutePage'),
});
