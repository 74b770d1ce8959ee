import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /connect/{google|meta}?channel=<id>[&status=connected|&error=<reason>]: a creator connects their own account. */
export const creatorConnectSearchSchema = z.object({
  channel: z.catch(z.optional(z.uuid()), undefined),
  status: z.catch(z.optional(z.literal('connected')), undefined),
  error: z.catch(z.optional(z.enum(['denied', 'state', 'not-owner', 'not-configured', 'upstream'])), undefined),
});

export const creatorConnectRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'connect/$provider',
  staticData: { crumb: 'Connectors.crumb-connect' },
  validateSearch: creatorConnectSearchSchema,
  beforeLoad: ({ params }) => {
    if (params.provider !== 'google' && params.provider !== 'meta') throw notFound();
  },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/connect/$provider'] }, () => import('./creator-connect-page.tsx')),
    'CreatorConnectRoutePage',
  ),
});
