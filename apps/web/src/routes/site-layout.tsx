import { Outlet, createRoute } from '@tanstack/react-router';
import { SiteLayout } from '../site/site-layout.tsx';
import { rootRoute } from './root.tsx';

export const siteLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
