import { describe, expect, it } from 'vitest';
import { detectSignals } from '../src/intelligence/signals/detect-signals.ts';
import { curveStatistics, detectChatActivity, detectFlatViewerCurve } from '../src/intelligence/signals/twitch-live.ts';
import { detectViewersVsFollowers } from '../src/intelligence/signals/twitch.ts';
import type { SignalInput, StreamSamplePoint } from '../src/intelligence/signals/types.ts';

const START = Date.UTC(2026, 10, 20, 18, 0, 0);
/** Samples 5 minutes apart (the twitch-live job's cadence), with chat counted over `windowSeconds` when given. */
function stream(viewers: number[], chatters?: number[], windowSeconds = 60): SignalInput['twitch'] {
  const samples: StreamSamplePoint[] = viewers.map((viewerCount, i) => ({
    sampledAt: new Date(START + i * 5 * 60_000),
    viewerCount,
    chatMessages: chatters ? chatters[i]! * 2 : null,
    chatUniqueChatters: chatters ? chatters[i]! : null,
    sampleSeconds: chatters ? windowSeconds : null,
  }));
  return { stream: { streamId: '40952121085', startedAt: new Date(START - 10 * 60_000), samples } };
}
/** Deterministic "people": ±2..4 % steps in no fixed pattern, the way real audiences drift. */
const jitter = [0.031, -0.024, 0.012, -0.037, 0.028, -0.008, 0.041, -0.019, 0.006, -0.033, 0.022, -0.015];
const realLooking = (level: number, slopePerSample = 0, n = 12) =>
  Array.from({ length: n }, (_, i) => Math.round((level + slopePerSample * i) * (1 + jitter[i % jitter.length]!)));

const twitch = (figures: SignalInput['twitch']): SignalInput => ({
  platform: 'twitch',
  followers: 80_000,
  engagementRate: null,
  averageLikes: null,
  averageComments: null,
  snapshots: [],
  posts: [],
  benchmark: { tier: 'mid' },
  twitch: figures,
});

describe('flat_viewer_curve', () => {
  it('flags a constant viewer count, critical after an hour without any jitter', () => {
    const [signal] = detectFlatViewerCurve(twitch(stream(Array(12).fill(1_500))));
    expect(signal).toMatchObject({ kind: 'flat_viewer_curve', severity: 'critical', day: '2026-11-20', value: 0 });
    expect(signal!.evidence).toMatchObject({
      unit: 'coefficientOfVariation',
      pattern: 'constant',
      samples: 12,
      r2: null,
      averageViewers: 1_500,
      streamId: '40952121085',
    });
    expect(signal!.evidence.viewerCounts).toHaveLength(12);
  });

  it('flags a nearly constant count (±0.3 %) over half an hour as a warning', () => {
    const [signal] = detectFlatViewerCurve(twitch(stream([2_000, 2_006, 1_995, 2_003, 1_998, 2_004])));
    expect(signal).toMatchObject({ severity: 'warning', evidence: { pattern: 'constant', samples: 6 } });
    expect(signal!.evidence.coefficientOfVariation as number).toBeLessThan(0.01);
  });

  it('flags a perfectly linear ramp (a bot adding viewers at a fixed rate)', () => {
    const linear = Array.from({ length: 8 }, (_, i) => 1_000 + i * 150);
    const [signal] = detectFlatViewerCurve(twitch(stream(linear)));
    expect(signal).toMatchObject({ severity: 'warning', evidence: { pattern: 'linear', r2: 1, residualVariation: 0 } });
    expect(signal!.evidence.coefficientOfVariation as number).toBeGreaterThan(0.1);
  });

  it('leaves real-looking curves alone: a steady audience and a start-of-stream ramp that both jitter', () => {
    expect(detectFlatViewerCurve(twitch(stream(realLooking(3_000))))).toEqual([]);
    const ramp = realLooking(400, 120);
    const stats = curveStatistics(ramp.map((viewerCount, i) => ({ viewerCount, sampledAt: new Date(START + i * 300_000) })));
    expect(stats.r2!).toBeGreaterThan(0.95); // straight enough to fool an R² test alone
    expect(detectFlatViewerCurve(twitch(stream(ramp)))).toEqual([]);
  });

  it('does not judge tiny audiences, and says "not checked" with fewer than 6 samples or none', () => {
    expect(detectFlatViewerCurve(twitch(stream(Array(12).fill(12))))).toEqual([]);
    expect(detectFlatViewerCurve(twitch(stream([1_500, 1_500, 1_500, 1_500, 1_500])))[0]).toMatchObject({
      severity: 'info',
      value: null,
      evidence: { available: false, missing: ['streamSamples'], samples: 5, minSamples: 6 },
    });
    expect(detectFlatViewerCurve(twitch({ averageViewers: 900 }))[0]!.evidence).toMatchObject({ available: false, samples: 0 });
  });

  it('measures time, not sample positions: a missed sample does not bend a straight line', () => {
    const times = [0, 1, 2, 4, 5, 6, 7]; // the sample at 15 minutes is missing
    const samples = times.map((t) => ({ sampledAt: new Date(START + t * 300_000), viewerCount: 1_000 + t * 100 }));
    expect(curveStatistics(samples).r2).toBeCloseTo(1, 10);
  });
});

describe('chat_activity', () => {
  it('flags a chat far quieter than a stream of that size: warning, and critical when nearly silent', () => {
    const warning = detectChatActivity(twitch(stream(Array(6).fill(2_000), [6, 7, 5, 6, 8, 4])))[0];
    expect(warning).toMatchObject({ kind: 'chat_activity', severity: 'warning', value: 0.3, day: '2026-11-20' });
    expect(warning!.evidence).toMatchObject({
      unit: 'chattersPer100Viewers',
      averageViewers: 2_000,
      averageChatters: 6,
      samples: 6,
      windowSeconds: 60,
      warningBelow: 0.5,
      criticalBelow: 0.1,
    });
    const critical = detectChatActivity(twitch(stream(Array(6).fill(2_000), [1, 0, 1, 0, 1, 0])))[0];
    expect(critical).toMatchObject({ severity: 'critical', value: 0.025 }); // 3 chatters over 6 minutes of 2,000 viewers
  });

  it('accepts the chat of a normal stream, judging big streams against a lower bar', () => {
    expect(detectChatActivity(twitch(stream(Array(6).fill(2_000), [40, 35, 52, 47, 38, 44])))).toEqual([]);
    // 30 chatters a minute among 20,000 viewers is 0.15 per 100: quiet even for a big stream.
    expect(detectChatActivity(twitch(stream(Array(6).fill(20_000), Array(6).fill(30))))[0]).toMatchObject({
      severity: 'warning',
      evidence: { warningBelow: 0.2 },
    });
    expect(detectChatActivity(twitch(stream(Array(6).fill(20_000), Array(6).fill(80))))).toEqual([]);
  });

  it('scales chatters to a minute when the window is shorter', () => {
    // 4 chatters in 30 s among 2,000 viewers = 8 a minute = 0.4 per 100 viewers.
    expect(detectChatActivity(twitch(stream(Array(4).fill(2_000), Array(4).fill(4), 30)))[0]).toMatchObject({
      value: 0.4,
      evidence: { windowSeconds: 30, averageChatters: 8 },
    });
  });

  it('does not judge streams under 50 viewers, and says "not checked" without three chat windows', () => {
    expect(detectChatActivity(twitch(stream(Array(6).fill(30), Array(6).fill(0))))).toEqual([]);
    expect(detectChatActivity(twitch(stream([2_000, 2_000], [0, 0])))[0]).toMatchObject({
      severity: 'info',
      evidence: { available: false, missing: ['chatSamples'], samples: 2, minSamples: 3 },
    });
    expect(detectChatActivity(twitch(stream(Array(8).fill(2_000))))[0]!.evidence).toMatchObject({ available: false, samples: 0 });
  });
});

describe('viewers_vs_followers from live samples', () => {
  it('uses the sampled stream when the channel has no long-run average, and says which it used', () => {
    const input = { ...twitch(stream(realLooking(95_000))), followers: 80_000 };
    expect(detectViewersVsFollowers(input)[0]).toMatchObject({
      severity: 'critical',
      evidence: { viewersSource: 'streamSamples', followers: 80_000 },
    });
    expect(detectViewersVsFollowers({ ...input, twitch: { ...input.twitch, averageViewers: 100_000 } })[0]!.evidence).toMatchObject({
      viewersSource: 'channel',
      averageViewers: 100_000,
    });
    expect(detectViewersVsFollowers(twitch(stream([95_000, 95_000])))[0]).toMatchObject({
      severity: 'info',
      evidence: { available: false, missing: ['averageViewers'] },
    });
  });
});

describe('the Twitch detectors in detectSignals', () => {
  it('feed the bot-risk level: a constant curve with a silent chat is high', () => {
    const result = detectSignals(twitch(stream(Array(12).fill(1_500), Array(12).fill(0))));
    expect(
      result.signals
        .filter((s) => s.severity !== 'info')
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['chat_activity', 'flat_viewer_curve']);
    expect(result.botRisk).toBe('high');
  });

  it('a lively stream with a normal chat stays low', () => {
    const result = detectSignals(
      twitch({ averageViewers: 2_500, ...stream(realLooking(2_500), [60, 52, 71, 49, 66, 58, 63, 55, 70, 61, 57, 64]) }),
    );
    expect(result.signals).toEqual([]);
    expect(result.botRisk).toBe('low');
  });
});
