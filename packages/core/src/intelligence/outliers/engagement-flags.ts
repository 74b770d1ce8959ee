/**
 * Outlier rules on the engagement rate: more interactions than followers (artefact), a per-follower rate divided by a
 * follower count read a year away from the posts (artefact), a rate carried by giveaway posts or one viral post
 * (event), or far above what the platform's audiences reach and the peers show (unexplained).
 */
import type { FigureFlag } from '@creatorlens/contracts';
import { daysBetween } from '../signals/series.ts';
import { flag, isViral, peerCeiling } from './evidence.ts';
import { STALE_FOLLOWERS_DAYS, UNUSUAL_ENGAGEMENT } from './thresholds.ts';
import type { OutlierInput, OutlierPost } from './types.ts';

/** The rate above which this channel's engagement is unusual: the platform's ceiling, or the peer p99 (at least half of it). */
function unusualEngagementFrom(input: Pick<OutlierInput, 'platform' | 'peers' | 'followers'>): number {
  const ceiling = UNUSUAL_ENGAGEMENT[input.platform].find(([minFollowers]) => (input.followers ?? 0) >= minFollowers)?.[1] ?? 1;
  const peers = peerCeiling(input.peers.engagementRate);
  return peers != null && peers < ceiling ? Math.max(peers, ceiling / 2) : ceiling;
}

/** A post's rate with the platform's definition (analytics/engagement.ts); shares are not read here. */
function postRate(input: OutlierInput, post: OutlierPost): number | null {
  if (post.likes == null) return null;
  if (input.platform === 'instagram') return input.followers ? (post.likes + (post.comments ?? 0)) / input.followers : null;
  if (!post.views) return null;
  return input.platform === 'youtube' ? post.likes / post.views : (post.likes + (post.comments ?? 0)) / post.views;
}

/** The channel's rate without some posts, scaled from the stored rate (which may come from the source). */
function rateWithout(input: OutlierInput, rate: number, left: (post: OutlierPost) => boolean): number | null {
  const rated = input.posts.flatMap((p) => {
    const r = postRate(input, p);
    return r == null ? [] : [{ post: p, rate: r }];
  });
  const kept = rated.filter((r) => !left(r.post));
  if (rated.length === 0 || kept.length === rated.length || kept.length === 0) return null;
  const mean = (list: typeof rated) => list.reduce((sum, r) => sum + r.rate, 0) / list.length;
  const all = mean(rated);
  return all > 0 ? (rate * mean(kept)) / all : null;
}

export function engagementFlags(input: OutlierInput): FigureFlag[] {
  const rate = input.engagementRate;
  if (rate == null || !Number.isFinite(rate)) return [];
  if (rate > 1) return [flag('engagement-impossible', rate, 1)];
  const threshold = unusualEngagementFrom(input);
  if (rate < threshold) return [];

  // Instagram divides by the follower count: read a year away from the posts, it is not the audience they reached.
  const followerDay = input.snapshots
    .filter((s) => s.followers != null)
    .map((s) => s.day)
    .sort()
    .at(-1);
  const newestPost = input.posts
    .map((p) => p.publishedAt.toISOString().slice(0, 10))
    .sort()
    .at(-1);
  if (input.platform === 'instagram' && followerDay && newestPost && Math.abs(daysBetween(followerDay, newestPost)) >= STALE_FOLLOWERS_DAYS)
    return [flag('engagement-stale-followers', rate, threshold)];

  const withoutGiveaways = input.posts.some((p) => p.isGiveaway) ? rateWithout(input, rate, (p) => p.isGiveaway === true) : null;
  if (withoutGiveaways != null && withoutGiveaways < threshold) return [flag('engagement-giveaway', rate, threshold)];
  const viral = input.posts.filter((p) => isViral(p, input.posts));
  const withoutViral = viral.length === 1 ? rateWithout(input, rate, (p) => p === viral[0]) : null;
  if (withoutViral != null && withoutViral < threshold) return [flag('engagement-viral-post', rate, threshold)];
  return [flag('engagement-above-peers', rate, threshold)];
}
