import type { AnyRouter } from '@tanstack/react-router';

/** The spec's delay between recording an interaction and navigating (§9). */
export const NOTIFICATION_NAVIGATION_DELAY_MS = 200;

/**
 * Follows a notification or guide action URL. Same-origin URLs go through the router (no reload); other
 * http(s) URLs load normally. Anything else (javascript:, data:) is ignored: the server already rejects
 * them, this is the second line of defence.
 */
export function navigateToAction(router: AnyRouter, url: string | undefined | null) {
  if (!url) return;
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return;
  if (target.origin === window.location.origin) {
    router.history.push(target.pathname + target.search + target.hash);
  } else {
    window.location.assign(target.href);
  }
}

/** Whether a guide image or button action may be used as a link (spec §5: only http or https). */
export function isHttpUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
