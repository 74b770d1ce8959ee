/**
 * Series helpers shared by the detectors: robust statistics (median, MAD) and per-day gains between readings, so a
 * weekly or irregular series is judged on the same scale as a daily one.
 */
import type { SnapshotPoint } from './types.ts';

const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median absolute deviation (unscaled). */
function mad(values: readonly number[], center = median(values)): number {
  return median(values.map((v) => Math.abs(v - center)));
}

/** MAD x 1.4826 estimates the standard deviation of normally distributed data. */
const MAD_TO_SIGMA = 1.4826;

/** One interval between two consecutive readings with a follower count. */
export interface GainInterval {
  /** The reading that closes the interval (where the gain becomes visible). */
  day: string;
  fromDay: string;
  days: number;
  fromFollowers: number;
  toFollowers: number;
  /** Followers gained over the whole interval (may be negative). */
  gain: number;
  /** gain / days. */
  perDay: number;
  /** Lifetime views gained per day over the same interval, when both readings have views. */
  viewsPerDay: number | null;
}

/** Intervals between consecutive readings that both have a follower count; duplicate or unordered days are skipped. */
export function gainIntervals(snapshots: readonly SnapshotPoint[]): GainInterval[] {
  const points = snapshots
    .filter((s) => s.followers != null && Number.isFinite(s.followers))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const intervals: GainInterval[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const days = daysBetween(from.day, to.day);
    if (days <= 0) continue;
    const gain = to.followers! - from.followers!;
    const viewsPerDay = from.totalViews != null && to.totalViews != null ? (to.totalViews - from.totalViews) / days : null;
    intervals.push({
      day: to.day,
      fromDay: from.day,
      days,
      fromFollowers: from.followers!,
      toFollowers: to.followers!,
      gain,
      perDay: gain / days,
      viewsPerDay,
    });
  }
  return intervals;
}

/** Share of non-zero values that must be multiples of a step for the series to count as rounded to it. */
const QUANTISED_SHARE = 0.8;

/**
 * The rounding step of a series whose counts are published rounded (YouTube shows 3 significant figures, so 115,000
 * moves in steps of 1,000): the largest power of ten that divides at least 80 % of the non-zero values, or 1. Pass the
 * gains as well as the counts: a smoothed or partly rebuilt series still moves mostly in the published steps.
 */
export function quantisationStep(values: readonly number[]): number {
  const nonZero = values.filter((v) => v !== 0 && Number.isFinite(v));
  if (nonZero.length < 2) return 1;
  const isRoundedTo = (unit: number) => nonZero.filter((v) => v % unit === 0).length >= nonZero.length * QUANTISED_SHARE;
  let step = 1;
  while (step < 1e9 && isRoundedTo(step * 10)) step *= 10;
  return step;
}

/** Robust z-score of value against a sample, with a floor on the scale so a perfectly flat baseline does not divide by zero. */
export function robustZ(value: number, sample: readonly number[], scaleFloor: number): { z: number; center: number; scale: number } {
  const center = median(sample);
  const scale = Math.max(MAD_TO_SIGMA * mad(sample, center), scaleFloor);
  return { z: (value - center) / scale, center, scale };
}

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
