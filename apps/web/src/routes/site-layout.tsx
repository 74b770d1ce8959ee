import { Outlet, createRoute } from '@tanstack/react-router';
import { RouterSiteLayout } from '../site/router-site-layout.tsx';
import { rootRoute } from './root.tsx';

export const siteLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: () => (
    <RouterSiteLayout>
      <Outlet />
    </RouterSiteLayout>
  ),
});
