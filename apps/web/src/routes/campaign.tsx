import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /campaign (list with status) and /campaign/$campaignId (the board); lazy: not on the way to the first screen. */
export const campaignRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'campaign',
  staticData: { crumb: 'Shell.crumb-campaigns' },
  component: Outlet,
});

export const campaignIndexRoute = createRoute({
  getParentRoute: () => campaignRoute,
  path: '/',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/campaign'] }, () => import('../features/campaigns/campaigns-page.tsx')),
    'CampaignsPage',
  ),
});

export const campaignBoardRoute = createRoute({
  getParentRoute: () => campaignRoute,
  path: '$campaignId',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/campaign/$campaignId'] }, () => import('./campaign-board-page.tsx')),
    'CampaignBoardRoutePage',
  ),
});
