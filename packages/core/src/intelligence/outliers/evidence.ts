/**
 * What the outlier rules share: peer thresholds from the benchmark table, and the evidence of a real cause in the
 * channel's own posts (a giveaway post, or one post far above the channel's median).
 */
import type { FigureFlag, FigureFlagReason } from '@creatorlens/contracts';
import { FIGURE_FLAG_REASONS } from '@creatorlens/contracts';
import { MIN_PEER_GROUP } from '../benchmarks/recompute-benchmarks.ts';
import { addDays, median } from '../signals/series.ts';
import type { BenchmarkDistribution } from '../signals/types.ts';
import { GIVEAWAY_LEAD_DAYS, MIN_POSTS_FOR_VIRAL, PEER_OUTLIER_PERCENTILE, VIRAL_POST_MULTIPLE } from './thresholds.ts';
import type { OutlierPost } from './types.ts';

/** The peer group's p99 of a metric, or null when the group is smaller than the benchmarks' minimum. */
export function peerCeiling(distribution: BenchmarkDistribution | undefined): number | null {
  if (!distribution || distribution.sampleSize < MIN_PEER_GROUP) return null;
  const value = distribution.percentiles[PEER_OUTLIER_PERCENTILE];
  return value != null && Number.isFinite(value) ? value : null;
}

/** A flag with its metric and kind taken from the reason catalogue (the one source of truth). */
export function flag(reason: FigureFlagReason, value: number | null, reference: number | null = null): FigureFlag {
  const { metric, kind } = FIGURE_FLAG_REASONS[reason];
  return { metric, kind, reason, value: round(value), reference: round(reference) };
}

const round = (value: number | null): number | null => (value == null || !Number.isFinite(value) ? null : Math.round(value * 1e4) / 1e4);

const dayOf = (post: OutlierPost) => post.publishedAt.toISOString().slice(0, 10);

/** Posts published from GIVEAWAY_LEAD_DAYS before `fromDay` up to `toDay` (the ones that can explain a change there). */
function postsAround(posts: readonly OutlierPost[], fromDay: string, toDay: string): OutlierPost[] {
  const from = addDays(fromDay, -GIVEAWAY_LEAD_DAYS);
  return posts.filter((p) => dayOf(p) >= from && dayOf(p) <= toDay);
}

/** The reach of a post: its views, or its interactions when the platform gives no views. */
const reachOf = (post: OutlierPost): number | null =>
  post.views != null ? post.views : post.likes != null ? post.likes + (post.comments ?? 0) : null;

/** Whether `post` is far above the channel's median post (needs MIN_POSTS_FOR_VIRAL posts with counters). */
export function isViral(post: OutlierPost, posts: readonly OutlierPost[]): boolean {
  const reach = reachOf(post);
  const others = posts.filter((p) => p !== post).flatMap((p) => (reachOf(p) == null ? [] : [reachOf(p)!]));
  if (reach == null || others.length < MIN_POSTS_FOR_VIRAL - 1) return false;
  const typical = median(others);
  return typical > 0 && reach >= typical * VIRAL_POST_MULTIPLE;
}

/** The real cause found for a change between two days: a giveaway post, a viral post, or none. */
export function causeBetween(posts: readonly OutlierPost[], fromDay: string, toDay: string): 'giveaway' | 'viral' | null {
  const around = postsAround(posts, fromDay, toDay);
  if (around.some((p) => p.isGiveaway)) return 'giveaway';
  if (around.some((p) => isViral(p, posts))) return 'viral';
  return null;
}
