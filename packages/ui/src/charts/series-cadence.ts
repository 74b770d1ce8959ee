/**
 * How often a time series was observed, read from its points: a chart says "daily" only when the points are daily.
 * Pure functions, so titles, markers and gap breaks all follow the same reading of the data.
 */

export type SeriesCadence = 'daily' | 'weekly' | 'monthly' | 'irregular';

const DAY_MS = 86_400_000;

/** Median gap (the middle one; the mean of the two middle ones for an even count) between points, in days; null below two points. */
export function medianGapDays(times: readonly number[]): number | null {
  if (times.length < 2) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const gaps = sorted
    .slice(1)
    .map((time, index) => (time - sorted[index]!) / DAY_MS)
    .sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1 ? gaps[middle]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
}

/**
 * The cadence of points at these times (epoch milliseconds, any order): daily when the median gap is at most 1.5 days,
 * weekly up to 8, monthly up to 35, else irregular; null below two points (one reading has no cadence).
 */
export function seriesCadence(times: readonly number[]): SeriesCadence | null {
  const gap = medianGapDays(times);
  if (gap === null) return null;
  if (gap <= 1.5) return 'daily';
  if (gap <= 8) return 'weekly';
  if (gap <= 35) return 'monthly';
  return 'irregular';
}

/** Fewer points than this, or a median gap above SPARSE_GAP_DAYS, draws every point as a marker. */
export const SPARSE_POINT_COUNT = 60;
export const SPARSE_GAP_DAYS = 2;

/** True when a series is sparse enough that each reading should be visible as a marker, not hidden in a line. */
export function isSparseSeries(times: readonly number[]): boolean {
  const gap = medianGapDays(times);
  return times.length < SPARSE_POINT_COUNT || (gap !== null && gap > SPARSE_GAP_DAYS);
}

/** A gap this many times the median gap (and at least GAP_BREAK_MIN_DAYS) is drawn as a break in the line. */
export const GAP_BREAK_FACTOR = 3;
export const GAP_BREAK_MIN_DAYS = 3;

/**
 * The indexes (into `times`, ascending) after which the line should break: gaps far longer than the series' usual
 * spacing, where a straight line would invent readings nobody took. `times` must be in ascending order.
 */
export function gapBreaksAfter(times: readonly number[]): number[] {
  const gap = medianGapDays(times);
  if (gap === null) return [];
  const limit = Math.max(gap * GAP_BREAK_FACTOR, GAP_BREAK_MIN_DAYS) * DAY_MS;
  const breaks: number[] = [];
  for (let index = 1; index < times.length; index += 1) {
    if (times[index]! - times[index - 1]! > limit) breaks.push(index - 1);
  }
  return breaks;
}
