import { describe, expect, it } from 'vitest';
import { logZScore, percentileRank, percentilesOf, shownPercentile } from '../src/intelligence/benchmarks/percentiles.ts';
import { botRiskLevel } from '../src/intelligence/signals/bot-risk.ts';
import { detectSignals } from '../src/intelligence/signals/detect-signals.ts';
import { detectEngagementOutlier, detectFollowUnfollow, detectLikeCommentRatio } from '../src/intelligence/signals/engagement.ts';
import { addDays } from '../src/intelligence/signals/series.ts';
import { detectViewersVsFollowers } from '../src/intelligence/signals/twitch.ts';
import type { PostPoint, Signal, SignalInput } from '../src/intelligence/signals/types.ts';

/** 200 peers whose engagement is log-normal around 2 % (p25 ~1.4 %, p75 ~2.9 %). */
const peerEngagement = Array.from({ length: 200 }, (_, i) => 0.02 * Math.exp(1.1 * normalQuantile((i + 0.5) / 200)));
function normalQuantile(p: number): number {
  // Acklam-free approximation good enough for test fixtures (Box-Muller of a fixed grid is overkill here).
  const t = Math.sqrt(-2 * Math.log(p < 0.5 ? p : 1 - p));
  const z = t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
  return p < 0.5 ? -z : z;
}
const benchmark = (values: number[]) => ({ sampleSize: values.length, percentiles: percentilesOf(values) });

const base: SignalInput = {
  platform: 'instagram',
  followers: 50_000,
  engagementRate: 0.02,
  averageLikes: 1_000,
  averageComments: 40,
  snapshots: [],
  posts: [],
  benchmark: { tier: 'micro', engagementRate: benchmark(peerEngagement), likesPerComment: benchmark(peerEngagement.map((e) => e * 1_250)) },
};

describe('percentiles from the benchmark table', () => {
  it('ranks by binary search with the share-below meaning', () => {
    const p = percentilesOf([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(p).toHaveLength(101);
    expect(p[50]).toBe(3_000);
    expect(percentileRank(p, 3_000)).toBeCloseTo(50, 6);
    expect(percentileRank(p, 500)).toBe(0);
    expect(percentileRank(p, 9_000)).toBe(100);
    expect(percentileRank(p, 1_000)).toBe(0); // nothing is below the minimum
    expect(percentileRank(percentilesOf([0, 0, 0, 10]), 0)).toBe(0);
    expect(percentileRank([], 1)).toBeNull();
  });

  it('shows percentiles as whole numbers from 1 to 99', () => {
    expect([0, 0.4, 0.6, 50.5, 98.6, 99.4, 100].map(shownPercentile)).toEqual([1, 1, 1, 51, 99, 99, 99]);
  });

  it('gives a log-space z-score from the quartiles', () => {
    const p = benchmark(peerEngagement).percentiles;
    expect(logZScore(p, 0.02)).toBeCloseTo(0, 1);
    expect(logZScore(p, 0.02 * Math.exp(1.1 * 3))!).toBeCloseTo(3, 0);
    expect(logZScore(p, 0)).toBeNull();
  });
});

describe('engagement_outlier', () => {
  it('is silent inside the tier, a warning at |z| >= 3 and critical at |z| >= 5, high or low', () => {
    expect(detectEngagementOutlier(base)).toEqual([]);
    const high = detectEngagementOutlier({ ...base, engagementRate: 0.02 * Math.exp(1.1 * 3.5) });
    expect(high[0]).toMatchObject({
      kind: 'engagement_outlier',
      severity: 'warning',
      evidence: { direction: 'high', tier: 'micro', sampleSize: 200 },
    });
    // Shown percentiles stop at 99 and 1: "top 1 %", never better than 100 % (or 0 %) of the peers.
    expect(high[0]!.evidence.percentile as number).toBeGreaterThanOrEqual(98);
    expect(high[0]!.evidence.percentile as number).toBeLessThanOrEqual(99);
    const low = detectEngagementOutlier({ ...base, engagementRate: 0.02 * Math.exp(-1.1 * 6) });
    expect(low[0]).toMatchObject({ severity: 'critical', evidence: { direction: 'low', percentile: 1 } });
  });

  it('does not judge against a peer group of fewer than 20 channels', () => {
    const small = { ...base, engagementRate: 0.5, benchmark: { tier: 'micro', engagementRate: benchmark(peerEngagement.slice(0, 19)) } };
    expect(detectEngagementOutlier(small)).toEqual([]);
  });
});

describe('like_comment_ratio', () => {
  it('flags likes per comment far above the peers (bought likes)', () => {
    const [signal] = detectLikeCommentRatio({ ...base, averageLikes: 100_000, averageComments: 10 });
    expect(signal).toMatchObject({ kind: 'like_comment_ratio', severity: 'critical', value: 10_000, evidence: { direction: 'high' } });
  });

  it('flags a channel with several posts far from its own ratio even when the average looks normal', () => {
    const posts: PostPoint[] = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      publishedAt: new Date(`${addDays('2026-01-01', i)}T10:00:00Z`),
      likes: i < 3 ? 50_000 : 1_000 + i * 20,
      comments: i < 3 ? 2 : 40,
      views: null,
    }));
    const [signal] = detectLikeCommentRatio({ ...base, posts });
    expect(signal).toMatchObject({ severity: 'warning' });
    expect((signal!.evidence.outlierPosts as { id: string }[]).map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(detectLikeCommentRatio(base)).toEqual([]);
  });
});

describe('follow_unfollow', () => {
  const following = (values: number[]) => values.map((f, i) => ({ day: addDays('2026-01-01', i), followers: 10_000, following: f }));

  it('counts rises that are undone within two readings', () => {
    const [signal] = detectFollowUnfollow(following([800, 2_500, 900, 850, 2_600, 1_000, 900, 2_400, 2_300, 800, 820, 3_000, 900]));
    expect(signal).toMatchObject({ kind: 'follow_unfollow', severity: 'critical', value: 4, day: '2026-01-02' });
    expect((signal!.evidence.cycles as unknown[])[0]).toEqual({ riseDay: '2026-01-02', fallDay: '2026-01-03', rise: 1_700, fall: 1_600 });
  });

  it('ignores steady following growth and series without following counts', () => {
    expect(detectFollowUnfollow(following([800, 820, 850, 900, 905, 930, 960]))).toEqual([]);
    expect(detectFollowUnfollow([{ day: '2026-01-01', followers: 5 }])).toEqual([]);
  });
});

describe('viewers_vs_followers (Twitch; chat and viewer curves: intelligence-signals-twitch.test.ts)', () => {
  const twitch: SignalInput = { ...base, platform: 'twitch', engagementRate: null, followers: 20_000, benchmark: { tier: 'micro' } };

  it('viewers above followers are critical; missing figures are reported as not checked', () => {
    expect(detectViewersVsFollowers({ ...twitch, twitch: { averageViewers: 25_000 } })[0]).toMatchObject({
      severity: 'critical',
      value: 1.25,
    });
    expect(detectViewersVsFollowers({ ...twitch, twitch: { averageViewers: 200 } })).toEqual([]);
    expect(detectViewersVsFollowers(twitch)[0]).toMatchObject({
      severity: 'info',
      evidence: { available: false, missing: ['averageViewers'] },
    });
  });
});

describe('bot-risk level', () => {
  const s = (kind: Signal['kind'], severity: Signal['severity']): Signal => ({ kind, severity, day: null, value: null, evidence: {} });

  it('follows the documented rule', () => {
    expect(botRiskLevel([])).toBe('low');
    expect(botRiskLevel([s('growth_spike', 'info'), s('chat_activity', 'info')])).toBe('low');
    expect(botRiskLevel([s('growth_spike', 'warning'), s('growth_spike', 'warning')])).toBe('medium');
    expect(botRiskLevel([s('growth_spike', 'warning'), s('engagement_outlier', 'warning'), s('like_comment_ratio', 'warning')])).toBe(
      'high',
    );
    expect(botRiskLevel([s('round_number_jump', 'critical')])).toBe('high');
  });

  it('detectSignals runs the detectors of the platform only', () => {
    const result = detectSignals({ ...base, platform: 'twitch', followers: 20_000, twitch: { averageViewers: 30_000 } });
    expect(result.signals.map((x) => x.kind).sort()).toEqual(['chat_activity', 'flat_viewer_curve', 'viewers_vs_followers']);
    expect(result.botRisk).toBe('high');
    expect(detectSignals(base)).toEqual({ signals: [], botRisk: 'low' });
  });
});
