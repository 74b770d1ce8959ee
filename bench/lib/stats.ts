/** Small, dependency-free statistics for benchmark figures. All inputs are plain numbers (usually milliseconds). */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Linear-interpolated percentile (p in 0..100) of an unsorted list; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower]!;
  const high = sorted[upper]!;
  return low + (high - low) * (rank - lower);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface LatencySummary {
  count: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Completed requests (errors included) per second of wall time in the measured phase. */
  throughputPerSecond: number;
  wallSeconds: number;
  /** True when the time bound stopped the run before the requested count was reached. */
  wasCutShort: boolean;
}

export function summarizeLatencies(
  latenciesMs: readonly number[],
  input: { errors: number; wallMs: number; wasCutShort: boolean },
): LatencySummary {
  const completed = latenciesMs.length + input.errors;
  return {
    count: latenciesMs.length,
    errors: input.errors,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    p99Ms: percentile(latenciesMs, 99),
    meanMs: mean(latenciesMs),
    maxMs: latenciesMs.length ? Math.max(...latenciesMs) : Number.NaN,
    throughputPerSecond: input.wallMs > 0 ? completed / (input.wallMs / 1000) : Number.NaN,
    wallSeconds: input.wallMs / 1000,
    wasCutShort: input.wasCutShort,
  };
}

/** Rounds for display and JSON: keeps figures readable without losing the order of magnitude. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Rounds every figure of a latency summary for printing and JSON; other fields pass through. */
export function roundSummary<T extends LatencySummary>(summary: T): T {
  return {
    ...summary,
    p50Ms: round(summary.p50Ms, 3),
    p95Ms: round(summary.p95Ms, 3),
    p99Ms: round(summary.p99Ms, 3),
    meanMs: round(summary.meanMs, 3),
    maxMs: round(summary.maxMs, 3),
    throughputPerSecond: round(summary.throughputPerSecond, 0),
    wallSeconds: round(summary.wallSeconds, 2),
  };
}
