import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

const loadPages = lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/account/*'] }, () => import('./account-pages.tsx'));

export const accountRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'account',
  staticData: { crumb: 'Shell.crumb-account' },
  component: lazyRouteComponent(loadPages, 'AccountLayoutPage'),
});

export const accountProfileRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  component: lazyRouteComponent(loadPages, 'ProfilePage'),
});

export const accountSecurityRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'security',
  staticData: { crumb: 'Shell.crumb-security' },
  component: lazyRouteComponent(loadPages, 'SecurityPage'),
});
