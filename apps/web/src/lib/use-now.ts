import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` while `isEnabled`. */
export function useNow(intervalMs = 1000, isEnabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isEnabled) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isEnabled]);
  return now;
}
