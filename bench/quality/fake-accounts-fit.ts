/**
 * Fits the fake-account model from labelled sources: L2-regularised logistic regression over the product's own inputs
 * (features.ts modelInputs), every source weighted equally and its fakes and reals weighted equally (so no source's
 * base rate or size dominates), Platt calibration fitted on out-of-source scores among the given sources, then moved to
 * the audience prior, and the operating threshold chosen for at most TARGET_REAL_CALLED_FAKE of real accounts called
 * fake on those out-of-source scores. Deterministic (Newton's method, no random start).
 * Used by the leave-one-source-out bench (one fit per held-out source) and by train-fake-accounts.ts (all sources).
 */
import type { FakeAccountModel } from '../../packages/core/src/intelligence/accounts/classify-account.ts';
import { MODEL_INPUT_NAMES, modelInputs, type AccountProfile } from '../../packages/core/src/intelligence/accounts/features.ts';
import type { LabelledAccount, SourceId } from './fake-accounts-sources.ts';

/**
 * Share of fakes the product's probability assumes among a creator's followers: SRF Data's published median over 115
 * Swiss influencers was 14.3-19.6 % called fake (main.Rmd §6.3); the lower end, as their figure includes false alarms.
 * A published figure, not a rate read from any labelled source.
 */
export const AUDIENCE_PRIOR = 0.15;
/** At most this share of real accounts (on every source the threshold is chosen on) may be called fake. */
export const TARGET_REAL_CALLED_FAKE = 0.03;
export const L2_LAMBDA = 0.003;
/**
 * Sources the product's model is fitted on. InstaFake is CC BY-NC (benches and tests only), so the product's
 * coefficients are fitted without it; its held-out figure is therefore exactly the product model's.
 */
export const PRODUCT_SOURCES: readonly SourceId[] = ['kaggle', 'srf'];

interface Linear {
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
}
interface Row {
  x: (number | null)[];
  y: number;
  w: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (p: number) => Math.log(p / (1 - p));

/** Weights so that every source counts the same and, inside it, fakes and reals count the same (total 1). */
function balancedRows(accounts: readonly LabelledAccount[]): Row[] {
  const groups = new Map<string, number>();
  const rows = accounts.flatMap((a) => {
    const x = modelInputs(a.profile);
    if (x === null) return [];
    const key = `${a.source}:${a.isFake}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
    return [{ x, y: a.isFake ? 1 : 0, key }];
  });
  const sources = new Set(accounts.map((a) => a.source)).size;
  return rows.map((r) => ({ x: r.x, y: r.y, w: 1 / (2 * sources * groups.get(r.key)!) }));
}

/** Solves A·v = b (small dense system, Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c]![c] === 0) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1));
}

/** Weighted logistic regression by Newton's method on standardised inputs; a missing input counts as the mean. */
function fitLinear(rows: readonly Row[], lambda: number): Linear {
  const width = rows[0]!.x.length;
  const means: number[] = [];
  const scales: number[] = [];
  for (let j = 0; j < width; j++) {
    const present = rows.filter((r) => r.x[j] !== null);
    const total = present.reduce((s, r) => s + r.w, 0) || 1;
    const mean = present.reduce((s, r) => s + r.w * r.x[j]!, 0) / total;
    const variance = present.reduce((s, r) => s + r.w * (r.x[j]! - mean) ** 2, 0) / total;
    means.push(mean);
    scales.push(Math.sqrt(variance) || 1);
  }
  const xs = rows.map((r) => [...r.x.map((v, j) => (v === null ? 0 : (v - means[j]!) / scales[j]!)), 1]);
  const theta = new Array<number>(width + 1).fill(0);
  for (let step = 0; step < 50; step++) {
    const gradient = theta.map((t, j) => (j < width ? lambda * t : 0));
    const hessian = theta.map((_, i) => theta.map((__, j) => (i === j && i < width ? lambda : 0)));
    xs.forEach((x, i) => {
      const p = sigmoid(x.reduce((s, v, j) => s + v * theta[j]!, 0));
      const { y, w } = rows[i]!;
      for (let a = 0; a <= width; a++) {
        gradient[a]! += w * (p - y) * x[a]!;
        for (let b = 0; b <= width; b++) hessian[a]![b]! += w * p * (1 - p) * x[a]! * x[b]!;
      }
    });
    const delta = solve(hessian, gradient);
    theta.forEach((t, j) => (theta[j] = t - delta[j]!));
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return { means, scales, weights: theta.slice(0, width), bias: theta[width]! };
}

const rawLogOdds = (model: Linear, x: readonly (number | null)[]) =>
  x.reduce<number>((s, v, j) => (v === null ? s : s + ((v - model.means[j]!) / model.scales[j]!) * model.weights[j]!), model.bias);

/** One-dimensional weighted logistic regression y ~ σ(a·z + b). */
function fitPlatt(points: readonly { z: number; y: number; w: number }[]): { slope: number; intercept: number } {
  const fitted = fitLinear(
    points.map((p) => ({ x: [p.z], y: p.y, w: p.w })),
    0,
  );
  // Undo the standardisation: a·(z - mean)/scale + b.
  const slope = fitted.weights[0]! / fitted.scales[0]!;
  return { slope, intercept: fitted.bias - slope * fitted.means[0]! };
}

export interface OutOfSourceScore {
  source: string;
  isFake: boolean;
  z: number;
}

/** Raw log-odds of every account of each source from a model fitted on the other given sources only. */
function outOfSourceScores(accounts: readonly LabelledAccount[], lambda: number): OutOfSourceScore[] {
  const sources = [...new Set(accounts.map((a) => a.source))];
  return sources.flatMap((held) => {
    const model = fitLinear(balancedRows(accounts.filter((a) => a.source !== held)), lambda);
    return accounts.flatMap((a) => {
      const x = a.source === held ? modelInputs(a.profile) : null;
      return x === null ? [] : [{ source: held, isFake: a.isFake, z: rawLogOdds(model, x) }];
    });
  });
}

/** The lowest threshold at which no source calls more than `target` of its real accounts fake. */
function thresholdFor(scores: readonly { source: string; isFake: boolean; p: number }[], target: number): number {
  const sources = [...new Set(scores.map((s) => s.source))];
  let threshold = 0;
  for (const source of sources) {
    const real = scores
      .filter((s) => s.source === source && !s.isFake)
      .map((s) => s.p)
      .sort((a, b) => b - a);
    // Calling the k highest-scored real accounts fake is allowed while k <= target·n.
    const allowed = Math.floor(target * real.length);
    const cut = real[allowed];
    if (cut !== undefined) threshold = Math.max(threshold, cut + 1e-9);
  }
  return threshold;
}

export interface FitOptions {
  lambda?: number;
  prior?: number;
  target?: number;
}

/**
 * Fits the product model on the given labelled accounts (at least two sources, so calibration and threshold come from
 * out-of-source scores). The accounts' own sources are all the model learns from.
 */
export function fitFakeAccountModel(accounts: readonly LabelledAccount[], options: FitOptions = {}): FakeAccountModel {
  const { lambda = L2_LAMBDA, prior = AUDIENCE_PRIOR, target = TARGET_REAL_CALLED_FAKE } = options;
  const sources = new Set(accounts.map((a) => a.source));
  if (sources.size < 2) throw new Error('fitFakeAccountModel needs at least two sources (calibration is fitted across them).');
  const linear = fitLinear(balancedRows(accounts), lambda);
  const scores = outOfSourceScores(accounts, lambda);
  const groups = new Map<string, number>();
  for (const s of scores) groups.set(`${s.source}:${s.isFake}`, (groups.get(`${s.source}:${s.isFake}`) ?? 0) + 1);
  const platt = fitPlatt(
    scores.map((s) => ({ z: s.z, y: s.isFake ? 1 : 0, w: 1 / (2 * sources.size * groups.get(`${s.source}:${s.isFake}`)!) })),
  );
  // Balanced weights put the fitted calibration at a 50 % prior; Bayes' rule moves it to the audience prior.
  const calibration = { slope: platt.slope, intercept: platt.intercept + logit(prior) };
  const calibrated = scores.map((s) => ({
    source: s.source,
    isFake: s.isFake,
    p: sigmoid(calibration.slope * s.z + calibration.intercept),
  }));
  return {
    inputs: [...MODEL_INPUT_NAMES],
    means: linear.means,
    scales: linear.scales,
    weights: linear.weights,
    bias: linear.bias,
    calibration,
    prior,
    threshold: thresholdFor(calibrated, target),
  };
}

/** The uncalibrated log-odds of a model fitted on `accounts` (any number of sources): ranking only, for the bench's ceilings. */
export function fitLogOddsScorer(accounts: readonly LabelledAccount[], lambda = L2_LAMBDA): (profile: AccountProfile) => number | null {
  const linear = fitLinear(balancedRows(accounts), lambda);
  return (profile) => {
    const x = modelInputs(profile);
    return x === null ? null : rawLogOdds(linear, x);
  };
}
