import type { Platform } from '@creatorlens/db/constants';

// The kinds, severities and levels are shared with the readers (intelligence/read); defined there once.
import type { BotRiskLevel, SignalKind, SignalSeverity } from '@creatorlens/contracts';

export type { BotRiskLevel, SignalKind, SignalSeverity };

/** One detected signal: what the job writes into channel_signal (evidence keys are documented in index.ts). */
export interface Signal {
  kind: SignalKind;
  severity: SignalSeverity;
  /** YYYY-MM-DD the signal is drawn at on the growth chart; null for whole-channel signals. */
  day: string | null;
  /** The headline number; its unit is evidence.unit. */
  value: number | null;
  evidence: Record<string, unknown>;
}

/** One daily (or weekly, or irregular) reading of a channel's counters, oldest first. */
export interface SnapshotPoint {
  day: string;
  followers: number | null;
  following?: number | null | undefined;
  totalViews?: number | null | undefined;
  /** The source that read the point (outlier rules: a jump where the source changes is an artefact). */
  source?: string | null | undefined;
}

export interface PostPoint {
  id: string;
  publishedAt: Date;
  likes: number | null;
  comments: number | null;
  views: number | null;
  /** post_analysis.is_giveaway, when the text detectors have run. */
  isGiveaway?: boolean | undefined;
}

/** 101 percentiles (p0..p100) of one metric in the channel's peer group, from the benchmark table. */
export interface BenchmarkDistribution {
  sampleSize: number;
  percentiles: number[];
}

/** The peer benchmarks the detectors compare a channel with (platform x size tier [x category]). */
interface PeerBenchmarks {
  tier: string | null;
  engagementRate?: BenchmarkDistribution | undefined;
  likesPerComment?: BenchmarkDistribution | undefined;
  viewersPerFollower?: BenchmarkDistribution | undefined;
}

/** One live reading of a Twitch stream (twitch_stream_sample), oldest first. */
export interface StreamSamplePoint {
  sampledAt: Date;
  viewerCount: number;
  /** Chat counts over a window of sampleSeconds; null when chat was not read for this sample. */
  chatMessages: number | null;
  chatUniqueChatters: number | null;
  sampleSeconds: number | null;
}

/** The live readings of one broadcast (one Helix stream id). */
export interface StreamSamples {
  streamId: string;
  startedAt: Date | null;
  samples: StreamSamplePoint[];
}

/** Twitch figures beyond followers; all optional because most sources lack them. */
interface TwitchSignalFigures {
  /** Long-run average viewers (channel.extra, from imports or data sets). */
  averageViewers?: number | null | undefined;
  peakViewers?: number | null | undefined;
  /** The newest sampled broadcast (the newest with enough samples when there is one), from the twitch-live job. */
  stream?: StreamSamples | null | undefined;
}

export interface SignalInput {
  platform: Platform;
  followers: number | null;
  engagementRate: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  snapshots: SnapshotPoint[];
  posts: PostPoint[];
  benchmark: PeerBenchmarks;
  twitch?: TwitchSignalFigures | undefined;
}
