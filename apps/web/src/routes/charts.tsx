import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CHART_CHANNEL_GROUPS, CHART_METRICS, CHART_PLATFORMS, CHART_SIZE_CLASSES } from '../lib/api-contract.ts';
import { rootRoute } from './root.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** The chart selection lives in the URL: /charts?platform=tiktok&metric=followers30dGain&size=small&country=DE */
export const chartsSearchSchema = z.object({
  platform: z.catch(z.optional(z.enum(CHART_PLATFORMS)), undefined),
  metric: z.catch(z.optional(z.enum(CHART_METRICS)), undefined),
  size: z.catch(z.optional(z.enum(CHART_SIZE_CLASSES)), undefined),
  country: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))), undefined),
  /** Creators (default) or other-accounts: brands, media and fan pages, ranked apart from creators. */
  group: z.catch(z.optional(z.enum(CHART_CHANNEL_GROUPS)), undefined),
});

export const chartsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'charts',
  staticData: { crumb: 'Shell.crumb-charts', appFrame: true },
  validateSearch: chartsSearchSchema,
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'anyone', paths: ['/charts'] }, () => import('./charts-page.tsx')),
    'ChartsRoutePage',
  ),
});
