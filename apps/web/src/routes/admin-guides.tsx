import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /admin/guides: announcements and guides (platform admins; the admin route's guard applies). */
export const adminGuidesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'guides',
  staticData: { crumb: 'Notifications.crumb-admin-guides' },
  component: lazyRouteComponent(
    lazyRoute(
      { entry: 'app', audience: 'signed-in', paths: ['/admin/guides'] },
      () => import('../features/notifications/admin/guides-admin-page.tsx'),
    ),
    'GuidesAdminPage',
  ),
});
