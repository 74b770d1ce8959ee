/**
 * Pure reading of a benchmark row: 101 values, the 0th..100th percentile of one metric in one peer group (linear
 * interpolation between order statistics, as PostgreSQL's percentile_cont computes them).
 */

export const PERCENTILE_POINTS = 101;

/** The 101 percentiles of a sample (same definition as percentile_cont), for tests and benches without a database. */
export function percentilesOf(values: readonly number[]): number[] {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return Array.from({ length: PERCENTILE_POINTS }, (_, p) => {
    const position = (p / 100) * (sorted.length - 1);
    const lower = Math.floor(position);
    const upper = Math.min(lower + 1, sorted.length - 1);
    return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
  });
}

/**
 * Percentile rank of value (0..100, the share of the peer distribution below it): a binary search for the first
 * percentile at or above the value, then linear interpolation inside that step. Plateaus (many equal values) rank at
 * their lower edge, so "beats" means strictly greater, as in the per-request count this replaces.
 */
export function percentileRank(percentiles: readonly number[], value: number): number | null {
  const n = percentiles.length;
  if (n === 0 || !Number.isFinite(value)) return null;
  if (value <= percentiles[0]!) return 0;
  if (value > percentiles[n - 1]!) return 100;
  // The first index whose percentile is >= value (exists: value <= the last one).
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (percentiles[mid]! >= value) hi = mid;
    else lo = mid + 1;
  }
  const below = percentiles[lo - 1]!;
  const at = percentiles[lo]!;
  const fraction = at > below ? (value - below) / (at - below) : 1;
  return ((lo - 1 + fraction) / (n - 1)) * 100;
}

/**
 * A robust z-score of value against the distribution, in log space because engagement, ratios and views are
 * right-skewed: (ln v - ln p50) / sigma, with sigma = (ln p75 - ln p25) / 1.349 (the IQR of a normal distribution).
 * Null when the value or the quartiles are not positive.
 */
export function logZScore(percentiles: readonly number[], value: number): number | null {
  if (percentiles.length !== PERCENTILE_POINTS || !(value > 0)) return null;
  const p25 = percentiles[25]!;
  const p50 = percentiles[50]!;
  const p75 = percentiles[75]!;
  if (!(p25 > 0) || !(p50 > 0) || !(p75 > p25)) return null;
  const sigma = (Math.log(p75) - Math.log(p25)) / 1.349;
  return (Math.log(value) - Math.log(p50)) / sigma;
}

/** The lowest and highest percentile a benchmark shows: never "better than 0 %" or "better than 100 %" of peers. */
export const PERCENTILE_FLOOR = 1;
export const PERCENTILE_CEILING = 99;

/**
 * A percentile rank as shown to people: a whole number from 1 to 99. The peers are a sample, so beating every one of
 * them makes a channel "top 1 %", not better than 100 % of all channels like it (and likewise at the bottom).
 */
export function shownPercentile(rank: number): number {
  return Math.min(PERCENTILE_CEILING, Math.max(PERCENTILE_FLOOR, Math.round(rank)));
}
