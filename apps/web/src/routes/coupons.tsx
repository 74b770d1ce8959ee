import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from './root.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** Coupon filters in the URL: /coupons?q=&brand=<id>&branch=&artist=<slug> */
export const couponsSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  brand: z.catch(z.optional(z.uuid()), undefined),
  branch: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  artist: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
});

export const couponsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'coupons',
  staticData: { crumb: 'Shell.crumb-coupons', appFrame: true },
  validateSearch: couponsSearchSchema,
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'anyone', paths: ['/coupons'] }, () => import('./coupons-page.tsx')),
    'CouponsRoutePage',
  ),
});
