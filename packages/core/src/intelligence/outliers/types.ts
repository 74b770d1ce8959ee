import type { Platform } from '@creatorlens/db/constants';
import type { BenchmarkDistribution } from '../signals/types.ts';

/** One follower reading with the source that read it, oldest first. */
export interface SourcedPoint {
  day: string;
  followers: number | null;
  source?: string | null | undefined;
}

/** One post's counters, newest first (the same posts the signal detectors read). */
export interface OutlierPost {
  publishedAt: Date;
  likes: number | null;
  comments: number | null;
  views: number | null;
  isGiveaway?: boolean | undefined;
}

/** Everything the outlier rules read about one channel; pure data, built from the database or from the seed model. */
export interface OutlierInput {
  platform: Platform;
  followers: number | null;
  followers30dGrowth: number | null;
  followers30dGain: number | null;
  engagementRate: number | null;
  averageViews: number | null;
  snapshots: readonly SourcedPoint[];
  posts: readonly OutlierPost[];
  /** The channel's peer group (platform × size tier × first category when large enough), from the benchmark table. */
  peers: {
    followers30dGrowth?: BenchmarkDistribution | undefined;
    engagementRate?: BenchmarkDistribution | undefined;
    averageViews?: BenchmarkDistribution | undefined;
  };
  /** `source|day` keys on which the source moved many channels by about the same factor (see batch-moves.ts). */
  batchMoves?: ReadonlySet<string> | undefined;
}
