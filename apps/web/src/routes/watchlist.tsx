import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';

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
  component: lazyRouteComponent(() => import('../features/watchlists/watchlists-page.tsx'), 'WatchlistsPage'),
});

export const watchlistDetailRoute = createRoute({
  getParentRoute: () => watchlistRoute,
  path: '$watchlistId',
  component: lazyRouteComponent(() => import('./watchlist-detail-page.tsx'), 'WatchlistDetailRoutePage'),
});
