import { Outlet, createRoute } from '@tanstack/react-router';
import { LazySiteLayout } from './lazy-site-layout.tsx';
import { rootRoute } from './root.tsx';

export const siteLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: () => (
    <LazySiteLayout>
      <Outlet />
    </LazySiteLayout>
  ),
});
