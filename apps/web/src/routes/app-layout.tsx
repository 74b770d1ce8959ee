import { Outlet, createRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/session.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { AppRouteError } from '../shell/app-route-error.tsx';
import { rootRoute } from './root.tsx';

/** Every child route is for signed-in users only; visitors are sent to /sign-in?returnTo=<path>. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: requireSession,
  // Errors of every signed-in page land here and render inside the frame (licence refusals included).
  errorComponent: AppRouteError,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
