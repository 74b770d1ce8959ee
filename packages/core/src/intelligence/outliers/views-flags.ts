/**
 * Outlier rules on the average views: carried by one post far above the others (event), or far above the peers and
 * the channel's own follower count (unexplained).
 */
import type { FigureFlag } from '@creatorlens/contracts';
import { median } from '../signals/series.ts';
import { flag, isViral, peerCeiling } from './evidence.ts';
import { UNUSUAL_VIEWS_PER_FOLLOWER } from './thresholds.ts';
import type { OutlierInput } from './types.ts';

/** The newest posts the channel's average views are taken from (analytics: the 30 newest). */
const AVERAGE_WINDOW = 30;

export function viewsFlags(input: OutlierInput): FigureFlag[] {
  const average = input.averageViews;
  if (average == null || !Number.isFinite(average) || average <= 0) return [];
  const posts = input.posts.slice(0, AVERAGE_WINDOW).filter((p) => p.views != null);
  const viral = posts.filter((p) => isViral(p, posts));
  if (viral.length === 1) {
    const others = posts.filter((p) => p !== viral[0]).map((p) => p.views!);
    const mean = others.reduce((sum, v) => sum + v, 0) / others.length;
    // The average is "carried" by the post when without it the average would be less than half.
    if (mean < average / 2) return [flag('views-viral-post', average, median(others))];
  }
  const peers = peerCeiling(input.peers.averageViews);
  if (peers == null || average <= peers) return [];
  if (input.followers != null && input.followers > 0 && average < input.followers * UNUSUAL_VIEWS_PER_FOLLOWER) return [];
  return [flag('views-above-peers', average, peers)];
}
