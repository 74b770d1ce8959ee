import { useEffect, useState } from 'react';

/** The shortest time a loading state stays visible (spec: minimum button loading display). */
export const MINIMUM_LOADING_MS = 1200;

/**
 * Follows `isActive` but keeps reporting true until at least `minimumMs` have passed since it turned on,
 * so a fast request does not make a spinner flash for a frame.
 */
export function useMinimumDuration(isActive: boolean, minimumMs: number = MINIMUM_LOADING_MS): boolean {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [isHolding, setIsHolding] = useState(false);

  if (isActive && startedAt === null) {
    setStartedAt(Date.now());
    setIsHolding(true);
  }

  useEffect(() => {
    if (isActive || startedAt === null) return;
    const remaining = minimumMs - (Date.now() - startedAt);
    const timer = setTimeout(
      () => {
        setStartedAt(null);
        setIsHolding(false);
      },
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [isActive, startedAt, minimumMs]);

  return isActive || isHolding;
}
