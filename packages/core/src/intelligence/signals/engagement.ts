/**
 * engagement_outlier, like_comment_ratio and follow_unfollow: engagement far from the channel's size-tier benchmark,
 * likes per comment unlike its peers (bought likes or comment pods), and following counts that go up and down
 * (follow/unfollow automation, market.md §2.2 and §2.4).
 */
import { logZScore, percentileRank, PERCENTILE_CEILING, PERCENTILE_FLOOR } from '../benchmarks/percentiles.ts';
import { MIN_PEER_GROUP } from '../benchmarks/recompute-benchmarks.ts';
import { median, round } from './series.ts';
import type { BenchmarkDistribution, PostPoint, Signal, SignalInput, SnapshotPoint } from './types.ts';

/** A peer group needs this many channels before a channel is called an outlier in it (the benchmarks' one minimum). */
export const MIN_BENCHMARK_SAMPLE = MIN_PEER_GROUP;
/** |log z| from which a value is an outlier (warning) and a strong one (critical). */
export const OUTLIER_Z = 3;
const STRONG_OUTLIER_Z = 5;

interface Comparison {
  percentile: number;
  zScore: number;
  peerMedian: number;
  peerP25: number;
  peerP75: number;
  sampleSize: number;
}

function compare(benchmark: BenchmarkDistribution | undefined, value: number | null): Comparison | null {
  if (!benchmark || benchmark.sampleSize < MIN_BENCHMARK_SAMPLE || value == null || !(value > 0)) return null;
  const percentile = percentileRank(benchmark.percentiles, value);
  const zScore = logZScore(benchmark.percentiles, value);
  if (percentile == null || zScore == null) return null;
  const p = benchmark.percentiles;
  // Capped like every shown percentile: an outlier is "top 1 %", never better than 100 % (or 0 %) of its peers.
  const shown = Math.min(PERCENTILE_CEILING, Math.max(PERCENTILE_FLOOR, round(percentile, 1)));
  return {
    percentile: shown,
    zScore: round(zScore),
    peerMedian: p[50]!,
    peerP25: p[25]!,
    peerP75: p[75]!,
    sampleSize: benchmark.sampleSize,
  };
}

const severityOf = (z: number) => (Math.abs(z) >= STRONG_OUTLIER_Z ? 'critical' : 'warning');

export function detectEngagementOutlier(input: SignalInput): Signal[] {
  const comparison = compare(input.benchmark.engagementRate, input.engagementRate);
  if (!comparison || Math.abs(comparison.zScore) < OUTLIER_Z) return [];
  return [
    {
      kind: 'engagement_outlier',
      severity: severityOf(comparison.zScore),
      day: null,
      value: comparison.zScore,
      evidence: {
        unit: 'zScore',
        direction: comparison.zScore > 0 ? 'high' : 'low',
        engagementRate: input.engagementRate,
        tier: input.benchmark.tier,
        ...comparison,
      },
    },
  ];
}

/** Posts whose likes per comment lie this many robust sigmas (log space) from the channel's own median. */
const POST_RATIO_Z = 4;
const MIN_RATIO_POSTS = 8;
const MAX_LISTED_POSTS = 5;

/** Posts with a likes/comments ratio far from the channel's typical one (single bought-like or pod posts). */
function outlierPosts(posts: readonly PostPoint[]): { id: string; day: string; likesPerComment: number }[] {
  const rated = posts
    .filter((p) => p.likes != null && p.likes > 0 && p.comments != null && p.comments > 0)
    .map((p) => ({ post: p, log: Math.log(p.likes! / p.comments!) }));
  if (rated.length < MIN_RATIO_POSTS) return [];
  const center = median(rated.map((r) => r.log));
  const scale = Math.max(1.4826 * median(rated.map((r) => Math.abs(r.log - center))), 0.25);
  return rated
    .filter((r) => Math.abs(r.log - center) / scale >= POST_RATIO_Z)
    .slice(0, MAX_LISTED_POSTS)
    .map((r) => ({ id: r.post.id, day: r.post.publishedAt.toISOString().slice(0, 10), likesPerComment: round(Math.exp(r.log), 1) }));
}

/** Three or more outlier posts make a warning even when the channel's average ratio looks normal. */
const OUTLIER_POSTS_FOR_WARNING = 3;

export function detectLikeCommentRatio(input: SignalInput): Signal[] {
  const ratio =
    input.averageLikes != null && input.averageComments != null && input.averageComments > 0
      ? input.averageLikes / input.averageComments
      : null;
  const comparison = compare(input.benchmark.likesPerComment, ratio);
  const posts = outlierPosts(input.posts);
  const channelOutlier = comparison != null && Math.abs(comparison.zScore) >= OUTLIER_Z;
  if (!channelOutlier && posts.length < OUTLIER_POSTS_FOR_WARNING) return [];
  return [
    {
      kind: 'like_comment_ratio',
      severity: channelOutlier ? severityOf(comparison.zScore) : 'warning',
      day: null,
      value: ratio == null ? null : round(ratio, 1),
      evidence: {
        unit: 'likesPerComment',
        likesPerComment: ratio == null ? null : round(ratio, 1),
        direction: comparison ? (comparison.zScore > 0 ? 'high' : 'low') : null,
        tier: input.benchmark.tier,
        ...(comparison ?? {}),
        outlierPosts: posts,
      },
    },
  ];
}

/** A following change counts when it moves at least this share of the median following (and 50 accounts). */
const FOLLOWING_SWING_SHARE = 0.1;
const FOLLOWING_SWING_MIN = 50;
/** A rise is undone when the following falls back by at least half of it within the next two readings. */
const UNDO_SHARE = 0.5;
const FOLLOW_CYCLES_WARNING = 2;
const FOLLOW_CYCLES_CRITICAL = 4;

export function detectFollowUnfollow(snapshots: readonly SnapshotPoint[]): Signal[] {
  const points = snapshots.filter((s) => s.following != null).sort((a, b) => (a.day < b.day ? -1 : 1));
  if (points.length < 6) return [];
  const following = points.map((p) => p.following!);
  const threshold = Math.max(FOLLOWING_SWING_MIN, median(following) * FOLLOWING_SWING_SHARE);
  const cycles: { riseDay: string; fallDay: string; rise: number; fall: number }[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const rise = following[i]! - following[i - 1]!;
    if (rise < threshold) continue;
    for (let j = i + 1; j <= Math.min(i + 2, points.length - 1); j += 1) {
      const fall = following[i]! - following[j]!;
      if (fall >= rise * UNDO_SHARE) {
        cycles.push({ riseDay: points[i]!.day, fallDay: points[j]!.day, rise, fall });
        i = j - 1;
        break;
      }
    }
  }
  if (cycles.length < FOLLOW_CYCLES_WARNING) return [];
  return [
    {
      kind: 'follow_unfollow',
      severity: cycles.length >= FOLLOW_CYCLES_CRITICAL ? 'critical' : 'warning',
      day: cycles[0]!.riseDay,
      value: cycles.length,
      evidence: { unit: 'cycles', cycles, medianFollowing: median(following), swingThreshold: Math.round(threshold) },
    },
  ];
}
