import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /watchlist and /watchlist/$watchlistId. */
export const watchlistRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'watchlist',
  staticData: { crumb: 'Shell.crumb-watchlists' },
  component: Outlet,
});

export const watchlistIndexRoute = createRoute({
  getParentRoute: () => watchlistRoute,
  path: '/',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/watchlist'] }, () => import('../features/watchlists/watchlists-page.tsx')),
    'WatchlistsPage',
  ),
});

export const watchlistDetailRoute = createRoute({
  getParentRoute: () => watchlistRoute,
  path: '$watchlistId',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/watchlist/$watchlistId'] }, () => import('./watchlist-detail-page.tsx')),
    'WatchlistDetailRoutePage',
  ),
});
