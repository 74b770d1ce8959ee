import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { siteLayoutRoute } from './site-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

const components = lazyRoute(
  {
    entry: 'app',
    audience: 'anyone',
    paths: [
      '/features',
      '/features/$featureKey',
      '/solutions/$solutionKey',
      '/pricing',
      '/jobs',
      '/imprint',
      '/privacy',
      '/terms',
      '/newsletter',
    ],
  },
  () => import('./site-page-components.tsx'),
);

/** Marketing page components load on demand, so the signed-in app never carries them and vice versa. */
export const featuresRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'features',
  component: lazyRouteComponent(components, 'FeaturesRoutePage'),
});
export const featureDetailRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'features/$featureKey',
  component: lazyRouteComponent(components, 'FeatureDetailRoutePage'),
});
export const solutionRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'solutions/$solutionKey',
  component: lazyRouteComponent(components, 'SolutionRoutePage'),
});
export const pricingRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'pricing',
  component: lazyRouteComponent(components, 'PricingRoutePage'),
});
export const jobsRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'jobs',
  component: lazyRouteComponent(components, 'JobsRoutePage'),
});
export const imprintRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'imprint',
  component: lazyRouteComponent(components, 'ImprintRoutePage'),
});
export const privacyRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'privacy',
  component: lazyRouteComponent(components, 'PrivacyRoutePage'),
});
export const termsRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'terms',
  component: lazyRouteComponent(components, 'TermsRoutePage'),
});
export const newsletterRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'newsletter',
  validateSearch: z.object({
    confirm: z.catch(z.optional(z.string()), undefined),
    unsubscribe: z.catch(z.optional(z.string()), undefined),
  }),
  component: lazyRouteComponent(components, 'NewsletterRoutePage'),
});

export const sitePageRoutes = [
  featuresRoute,
  featureDetailRoute,
  solutionRoute,
  pricingRoute,
  jobsRoute,
  imprintRoute,
  privacyRoute,
  termsRoute,
  newsletterRoute,
];
