/**
 * Rules over follower series. Two kinds of artefact look alike on a growth chart, a drop that comes back a month later:
 * - a source batch (one monthly file of one platform) read with another meaning or scale: most of its channels jump
 *   at once, in the same direction, and fall back at the next batch (findBatchArtefacts);
 * - one channel's point that disagrees with the points around it, usually two sources measuring differently
 *   (findDipRecoveries). A daily series is trusted: there the platform itself showed the dip.
 */

export interface SeriesPoint {
  /** The channel the point belongs to. */
  key: string;
  /** The source batch: source id plus platform ("top1000-social-2022/instagram"). */
  batch: string;
  day: string;
  value: number;
}

/** A drop or jump of this share or more, falling back afterwards, is what the rules look for (the 5 %). */
const ARTEFACT_STEP = 0.05;
/** Fewer channels than this in a batch cannot show a batch-wide artefact. */
const MIN_BATCH_CHANNELS = 20;
/** The share of a batch's channels that must move together for the batch to be an artefact. */
const BATCH_ARTEFACT_SHARE = 0.5;
/** Points further apart than this are not "a month" apart. */
const MAX_GAP_DAYS = 62;
/** Consecutive points at most this far apart form a daily series. */
const DAILY_GAP_DAYS = 2;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

interface BatchArtefact {
  batch: string;
  day: string;
  /** How many channels had a point there and at the batch's days before and after. */
  channels: number;
  /** How many of them moved by ARTEFACT_STEP or more against both neighbours, in the batch's direction. */
  moved: number;
  /** Median of value / expected (expected: geometric interpolation between the neighbouring batch days). */
  medianRatio: number;
  /** A power of ten that explains the batch (a unit read as another, 1e3 or 1e-6): multiply values by it. Else null. */
  scale: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The power of ten a ratio is within 2 % of, when it is not 1 itself. */
function powerOfTenScale(ratio: number): number | null {
  const exponent = Math.round(Math.log10(ratio));
  if (exponent === 0) return null;
  return Math.abs(ratio / 10 ** exponent - 1) <= 0.02 ? 10 ** -exponent : null;
}

/** Evaluates every interior day of every batch, ignoring days already found to be artefacts. */
function evaluateBatches(points: readonly SeriesPoint[], excluded: ReadonlySet<string>): BatchArtefact[] {
  const byBatch = new Map<string, Map<string, Map<string, number>>>();
  for (const p of points) {
    if (excluded.has(`${p.batch}\u0000${p.day}`) || !(p.value > 0)) continue;
    const days = byBatch.get(p.batch) ?? new Map<string, Map<string, number>>();
    const values = days.get(p.day) ?? new Map<string, number>();
    values.set(p.key, p.value);
    days.set(p.day, values);
    byBatch.set(p.batch, days);
  }
  const found: BatchArtefact[] = [];
  for (const [batch, days] of byBatch) {
    const order = [...days.keys()].sort();
    for (let i = 1; i < order.length - 1; i++) {
      const [before, day, after] = [order[i - 1]!, order[i]!, order[i + 1]!];
      const [t0, t1, t2] = [dayNumber(before), dayNumber(day), dayNumber(after)];
      const ratios: number[] = [];
      let down = 0;
      let up = 0;
      for (const [key, value] of days.get(day)!) {
        const v0 = days.get(before)!.get(key);
        const v2 = days.get(after)!.get(key);
        if (v0 === undefined || v2 === undefined) continue;
        const expected = v0 * (v2 / v0) ** ((t1 - t0) / (t2 - t0));
        ratios.push(value / expected);
        if (value <= (1 - ARTEFACT_STEP) * Math.min(v0, v2)) down++;
        if (value >= (1 + ARTEFACT_STEP) * Math.max(v0, v2)) up++;
      }
      if (ratios.length < MIN_BATCH_CHANNELS) continue;
      const moved = Math.max(down, up);
      if (moved < BATCH_ARTEFACT_SHARE * ratios.length) continue;
      const medianRatio = median(ratios);
      found.push({ batch, day, channels: ratios.length, moved, medianRatio, scale: powerOfTenScale(medianRatio) });
    }
  }
  return found;
}

/**
 * Source batches whose values jump and fall back for most channels at once. Greedy: the worst batch is taken first and
 * left out before the rest are judged again, because one bad month also makes its neighbours look odd.
 */
export function findBatchArtefacts(points: readonly SeriesPoint[]): BatchArtefact[] {
  const excluded = new Set<string>();
  const artefacts: BatchArtefact[] = [];
  for (;;) {
    const candidates = evaluateBatches(points, excluded);
    if (candidates.length === 0) return artefacts;
    const worst = candidates.reduce((a, b) => (Math.abs(Math.log(b.medianRatio)) > Math.abs(Math.log(a.medianRatio)) ? b : a));
    artefacts.push(worst);
    excluded.add(`${worst.batch}\u0000${worst.day}`);
  }
}

interface DipRecovery {
  key: string;
  day: string;
  value: number;
  before: { day: string; value: number };
  after: { day: string; value: number };
}

/**
 * Points of one channel's series (one value per day, oldest first) that drop or jump by ARTEFACT_STEP or more and come
 * most of the way back at the next point, within MAX_GAP_DAYS each side, unless the three points are a daily series.
 */
export function findDipRecoveries(key: string, series: readonly { day: string; value: number }[]): DipRecovery[] {
  const found: DipRecovery[] = [];
  const points = series.filter((p) => p.value > 0);
  let previous = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [p0, p1, p2] = [points[previous]!, points[i]!, points[i + 1]!];
    const gapBefore = dayNumber(p1.day) - dayNumber(p0.day);
    const gapAfter = dayNumber(p2.day) - dayNumber(p1.day);
    const isDaily = gapBefore <= DAILY_GAP_DAYS && gapAfter <= DAILY_GAP_DAYS;
    const step = Math.log(p1.value / p0.value);
    const back = Math.log(p2.value / p1.value);
    const isArtefact =
      !isDaily &&
      gapBefore <= MAX_GAP_DAYS &&
      gapAfter <= MAX_GAP_DAYS &&
      Math.abs(step) >= -Math.log(1 - ARTEFACT_STEP) &&
      Math.sign(back) === -Math.sign(step) &&
      Math.abs(step + back) <= 0.3 * Math.abs(step);
    if (isArtefact) {
      found.push({ key, day: p1.day, value: p1.value, before: { day: p0.day, value: p0.value }, after: { day: p2.day, value: p2.value } });
      continue; // the dropped point is not the next point's "before"
    }
    previous = i;
  }
  return found;
}
