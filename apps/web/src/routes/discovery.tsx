import { Outlet, createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { discoverySearchSchema } from '../features/discovery/discovery-search.ts';
import { DISCOVERY_PLATFORMS, isDiscoveryPlatform } from '../lib/api-contract.ts';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

// Loaded on demand: discovery is not on the way to the first screen.
const loadPages = lazyRoute(
  {
    entry: 'app',
    audience: 'signed-in',
    paths: ['/discovery', '/discovery/content', '/discovery/channel', '/discovery/compare', '/discovery/$platform'],
  },
  () => import('./discovery-pages.tsx'),
);

export const discoveryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'discovery',
  staticData: { crumb: 'Shell.crumb-discovery' },
  component: Outlet,
});

export const discoveryIndexRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: '/',
  component: lazyRouteComponent(loadPages, 'DiscoveryHubPage'),
});

/** /discovery/instagram|tiktok|youtube|twitch: creator discovery, its filter in typed search params. */
export const discoveryPlatformRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: '$platform',
  validateSearch: discoverySearchSchema,
  beforeLoad: ({ params }) => {
    if (!isDiscoveryPlatform(params.platform)) throw notFound();
  },
  component: lazyRouteComponent(loadPages, 'CreatorDiscoveryRoutePage'),
});

export const contentSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  platform: z.catch(z.optional(z.enum(DISCOVERY_PLATFORMS)), undefined),
  from: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  to: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  minEngagement: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
  brand: z.catch(z.optional(z.uuid()), undefined),
  language: z.catch(z.optional(z.string().check(z.regex(/^[a-z]{2}$/))), undefined),
  country: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))), undefined),
});

export const discoveryContentRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: 'content',
  staticData: { crumb: 'Shell.crumb-content' },
  validateSearch: contentSearchSchema,
  component: lazyRouteComponent(loadPages, 'ContentDiscoveryRoutePage'),
});

export const channelSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});

export const discoveryChannelRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: 'channel',
  validateSearch: channelSearchSchema,
  staticData: { crumb: 'Shell.crumb-channel-search' },
  component: lazyRouteComponent(loadPages, 'ChannelSearchRoutePage'),
});

export const compareSearchSchema = z.object({
  ids: z.catch(z.optional(z.string().check(z.maxLength(400))), undefined),
});

export const discoveryCompareRoute = createRoute({
  getParentRoute: () => discoveryRoute,
  path: 'compare',
  staticData: { crumb: 'Shell.crumb-compare' },
  validateSearch: compareSearchSchema,
  component: lazyRouteComponent(loadPages, 'CompareRoutePage'),
});
