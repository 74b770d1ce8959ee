import { createRouter } from '@tanstack/react-router';
import { queryClient } from './lib/query-client.ts';
import { accountProfileRoute, accountRoute, accountSecurityRoute } from './routes/account.tsx';
import {
  adminIndexRoute,
  adminLicenseTemplatesRoute,
  adminMailsRoute,
  adminNotAllowedRoute,
  adminOrganizationsRoute,
  adminRoute,
  adminUsersRoute,
} from './routes/admin.tsx';
import { adminGuidesRoute } from './routes/admin-guides.tsx';
import { adminConnectorsRoute } from './routes/admin-connectors.tsx';
import { creatorConnectRoute } from './routes/creator-connect.tsx';
import { adminJobsRoute } from './routes/admin-jobs.tsx';
import { appLayoutRoute } from './routes/app-layout.tsx';
import './lib/crumbs.ts';
import { artistRoute } from './routes/artist.tsx';
import { brandDetailRoute, brandIndexRoute, brandRoute } from './routes/brand.tsx';
import { campaignBoardRoute, campaignIndexRoute, campaignRoute } from './routes/campaign.tsx';
import { tagDetailRoute, tagIndexRoute, tagRoute } from './routes/tag.tsx';
import { watchlistDetailRoute, watchlistIndexRoute, watchlistRoute } from './routes/watchlist.tsx';
import { chartsRoute } from './routes/charts.tsx';
import { couponsRoute } from './routes/coupons.tsx';
import {
  discoveryChannelRoute,
  discoveryCompareRoute,
  discoveryContentRoute,
  discoveryIndexRoute,
  discoveryPlatformRoute,
  discoveryRoute,
} from './routes/discovery.tsx';
import { discoveryPeopleRoute } from './routes/discovery-people.tsx';
import { indexRoute } from './routes/index.tsx';
import { invitationRoute } from './routes/invitation.tsx';
import { PendingPage, rootRoute } from './routes/root.tsx';
import { publicArtistRoute } from './routes/public-artist.tsx';
import { createVisitorArtistRewrite } from './routes/public-artist-rewrite.ts';
import { forgotPasswordRoute, resetPasswordRoute, verifyEmailRoute } from './routes/account-access.tsx';
import { signInRoute } from './routes/sign-in.tsx';
import { signUpRoute } from './routes/sign-up.tsx';
import { siteLayoutRoute } from './routes/site-layout.tsx';
import { sitePageRoutes } from './routes/site-pages.tsx';
import {
  workspaceCommentsRoute,
  workspaceCreditsRoute,
  workspaceCrmRoute,
  workspaceGeneralRoute,
  workspaceMembersRoute,
  workspaceRoute,
  workspaceSettingsRoute,
  workspaceTeamsRoute,
} from './routes/workspace.tsx';

/**
 * Code-based route tree:
 *   /                    landing (visitors) or home (signed in)
 *   /sign-in, /sign-up   public frame
 *   /charts, /coupons    public; site frame for visitors, app frame when signed in
 *   /account, /account/security, /discovery/..., /$artistSlug   signed-in frame, guarded
 * Static paths outrank /$artistSlug, so app routes (discovery, charts, coupons, ...) are never read as artist slugs.
 */
const routeTree = rootRoute.addChildren([
  indexRoute,
  chartsRoute,
  couponsRoute,
  invitationRoute,
  publicArtistRoute,
  siteLayoutRoute.addChildren([signInRoute, signUpRoute, forgotPasswordRoute, resetPasswordRoute, verifyEmailRoute, ...sitePageRoutes]),
  appLayoutRoute.addChildren([
    accountRoute.addChildren([accountProfileRoute, accountSecurityRoute]),
    discoveryRoute.addChildren([
      discoveryIndexRoute,
      discoveryContentRoute,
      discoveryChannelRoute,
      discoveryCompareRoute,
      discoveryPeopleRoute,
      discoveryPlatformRoute,
    ]),
    workspaceRoute.addChildren([
      workspaceGeneralRoute,
      workspaceMembersRoute,
      workspaceTeamsRoute,
      workspaceCrmRoute,
      workspaceCreditsRoute,
      workspaceCommentsRoute,
      workspaceSettingsRoute,
    ]),
    adminRoute.addChildren([
      adminIndexRoute,
      adminUsersRoute,
      adminOrganizationsRoute,
      adminLicenseTemplatesRoute,
      adminGuidesRoute,
      adminConnectorsRoute,
      adminJobsRoute,
      adminMailsRoute,
    ]),
    adminNotAllowedRoute,
    creatorConnectRoute,
    campaignRoute.addChildren([campaignIndexRoute, campaignBoardRoute]),
    watchlistRoute.addChildren([watchlistIndexRoute, watchlistDetailRoute]),
    tagRoute.addChildren([tagIndexRoute, tagDetailRoute]),
    brandRoute.addChildren([brandIndexRoute, brandDetailRoute]),
    artistRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Visitors see the public artist page at /{artistSlug}, signed-in users the app's (routes/public-artist-rewrite.ts).
  rewrite: createVisitorArtistRewrite(routeTree, queryClient),
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PendingPage,
  // Unknown paths get the root's not-found page in the frame that fits the visitor.
  notFoundMode: 'root',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
