/**
 * Bootstrap confidence intervals for detector scores: rows are resampled with replacement (a seeded generator, so a
 * bench run prints the same interval every time), the statistic recomputed per draw, and the 2.5th and 97.5th
 * percentiles reported. Used by every quality bench so their intervals mean the same thing.
 */
import { scores, type Scores } from './metrics.ts';
import { seededRandom } from './promo-data.ts';

export interface Interval {
  low: number;
  high: number;
}

// One seeded generator for every quality bench (splits, samples, bootstrap draws).
export { seededRandom };

/** Fisher–Yates with a seeded generator: the same order on every run. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** 95 % percentile interval of `statistic` over `draws` bootstrap resamples of `rows`. */
export function bootstrapInterval<T>(
  rows: readonly T[],
  statistic: (sample: readonly T[]) => number,
  draws = 1000,
  seed = 20261126,
): Interval {
  if (rows.length === 0) return { low: Number.NaN, high: Number.NaN };
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let d = 0; d < draws; d++) {
    const sample: T[] = [];
    for (let i = 0; i < rows.length; i++) sample.push(rows[Math.floor(random() * rows.length)]!);
    values.push(statistic(sample));
  }
  values.sort((a, b) => a - b);
  return { low: values[Math.floor(0.025 * (draws - 1))]!, high: values[Math.ceil(0.975 * (draws - 1))]! };
}

export type Prediction = { actual: boolean; predicted: boolean };

/** Precision, recall and F1 with their bootstrap intervals, and the share of real (negative) rows called positive. */
export function scoresWithIntervals(
  predictions: readonly Prediction[],
  draws = 1000,
): Scores & {
  falsePositiveRate: number;
  intervals: { precision: Interval; recall: Interval; f1: Interval; falsePositiveRate: Interval };
} {
  const fpr = (rows: readonly Prediction[]) => {
    const negatives = rows.filter((r) => !r.actual);
    return negatives.length === 0 ? 0 : negatives.filter((r) => r.predicted).length / negatives.length;
  };
  const base = scores(predictions);
  return {
    ...base,
    falsePositiveRate: fpr(predictions),
    intervals: {
      precision: bootstrapInterval(predictions, (s) => scores(s).precision, draws),
      recall: bootstrapInterval(predictions, (s) => scores(s).recall, draws),
      f1: bootstrapInterval(predictions, (s) => scores(s).f1, draws),
      falsePositiveRate: bootstrapInterval(predictions, fpr, draws),
    },
  };
}

/** `0.812 [0.770–0.851]` */
export const withInterval = (value: number, interval: Interval) =>
  `${value.toFixed(3)} [${interval.low.toFixed(3)}–${interval.high.toFixed(3)}]`;
