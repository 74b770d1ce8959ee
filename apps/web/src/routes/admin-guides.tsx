import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';

/** /admin/guides: announcements and guides (platform admins; the admin route's guard applies). */
export const adminGuidesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'guides',
  staticData: { crumb: 'Notifications.crumb-admin-guides' },
  component: lazyRouteComponent(() => import('../features/notifications/admin/guides-admin-page.tsx'), 'GuidesAdminPage'),
});
