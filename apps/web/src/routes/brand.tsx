import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** Brand list filters in the URL: /brand?q=&page= */
export const brandsSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  page: z.catch(z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))), undefined),
});

/** /brand (the brand directory) and /brand/$brandSlug (one brand), inside the signed-in app. */
export const brandRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'brand',
  staticData: { crumb: 'Brands.crumb' },
  component: Outlet,
});

export const brandIndexRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '/',
  validateSearch: brandsSearchSchema,
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/brand'] }, () => import('../features/brands/brands-page.tsx')),
    'BrandsRoutePage',
  ),
});

export const brandDetailRoute = createRoute({
  getParentRoute: () => brandRoute,
  path: '$brandSlug',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/brand/$brandSlug'] }, () => import('../features/brands/brand-page.tsx')),
    'BrandRoutePage',
  ),
});
