/**
 * Outlier rules on the follower series: counter resets, jumps where the points change source or where the source moved
 * a whole batch of channels (artefacts), and a series that multiplies within months (a giveaway event, or unexplained).
 */
import type { FigureFlag } from '@creatorlens/contracts';
import { daysBetween } from '../signals/series.ts';
import { causeBetween, flag } from './evidence.ts';
import {
  COUNTER_RESET_SHARE,
  JUMP_FACTOR,
  JUMP_MIN_FOLLOWERS,
  JUMP_WINDOW_DAYS,
  RESET_NEIGHBOURS_AGREE,
  SOURCE_SWITCH_FACTOR,
} from './thresholds.ts';
import type { OutlierInput, SourcedPoint } from './types.ts';

type Point = SourcedPoint & { followers: number };

/** The factor of the move from a to b as a symmetric size (3 for ×3 and for ÷3). */
const size = (factor: number) => (factor >= 1 ? factor : 1 / factor);

export function seriesFlags(input: OutlierInput): FigureFlag[] {
  const points = input.snapshots
    .filter((s): s is Point => s.followers != null && s.followers > 0)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  if (points.length < 2) return [];
  const flags: FigureFlag[] = [];

  // A point far below both neighbours, which agree with each other: the counter was reset or misread once.
  let reset: number | null = null;
  const resetDays = new Set<string>();
  for (let i = 1; i + 1 < points.length; i += 1) {
    const [before, at, after] = [points[i - 1]!.followers, points[i]!.followers, points[i + 1]!.followers];
    const agree = Math.abs(after - before) / Math.max(after, before) <= RESET_NEIGHBOURS_AGREE;
    if (agree && at <= COUNTER_RESET_SHARE * Math.min(before, after)) {
      const share = at / ((before + after) / 2);
      resetDays.add(points[i]!.day);
      if (reset == null || share < reset) reset = share;
    }
  }
  if (reset != null) flags.push(flag('followers-counter-reset', reset));

  // Moves at a change of source, or on a day the source moved many of its channels alike: the data moved, not people.
  let switchFactor: number | null = null;
  let batchFactor: number | null = null;
  const artefactDays = new Set<string>();
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const factor = to.followers / from.followers;
    if (size(factor) < SOURCE_SWITCH_FACTOR) continue;
    if (from.source && to.source && from.source !== to.source) {
      if (switchFactor == null || size(factor) > size(switchFactor)) switchFactor = factor;
      artefactDays.add(to.day);
    } else if (to.source && input.batchMoves?.has(`${to.source}|${to.day}`)) {
      if (batchFactor == null || size(factor) > size(batchFactor)) batchFactor = factor;
      artefactDays.add(to.day);
    }
  }
  if (switchFactor != null) flags.push(flag('followers-source-switch', switchFactor));
  if (batchFactor != null) flags.push(flag('followers-batch-move', batchFactor));

  // The largest multiplication within JUMP_WINDOW_DAYS that no artefact inside the window explains.
  let jump: { factor: number; fromDay: string; toDay: string } | null = null;
  for (let i = 0; i < points.length; i += 1) {
    const from = points[i]!;
    if (from.followers < JUMP_MIN_FOLLOWERS || resetDays.has(from.day)) continue;
    for (let j = i + 1; j < points.length && daysBetween(from.day, points[j]!.day) <= JUMP_WINDOW_DAYS; j += 1) {
      const to = points[j]!;
      const factor = to.followers / from.followers;
      if (factor < JUMP_FACTOR || (jump && factor <= jump.factor)) continue;
      const explained = points.slice(i + 1, j + 1).some((p) => artefactDays.has(p.day) || resetDays.has(p.day));
      if (!explained) jump = { factor, fromDay: from.day, toDay: to.day };
    }
  }
  if (jump) {
    const giveaway = causeBetween(input.posts, jump.fromDay, jump.toDay) === 'giveaway';
    flags.push(flag(giveaway ? 'followers-jump-giveaway' : 'followers-jump', jump.factor, JUMP_FACTOR));
  }
  return flags;
}
