import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { getAppErrorCode } from '../lib/errors.ts';
import { loadSession } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { rootRoute } from './root.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/**
 * The visitors' artist page. Its router path is internal: visitors reach it at /{artistSlug} through the location
 * rewrite in public-artist-rewrite.ts, so the app's artist page and this one share one public URL.
 */
export const publicArtistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'public-artist/$artistSlug',
  beforeLoad: async ({ context, params }) => {
    // Signed in (e.g. back from sign-in): the app's artist page at the same address has everything this one has.
    if (await loadSession(context.queryClient)) throw redirect({ href: `/${params.artistSlug}`, replace: true });
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(
        trpc.site.getPublicArtist.queryOptions({ slug: params.artistSlug }, { staleTime: 5 * 60_000 }),
      );
    } catch (error) {
      // An unknown or malformed slug gets the site's not-found page (the server answered 404 already).
      const code = getAppErrorCode(error);
      if (code === 'NOT_FOUND' || code === 'VALIDATION') throw notFound();
      throw error;
    }
  },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'visitor', paths: ['/$artistSlug'] }, () => import('./public-artist-page.tsx')),
    'PublicArtistRoutePage',
  ),
});
