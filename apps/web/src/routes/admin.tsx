import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/**
 * /admin/... : the platform admin area (user role admin). The guard only spares non-admins a page they cannot use;
 * the server refuses every admin procedure to them anyway.
 */
export const adminRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'admin',
  staticData: { crumb: 'Shell.crumb-admin' },
  beforeLoad: ({ context }) => {
    if (context.session.user.role !== 'admin') throw redirect({ to: '/not-allowed', replace: true });
  },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/admin/*'] }, () => import('../features/admin/admin-layout.tsx')),
    'AdminLayout',
  ),
});

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/users', replace: true });
  },
});

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users',
  staticData: { crumb: 'Shell.crumb-admin-users' },
  // /admin redirects here (adminIndexRoute), so its first screen is this page too.
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/admin', '/admin/users'] }, () => import('../features/admin/users-page.tsx')),
    'AdminUsersPage',
  ),
});

export const adminOrganizationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'orgs',
  staticData: { crumb: 'Shell.crumb-admin-orgs' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/admin/orgs'] }, () => import('../features/admin/organizations-page.tsx')),
    'AdminOrganizationsPage',
  ),
});

export const adminLicenseTemplatesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'license-templates',
  staticData: { crumb: 'Shell.crumb-admin-license-templates' },
  component: lazyRouteComponent(
    lazyRoute(
      { entry: 'app', audience: 'signed-in', paths: ['/admin/license-templates'] },
      () => import('../features/admin/license-templates-page.tsx'),
    ),
    'AdminLicenseTemplatesPage',
  ),
});

/** /admin/mails: account and invitation mails with their links (the operator's way to pass them on without SMTP). */
export const adminMailsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'mails',
  staticData: { crumb: 'GettingIn.admin-nav' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/admin/mails'] }, () => import('../features/admin/mails-page.tsx')),
    'AdminMailsPage',
  ),
});

/** Where non-admins land when they open an admin address. */
export const adminNotAllowedRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'not-allowed',
  staticData: { crumb: 'Admin.crumb-not-allowed' },
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/not-allowed'] }, () => import('../features/admin/admin-refusal.tsx')),
    'AdminRefusalPage',
  ),
});
