/**
 * One polite live region for the whole page, made when first needed: what a drag and drop, or the same move made from
 * a menu, changed ("Summer moved above Winter"), for screen readers. Toasts announce themselves and need no call here.
 */
let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** How long after the last change the region is emptied, so an old message is not found again when reading on. */
const CLEAR_AFTER_MS = 7000;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.dragAnnouncer = '';
  // Visually hidden, still read (the sr-only rule, written out: the region lives outside the app's stylesheet scope).
  region.style.cssText =
    'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
  document.body.appendChild(region);
  return region;
}

/** Says `message` through the live region; the same message twice in a row is said twice. */
export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  const node = liveRegion();
  node.textContent = '';
  if (pending) clearTimeout(pending);
  // Set a moment after emptying (and after a new region is in the page), or screen readers may miss the change.
  pending = setTimeout(() => {
    node.textContent = message;
    pending = setTimeout(() => {
      node.textContent = '';
      pending = null;
    }, CLEAR_AFTER_MS);
  }, 50);
}
