import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeenScheduler, SEEN_BATCH_WINDOW_MS, SEEN_DELAY_MS } from '../src/features/notifications/seen-scheduler.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const batches: string[][] = [];
  const scheduler = createSeenScheduler<string>({ onSeen: (items) => batches.push(items) });
  return { batches, scheduler };
};

describe('createSeenScheduler (seen after 3 s at least half visible, spec §9)', () => {
  it('reports an item only after it stayed in view for 3 s', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS - 1);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1 + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['a']]);
  });

  it('cancels the timer when the item leaves view, and starts from zero when it comes back', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(2000);
    scheduler.setVisible('a', 'a', false);
    vi.advanceTimersByTime(SEEN_DELAY_MS * 2);
    expect(batches).toEqual([]);
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(2000);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1000 + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['a']]);
  });

  it('never reports an item that was never in view', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('below', 'below', false);
    vi.advanceTimersByTime(60_000);
    expect(batches).toEqual([]);
  });

  it('batches items that came into view together into one report, later ones into the next', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('a', 'a', true);
    scheduler.setVisible('b', 'b', true);
    vi.advanceTimersByTime(10);
    scheduler.setVisible('c', 'c', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['a', 'b', 'c']]);
    scheduler.setVisible('d', 'd', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('does not restart or repeat a timer for repeated visibility reports, and reports an item once', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(2000);
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(1000 + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['a']]);
    scheduler.setVisible('a', 'a', false);
    scheduler.setVisible('a', 'a', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS * 2);
    expect(batches).toEqual([['a']]);
  });

  it('cancels running timers when the list closes, but still reports what had already been seen', () => {
    const { batches, scheduler } = setup();
    scheduler.setVisible('early', 'early', true);
    vi.advanceTimersByTime(1000);
    scheduler.setVisible('late', 'late', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS - 1000);
    // "early" is due (its report waits for the batch window), "late" has 1 s to go.
    scheduler.cancelAll();
    expect(batches).toEqual([['early']]);
    vi.advanceTimersByTime(SEEN_DELAY_MS * 2);
    expect(batches).toEqual([['early']]);
    // Opened again, "late" starts from zero.
    scheduler.setVisible('late', 'late', true);
    vi.advanceTimersByTime(SEEN_DELAY_MS - 1);
    expect(batches).toEqual([['early']]);
    vi.advanceTimersByTime(1 + SEEN_BATCH_WINDOW_MS);
    expect(batches).toEqual([['early'], ['late']]);
  });
});
