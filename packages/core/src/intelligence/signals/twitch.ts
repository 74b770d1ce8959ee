/**
 * Twitch viewbot signals (market.md §2.4): viewers against followers here; chatters against viewers and viewer curves
 * that are too even to be people in twitch-live.ts (they read the twitch-live job's stream samples). Where the data is
 * missing a detector says so with an info signal (available: false), so the page can tell "not checked" apart from
 * "checked, nothing found".
 */
import { logZScore, percentileRank } from '../benchmarks/percentiles.ts';
import { MIN_BENCHMARK_SAMPLE, OUTLIER_Z } from './engagement.ts';
import { round } from './series.ts';
import type { Signal, SignalInput } from './types.ts';

/** "Not checked": the figures a detector needs are missing (extra facts, such as a sample count, may explain why). */
export const unavailableSignal = (kind: Signal['kind'], missing: string[], extra: Record<string, unknown> = {}): Signal => ({
  kind,
  severity: 'info',
  day: null,
  value: null,
  evidence: { unit: null, available: false, missing, ...extra },
});

/** Live samples stand in for a missing long-run average once they cover half an hour of one stream. */
const MIN_SAMPLES_FOR_AVERAGE = 6;

/** The channel's long-run average viewers, else the average of its newest sampled stream, else null. */
function averageViewersOf(input: SignalInput): { viewers: number; source: 'channel' | 'streamSamples' } | null {
  const known = input.twitch?.averageViewers;
  if (known != null) return { viewers: known, source: 'channel' };
  const samples = input.twitch?.stream?.samples ?? [];
  if (samples.length < MIN_SAMPLES_FOR_AVERAGE) return null;
  return { viewers: Math.round(samples.reduce((sum, s) => sum + s.viewerCount, 0) / samples.length), source: 'streamSamples' };
}

export function detectViewersVsFollowers(input: SignalInput): Signal[] {
  const average = averageViewersOf(input);
  const viewers = average?.viewers;
  if (viewers == null || input.followers == null || input.followers <= 0) {
    return [unavailableSignal('viewers_vs_followers', [viewers == null ? 'averageViewers' : 'followers'])];
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
        viewersSource: average!.source,
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
