import { useEffect, useRef } from 'react';

/** Spec §9: an item counts as seen after 3000 ms of being at least half visible. */
export const SEEN_DELAY_MS = 3000;
const HALF_VISIBLE = 0.5;

/** Calls onSeen once the element has stayed at least half visible for SEEN_DELAY_MS (skipped when already seen). */
export function useSeenAfterVisible<T extends HTMLElement>(isSeen: boolean, onSeen: () => void) {
  const ref = useRef<T>(null);
  const onSeenRef = useRef(onSeen);
  useEffect(() => {
    onSeenRef.current = onSeen;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || isSeen) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= HALF_VISIBLE) {
          timer ??= setTimeout(() => onSeenRef.current(), SEEN_DELAY_MS);
        } else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: HALF_VISIBLE },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [isSeen]);

  return ref;
}
