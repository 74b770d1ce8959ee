import { describe, expect, it } from 'vitest';
import { REFRESH_CADENCE, refreshTierOf } from '../src/jobs/refresh-cadence.ts';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('refreshTierOf', () => {
  it('refreshes a never-refreshed channel at once', () => {
    expect(refreshTierOf({ lastPostedAt: null, dataAsOf: null }, now)).toEqual({ isDue: true, includePosts: false });
  });

  it('reads counters once a day for channels that have not posted lately', () => {
    const quiet = hoursAgo(REFRESH_CADENCE.activeWithinDays * 24 + 1);
    expect(refreshTierOf({ lastPostedAt: quiet, dataAsOf: hoursAgo(23) }, now)).toEqual({ isDue: false, includePosts: false });
    expect(refreshTierOf({ lastPostedAt: quiet, dataAsOf: hoursAgo(24) }, now)).toEqual({ isDue: true, includePosts: false });
    expect(refreshTierOf({ lastPostedAt: null, dataAsOf: hoursAgo(30) }, now)).toEqual({ isDue: true, includePosts: false });
  });

  it('refreshes active channels with their posts every few hours', () => {
    const active = hoursAgo(24 * 3);
    expect(refreshTierOf({ lastPostedAt: active, dataAsOf: hoursAgo(REFRESH_CADENCE.postsEveryHours - 1) }, now)).toEqual({
      isDue: false,
      includePosts: true,
    });
    expect(refreshTierOf({ lastPostedAt: active, dataAsOf: hoursAgo(REFRESH_CADENCE.postsEveryHours) }, now)).toEqual({
      isDue: true,
      includePosts: true,
    });
    // Exactly at the edge of the active window still counts as active.
    expect(refreshTierOf({ lastPostedAt: hoursAgo(REFRESH_CADENCE.activeWithinDays * 24), dataAsOf: hoursAgo(7) }, now).includePosts).toBe(
      true,
    );
  });
});
