import { useDeferredValue, useEffect } from 'react';

/** Set once the deferred parts have rendered: later mounts (the phone's drawer, the frame after a sign-in) draw them at once. */
let haveDeferredPartsRendered = false;

/**
 * False during the app's first render, true one render later. React starts that render as soon as the first one is
 * committed, at transition priority and interruptibly, so the browser paints the first frame in between.
 *
 * For the parts of the frame nobody uses in the first instant: on a cold load the sidebar's sections were about half
 * of the first render's React work (about 440 of 760 components), all of it before the page's own content could
 * answer. Rendered one pass later, the long tasks before the page is usable fall by 50-75 ms (time-to-usable: within
 * the machine's noise on localhost, 9-15 % less throttled; bench/README.md, round 8), and the sections appear a few
 * frames later in space that is already laid out.
 */
export function useIsPastFirstFrame(): boolean {
  const isPast = useDeferredValue(true, haveDeferredPartsRendered);
  useEffect(() => {
    if (isPast) haveDeferredPartsRendered = true;
  }, [isPast]);
  return isPast;
}
