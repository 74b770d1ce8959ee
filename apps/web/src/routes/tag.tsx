import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';

/** /tag and /tag/$tagId. */
export const tagRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'tag',
  staticData: { crumb: 'Shell.crumb-tags' },
  component: Outlet,
});

export const tagIndexRoute = createRoute({
  getParentRoute: () => tagRoute,
  path: '/',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/tag'] }, () => import('../features/tags/tags-page.tsx')),
    'TagsPage',
  ),
});

export const tagDetailRoute = createRoute({
  getParentRoute: () => tagRoute,
  path: '$tagId',
  component: lazyRouteComponent(
    lazyRoute({ entry: 'app', audience: 'signed-in', paths: ['/tag/$tagId'] }, () => import('../features/tags/tag-page.tsx')),
    'TagRoutePage',
  ),
});
