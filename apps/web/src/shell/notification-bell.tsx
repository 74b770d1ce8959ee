import { Suspense, lazy } from 'react';
import { loadNotificationsModule } from '../lib/knock-loader.ts';
import { BellButton } from '../features/notifications/bell-button.tsx';

/** Loaded after first paint: the Knock client is not part of the first-load bundle. */
const NotificationsHost = lazy(() => loadNotificationsModule().then((module) => ({ default: module.NotificationsHost })));

/**
 * The header bell. It hosts the notifications module (one Knock client and socket per tab), which also renders
 * the home card's list and the guides into their slots. Until it has loaded, a plain bell holds the place.
 */
export function NotificationBell() {
  return (
    <Suspense fallback={<BellButton count={0} disabled />}>
      <NotificationsHost />
    </Suspense>
  );
}
