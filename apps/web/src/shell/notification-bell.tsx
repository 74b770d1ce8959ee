import { Suspense, lazy, useEffect, useState } from 'react';
import { loadNotificationsModule } from '../lib/knock-loader.ts';
import { BellButton } from '../features/notifications/bell-button.tsx';

/** Loaded after first paint: the Knock client is not part of the first-load bundle. */
const NotificationsHost = lazy(() => loadNotificationsModule().then((module) => ({ default: module.NotificationsHost })));

/** The longest the notifications module waits for an idle moment after the page's first frame. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Calls `start` once the page has painted its first frame and the main thread is idle (or IDLE_TIMEOUT_MS later).
 * Downloading and evaluating the notifications module (Knock client, socket, feed UI) during the page's first render
 * held a slow phone's first usable frame back by ~200 ms.
 */
function afterFirstFrameAndIdle(start: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if ('requestIdleCallback' in window) idleHandle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else start();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

/**
 * The header bell. It hosts the notifications module (one Knock client and socket per tab), which also renders
 * the home card's list and the guides into their slots. Until it has loaded, a plain bell holds the place.
 */
export function NotificationBell() {
  const [isHostWanted, setIsHostWanted] = useState(false);
  useEffect(() => afterFirstFrameAndIdle(() => setIsHostWanted(true)), []);
  const placeholder = <BellButton count={0} disabled />;
  if (!isHostWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsHost />
    </Suspense>
  );
}
