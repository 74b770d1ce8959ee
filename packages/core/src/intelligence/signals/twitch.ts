/**
 * Twitch viewbot signals (market.md §2.4): viewers against followers, chatters against viewers, and viewer curves that
 * are too linear to be people. Where the data is missing the detector says so with an info signal (available: false),
 * so the page can tell "not checked" apart from "checked, nothing found".
 */
import { logZScore, percentileRank } from '../benchmarks/percentiles.ts';
import { MIN_BENCHMARK_SAMPLE, OUTLIER_Z } from './engagement.ts';
import { median, round } from './series.ts';
import type { Signal, SignalInput } from './types.ts';

const unavailable = (kind: Signal['kind'], missing: string[]): Signal => ({
  kind,
  severity: 'info',
  day: null,
  value: null,
  evidence: { unit: null, available: false, missing },
});

export function detectViewersVsFollowers(input: SignalInput): Signal[] {
  const viewers = input.twitch?.averageViewers;
  if (viewers == null || input.followers == null || input.followers <= 0) {
    return [unavailable('viewers_vs_followers', [viewers == null ? 'averageViewers' : 'followers'])];
  }
  const ratio = viewers / input.followers;
  const benchmark = input.benchmark.viewersPerFollower;
  const hasPeers = benchmark != null && benchmark.sampleSize >= MIN_BENCHMARK_SAMPLE;
  const percentile = hasPeers ? percentileRank(benchmark.percentiles, ratio) : null;
  const zScore = hasPeers ? logZScore(benchmark.percentiles, ratio) : null;
  // More viewers than followers is the textbook viewbot pattern; otherwise only a strong outlier among peers counts.
  const severity = ratio > 1 ? 'critical' : zScore != null && zScore >= OUTLIER_Z ? 'warning' : null;
  if (!severity) return [];
  return [
    {
      kind: 'viewers_vs_followers',
      severity,
      day: null,
      value: round(ratio, 4),
      evidence: {
        unit: 'viewersPerFollower',
        averageViewers: viewers,
        followers: input.followers,
        viewersPerFollower: round(ratio, 4),
        percentile: percentile == null ? null : round(percentile, 1),
        zScore: zScore == null ? null : round(zScore),
        peerMedian: hasPeers ? benchmark.percentiles[50] : null,
        sampleSize: hasPeers ? benchmark.sampleSize : null,
      },
    },
  ];
}

/** Streams with real audiences have chatters; below these shares of the viewers, chat is suspiciously quiet. */
export const CHATTERS_WARNING_SHARE = 0.02;
export const CHATTERS_CRITICAL_SHARE = 0.005;
/** Chat is only judged for streams with at least this many average viewers (small streams are often silent). */
const CHAT_MIN_VIEWERS = 100;

export function detectChatActivity(input: SignalInput): Signal[] {
  const viewers = input.twitch?.averageViewers;
  const chatters = input.twitch?.averageChatters;
  if (viewers == null || chatters == null) {
    return [unavailable('chat_activity', [...(chatters == null ? ['averageChatters'] : []), ...(viewers == null ? ['averageViewers'] : [])])];
  }
  if (viewers < CHAT_MIN_VIEWERS) return [];
  const share = chatters / viewers;
  if (share >= CHATTERS_WARNING_SHARE) return [];
  return [
    {
      kind: 'chat_activity',
      severity: share < CHATTERS_CRITICAL_SHARE ? 'critical' : 'warning',
      day: null,
      value: round(share, 4),
      evidence: { unit: 'chattersPerViewer', averageViewers: viewers, averageChatters: chatters, chattersPerViewer: round(share, 4) },
    },
  ];
}

const MIN_CURVE_POINTS = 12;
/** Real audiences jitter: typical step-to-step changes below this share of the level look machine-made. */
export const FLAT_CURVE_JITTER = 0.002;
/** ...and the curve must be explained almost entirely by a straight line. */
export const FLAT_CURVE_R2 = 0.98;

/** R² of a least-squares line through the curve. */
function linearFit(values: readonly number[]): number {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
  });
  if (syy === 0) return 1;
  return (sxy * sxy) / (sxx * syy);
}

export function detectFlatViewerCurve(input: SignalInput): Signal[] {
  const curve = input.twitch?.viewerCurve;
  if (!curve || curve.length < MIN_CURVE_POINTS) return [unavailable('flat_viewer_curve', ['viewerCurve'])];
  const level = median(curve);
  if (!(level > 0)) return [];
  // A straight line has no second differences; people arriving and leaving make plenty.
  const secondDifferences = curve.slice(2).map((v, i) => Math.abs(v - 2 * curve[i + 1]! + curve[i]!));
  const jitter = median(secondDifferences) / level;
  const r2 = linearFit(curve);
  if (jitter >= FLAT_CURVE_JITTER || r2 < FLAT_CURVE_R2) return [];
  return [
    {
      kind: 'flat_viewer_curve',
      severity: 'warning',
      day: null,
      value: round(r2, 4),
      evidence: { unit: 'r2', r2: round(r2, 4), jitter: round(jitter, 5), points: curve.length, medianViewers: level },
    },
  ];
}
