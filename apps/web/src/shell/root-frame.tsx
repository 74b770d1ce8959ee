import { Outlet, useMatches } from '@tanstack/react-router';
import { useSession } from '../lib/session.ts';
import { AppShell } from './app-shell.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Signed in, the route is drawn inside the app's frame (sidebar and header); see RootFrame. */
    appFrame?: boolean;
  }
}

/**
 * The root route's component. For a signed-in person on a route that uses the app's frame (`staticData.appFrame`:
 * home, every signed-in page, and the public charts, coupons and invitation pages), the frame is rendered here, once,
 * above the routes. Rendered by each route instead, it was a new frame per route tree: going from home to an artist
 * page or from /charts to discovery mounted the sidebar, header, notification bell and its socket afresh (an open
 * notification popup closed, the socket reconnected). The routes' own AppShell then passes its children through.
 */
export function RootFrame() {
  const { session } = useSession();
  const wantsAppFrame = useMatches({ select: (matches) => matches.some((match) => match.staticData.appFrame === true) });
  if (!session || !wantsAppFrame) return <Outlet />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
