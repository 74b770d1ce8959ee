/**
 * L2-regularised logistic regression on sparse inputs, with cross-validation grouped by account (no account in a
 * training fold and its validation fold). Used by train-promo-model.ts and, for the reference figure, by the bench.
 */
import { PROMO_HASH_BUCKETS, PROMO_INPUT_WIDTH } from '../../packages/core/src/intelligence/text/promo-features.ts';
import type { PromoCaption } from './promo-data.ts';
import { scores, type Scores } from './metrics.ts';

export interface PromoFit {
  weights: number[];
  bias: number;
}

export interface FitOptions {
  lambda: number;
  /** L2 on the hashed word buckets (stronger than on the hand-made features: words learn accounts, not promotion). */
  wordLambda: number;
  /** false: the hashed word buckets are ignored (hand-made features only). */
  useWords: boolean;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function score(model: PromoFit, caption: PromoCaption): number {
  let z = model.bias;
  caption.vector.indices.forEach((index, k) => (z += model.weights[index]! * caption.vector.values[k]!));
  return sigmoid(z);
}

/** Full-batch gradient descent with Adam steps (the loss is convex; 600 steps converge on ~700 rows). */
export function fit(rows: readonly PromoCaption[], { lambda, wordLambda, useWords }: FitOptions): PromoFit {
  const weights = new Array<number>(PROMO_INPUT_WIDTH).fill(0);
  const m = new Array<number>(PROMO_INPUT_WIDTH + 1).fill(0);
  const v = new Array<number>(PROMO_INPUT_WIDTH + 1).fill(0);
  let bias = 0;
  const inputs = rows.map((r) => {
    const keep = r.vector.indices
      .map((index, k) => ({ index, value: r.vector.values[k]! }))
      .filter((e) => useWords || e.index >= PROMO_HASH_BUCKETS);
    return { entries: keep, y: r.isPromo ? 1 : 0 };
  });
  const rate = 0.05;
  for (let step = 1; step <= 600; step += 1) {
    const gradient = weights.map((w, j) => (j < PROMO_HASH_BUCKETS ? wordLambda : lambda) * w);
    let gradientBias = 0;
    for (const { entries, y } of inputs) {
      const error = sigmoid(entries.reduce((s, e) => s + weights[e.index]! * e.value, bias)) - y;
      for (const e of entries) gradient[e.index]! += (error * e.value) / inputs.length;
      gradientBias += error / inputs.length;
    }
    gradient.push(gradientBias);
    for (let j = 0; j <= PROMO_INPUT_WIDTH; j += 1) {
      m[j] = 0.9 * m[j]! + 0.1 * gradient[j]!;
      v[j] = 0.999 * v[j]! + 0.001 * gradient[j]! ** 2;
      const delta = (rate * (m[j]! / (1 - 0.9 ** step))) / (Math.sqrt(v[j]! / (1 - 0.999 ** step)) + 1e-8);
      if (j === PROMO_INPUT_WIDTH) bias -= delta;
      else weights[j] = weights[j]! - delta;
    }
  }
  return { weights, bias };
}

/** isSponsored as the product decides it: a disclosure, or the model at or above the threshold. */
export const decide = (caption: PromoCaption, probability: number, threshold: number) =>
  caption.disclosed || (!caption.denied && probability >= threshold);

/** Out-of-fold probabilities over `folds` folds of whole accounts (accounts dealt round-robin in name order). */
export function outOfFold(rows: readonly PromoCaption[], options: FitOptions, folds = 5): number[] {
  const accounts = [...new Set(rows.map((r) => r.account))].sort();
  const foldOf = new Map(accounts.map((a, i) => [a, i % folds]));
  const probabilities = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < folds; fold += 1) {
    const model = fit(
      rows.filter((r) => foldOf.get(r.account) !== fold),
      options,
    );
    rows.forEach((r, i) => {
      if (foldOf.get(r.account) === fold) probabilities[i] = score(model, r);
    });
  }
  return probabilities;
}

export function scoresAt(rows: readonly PromoCaption[], probabilities: readonly number[], threshold: number): Scores {
  return scores(rows.map((r, i) => ({ actual: r.isPromo, predicted: decide(r, probabilities[i]!, threshold) })));
}

/** The threshold (0.20 .. 0.80) with the best F1; ties go to the higher threshold (fewer alerts). */
export function bestThreshold(rows: readonly PromoCaption[], probabilities: readonly number[]): { threshold: number; scores: Scores } {
  let best = { threshold: 0.5, scores: scoresAt(rows, probabilities, 0.5) };
  for (let t = 20; t <= 80; t += 1) {
    const candidate = scoresAt(rows, probabilities, t / 100);
    if (candidate.f1 >= best.scores.f1) best = { threshold: t / 100, scores: candidate };
  }
  return best;
}
