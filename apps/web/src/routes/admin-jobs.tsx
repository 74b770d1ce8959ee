import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /admin/jobs: the job queue and platform quotas (platform admins; the admin route's guard applies). */
export const adminJobsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'jobs',
  staticData: { crumb: 'BackgroundJobs.crumb-admin-jobs' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/admin/jobs'] }, () => import('../features/jobs/admin-jobs-page.tsx')),
    'AdminJobsPage',
  ),
});
