import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /admin/connectors: platform API credentials and quotas (platform admins; the admin route's guard applies). */
export const adminConnectorsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'connectors',
  staticData: { crumb: 'Connectors.crumb-admin-connectors' },
  component: lazyRouteComponent(
    lazyRoute(
      { entry: 'app', audience: 'signed-in', paths: ['/admin/connectors'] },
      () => import('../features/connectors/connectors-admin-page.tsx'),
    ),
    'ConnectorsAdminPage',
  ),
});
