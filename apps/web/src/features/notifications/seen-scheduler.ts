/** Spec §9: an item counts as seen after 3000 ms of being at least half visible. */
export const SEEN_DELAY_MS = 3000;
/** The share of an item that has to be visible for its seen timer to run. */
export const SEEN_VISIBLE_RATIO = 0.5;
/**
 * Items whose timers end within this window go out in one markAsSeen request: items that came into view together
 * (the popup opening) become seen together, without one request per item.
 */
export const SEEN_BATCH_WINDOW_MS = 50;

export interface SeenScheduler<T> {
  /** An item's visibility changed: at least half visible starts its timer (once), anything less cancels it. */
  setVisible(id: string, item: T, isVisible: boolean): void;
  /**
   * Cancels every running timer (the list closes); items whose 3 s had already passed are still reported. Items
   * shown again afterwards start from zero (React's strict mode closes and reopens a list once).
   */
  cancelAll(): void;
}

interface SeenSchedulerOptions<T> {
  /** Receives the items that have been seen, batched. */
  onSeen: (items: T[]) => void;
  delayMs?: number;
  batchWindowMs?: number;
}

/**
 * Timers per item for "seen after 3 s at least half visible" (spec §9), with the reports batched. An item that
 * leaves view before its time starts again from zero when it comes back; an item is reported at most once.
 */
export function createSeenScheduler<T>({
  onSeen,
  delayMs = SEEN_DELAY_MS,
  batchWindowMs = SEEN_BATCH_WINDOW_MS,
}: SeenSchedulerOptions<T>): SeenScheduler<T> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const reported = new Set<string>();
  let pending: T[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    onSeen(items);
  };

  const cancel = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  return {
    setVisible(id, item, isVisible) {
      if (reported.has(id)) return;
      if (!isVisible) {
        cancel(id);
        return;
      }
      if (timers.has(id)) return;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          reported.add(id);
          pending.push(item);
          flushTimer ??= setTimeout(flush, batchWindowMs);
        }, delayMs),
      );
    },
    cancelAll() {
      for (const id of [...timers.keys()]) cancel(id);
      flush();
    },
  };
}
