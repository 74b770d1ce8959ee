/**
 * Outlier rules on the 30-day growth: against what is possible at the channel's size (artefact), against its peers
 * and its own history, with the cause looked for in its posts (event) or not found (unexplained).
 */
import type { FigureFlag } from '@creatorlens/contracts';
import { addDays, daysBetween, median } from '../signals/series.ts';
import { causeBetween, flag, peerCeiling } from './evidence.ts';
import {
  IMPOSSIBLE_MONTHLY_GAIN,
  IMPOSSIBLE_MONTHLY_LOSS,
  MIN_UNUSUAL_GROWTH,
  OWN_HISTORY_MULTIPLE,
  PLAUSIBLE_MONTHLY_GROWTH,
  UNUSUAL_GROWTH_WITHOUT_PEERS,
} from './thresholds.ts';
import type { OutlierInput, SourcedPoint } from './types.ts';

/** The largest plausible 30-day growth at this follower count, or null when no growth is impossible at this size. */
function plausibleGrowthCeiling(followers: number | null): number | null {
  if (followers == null) return null;
  return PLAUSIBLE_MONTHLY_GROWTH.find(([minFollowers]) => followers >= minFollowers)?.[1] ?? null;
}

/** Whether a 30-day growth (and gain) cannot be a real audience: the rule data:check holds every channel to. */
export function isImpossibleGrowth(followers: number | null, growth: number | null, gain: number | null): boolean {
  if (growth == null) return false;
  if (growth <= IMPOSSIBLE_MONTHLY_LOSS) return true;
  if (gain != null && Math.abs(gain) > IMPOSSIBLE_MONTHLY_GAIN) return true;
  const ceiling = plausibleGrowthCeiling(followers);
  return ceiling != null && growth > ceiling;
}

const followerPoints = (snapshots: readonly SourcedPoint[]) =>
  snapshots.filter((s) => s.followers != null && s.followers > 0).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

/** The channel's usual 30-day growth: the median over its earlier intervals scaled to 30 days (null under 3 of them). */
function ownMedianGrowth(points: readonly SourcedPoint[], before: string): number | null {
  const rates: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    if (to.day > before) break;
    const days = daysBetween(from.day, to.day);
    if (days > 0) rates.push(((to.followers! - from.followers!) / from.followers!) * (30 / days));
  }
  return rates.length >= 3 ? median(rates) : null;
}

export function growthFlags(input: OutlierInput): FigureFlag[] {
  const growth = input.followers30dGrowth;
  if (growth == null || !Number.isFinite(growth)) return [];
  if (isImpossibleGrowth(input.followers, growth, input.followers30dGain))
    return [flag('growth-impossible', growth, plausibleGrowthCeiling(input.followers) ?? IMPOSSIBLE_MONTHLY_LOSS)];

  const points = followerPoints(input.snapshots);
  const latest = points.at(-1);
  // The point nearest 30 days before the newest (20..45 days, as the stats refresh picks it) read by another source.
  const start = latest
    ? points
        .filter((p) => {
          const gap = daysBetween(p.day, latest.day);
          return gap >= 20 && gap <= 45;
        })
        .sort((a, b) => Math.abs(daysBetween(a.day, latest.day) - 30) - Math.abs(daysBetween(b.day, latest.day) - 30))[0]
    : undefined;
  // Two sources subtracted: the difference says as much about the sources as about the audience; nothing more to judge.
  if (latest?.source && start?.source && latest.source !== start.source) return [flag('growth-mixed-sources', growth)];

  const peers = peerCeiling(input.peers.followers30dGrowth);
  const threshold = peers != null ? Math.max(peers, MIN_UNUSUAL_GROWTH) : UNUSUAL_GROWTH_WITHOUT_PEERS;
  if (growth <= threshold) return [];
  const toDay = latest?.day ?? null;
  const own = toDay ? ownMedianGrowth(points, addDays(toDay, -45)) : null;
  if (own != null && own > 0 && growth < own * OWN_HISTORY_MULTIPLE) return [];
  const cause = toDay ? causeBetween(input.posts, addDays(toDay, -30), toDay) : null;
  const reason = cause === 'giveaway' ? 'growth-giveaway' : cause === 'viral' ? 'growth-viral-post' : 'growth-above-peers';
  return [flag(reason, growth, threshold)];
}
