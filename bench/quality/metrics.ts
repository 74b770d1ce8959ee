/** Precision, recall and F1 of a binary detector. */

export interface Scores {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  f1: number;
}

export function scores(predictions: readonly { actual: boolean; predicted: boolean }[]): Scores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { actual, predicted } of predictions) {
    if (actual && predicted) tp += 1;
    else if (!actual && predicted) fp += 1;
    else if (actual && !predicted) fn += 1;
    else tn += 1;
  }
  return fromCounts(tp, fp, fn, tn);
}

export function fromCounts(tp: number, fp: number, fn: number, tn = 0): Scores {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, trueNegatives: tn, precision, recall, f1 };
}

export const formatScores = (s: Scores) =>
  `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  F1 ${s.f1.toFixed(3)}  (tp ${s.truePositives}, fp ${s.falsePositives}, fn ${s.falseNegatives})`;
