import { Outlet, createRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/session.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { AppRouteError } from '../shell/app-route-error.tsx';
import { rootRoute } from './root.tsx';

/** Every child route is for signed-in users only; visitors are sent to /sign-in?returnTo=<path>. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  staticData: { appFrame: true },
  beforeLoad: requireSession,
  // Errors of every signed-in page land here and render inside the frame (licence refusals included).
  errorComponent: AppRouteError,
  // The frame itself is the root's (shell/root-frame.tsx), which this AppShell passes through; it still sends
  // someone whose session just ended to /.
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
