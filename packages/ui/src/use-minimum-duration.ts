import { useEffect, useState } from 'react';

/** The shortest time a loading state stays visible (spec: minimum button loading display, 1200 ms). */
export const MINIMUM_LOADING_MS = 1200;

interface Cycle {
  isRunning: boolean;
  hasElapsed: boolean;
}

const idle: Cycle = { isRunning: false, hasElapsed: true };

/**
 * Follows `isActive` but keeps reporting true until at least `minimumMs` have passed since it turned on,
 * so a fast request does not make a spinner flash for a frame.
 */
export function useMinimumDuration(isActive: boolean, minimumMs: number = MINIMUM_LOADING_MS): boolean {
  const [cycle, setCycle] = useState<Cycle>(idle);

  // Adjusting state while rendering (guarded) instead of in an effect avoids one frame of "not loading".
  if (isActive && !cycle.isRunning) setCycle({ isRunning: true, hasElapsed: false });
  if (!isActive && cycle.isRunning && cycle.hasElapsed) setCycle(idle);

  useEffect(() => {
    if (!cycle.isRunning || cycle.hasElapsed) return;
    const timer = setTimeout(() => setCycle((current) => ({ ...current, hasElapsed: true })), minimumMs);
    return () => clearTimeout(timer);
  }, [cycle.isRunning, cycle.hasElapsed, minimumMs]);

  return isActive || (cycle.isRunning && !cycle.hasElapsed);
}
