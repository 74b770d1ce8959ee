/**
 * The Twitch signals read from live stream samples (twitch_stream_sample, written every 5 minutes by the twitch-live
 * job for watched channels): a viewer curve too even to be people, and a chat far quieter than an audience of that
 * size. Both judge one broadcast (the newest with enough samples), so two streams of different size never mix.
 */
import { round } from './series.ts';
import { unavailableSignal } from './twitch.ts';
import type { Signal, SignalInput, StreamSamplePoint } from './types.ts';

/** Six samples 5 minutes apart: half an hour of one stream, the least a curve is judged on. */
export const MIN_CURVE_SAMPLES = 6;
/**
 * Below this median viewer count the curve is not judged: a handful of viewers is naturally steady (five friends
 * watching all evening), and integer counts that small cannot show relative jitter.
 */
const CURVE_MIN_VIEWERS = 50;
/**
 * Constant: the viewer count varies by less than 1 % (coefficient of variation) over at least half an hour. People
 * arrive and leave all the time; viewbots that hold a configured number do not.
 */
const FLAT_CURVE_MAX_CV = 0.01;
/**
 * Linear: a straight line explains the curve (R² at least 0.99) and what is left around the line is under 0.5 % of the
 * level. A real ramp at the start of a stream can be straight too, but it scatters around the line by several percent.
 */
const LINEAR_CURVE_MIN_R2 = 0.99;
const LINEAR_CURVE_MAX_RESIDUAL = 0.005;
/** An hour or more of samples with no jitter at all (under 0.1 %) is critical rather than a warning. */
const CRITICAL_CURVE_SAMPLES = 12;
const CRITICAL_CURVE_VARIATION = 0.001;
/** The largest number of viewer counts copied into the evidence (the curve drawn on the page). */
const EVIDENCE_CURVE_POINTS = 48;

interface CurveStatistics {
  mean: number;
  coefficientOfVariation: number;
  /** R² of the least-squares line over sample time; null when the counts are constant (no variance to explain). */
  r2: number | null;
  /** Root mean square distance from that line, relative to the mean. */
  residualVariation: number;
}

/** Mean, coefficient of variation and the straight-line fit over elapsed time (samples may be unevenly spaced). */
export function curveStatistics(samples: readonly Pick<StreamSamplePoint, 'sampledAt' | 'viewerCount'>[]): CurveStatistics {
  const n = samples.length;
  const t0 = samples[0]?.sampledAt.getTime() ?? 0;
  const xs = samples.map((s) => (s.sampledAt.getTime() - t0) / 60_000);
  const ys = samples.map((s) => s.viewerCount);
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const mean = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxx += (xs[i]! - meanX) ** 2;
    sxy += (xs[i]! - meanX) * (ys[i]! - mean);
    syy += (ys[i]! - mean) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const residualSquares = ys.reduce((sum, y, i) => sum + (y - (mean + slope * (xs[i]! - meanX))) ** 2, 0);
  return {
    mean,
    coefficientOfVariation: mean > 0 ? Math.sqrt(syy / n) / mean : 0,
    r2: syy > 0 && sxx > 0 ? (sxy * sxy) / (sxx * syy) : null,
    residualVariation: mean > 0 ? Math.sqrt(residualSquares / n) / mean : 0,
  };
}

const streamFacts = (input: SignalInput) => {
  const stream = input.twitch?.stream;
  return stream
    ? { streamId: stream.streamId, samples: [...stream.samples].sort((a, b) => a.sampledAt.getTime() - b.sampledAt.getTime()) }
    : null;
};

/** A viewer curve that is nearly constant or perfectly linear over at least half an hour of one stream. */
export function detectFlatViewerCurve(input: SignalInput): Signal[] {
  const stream = streamFacts(input);
  if (!stream || stream.samples.length < MIN_CURVE_SAMPLES) {
    return [
      unavailableSignal('flat_viewer_curve', ['streamSamples'], { samples: stream?.samples.length ?? 0, minSamples: MIN_CURVE_SAMPLES }),
    ];
  }
  const stats = curveStatistics(stream.samples);
  if (stats.mean < CURVE_MIN_VIEWERS) return [];
  const isConstant = stats.coefficientOfVariation < FLAT_CURVE_MAX_CV;
  const isLinear = stats.r2 !== null && stats.r2 >= LINEAR_CURVE_MIN_R2 && stats.residualVariation < LINEAR_CURVE_MAX_RESIDUAL;
  if (!isConstant && !isLinear) return [];
  const variation = isConstant ? stats.coefficientOfVariation : stats.residualVariation;
  const isCritical = stream.samples.length >= CRITICAL_CURVE_SAMPLES && variation < CRITICAL_CURVE_VARIATION;
  const first = stream.samples[0]!;
  const last = stream.samples[stream.samples.length - 1]!;
  return [
    {
      kind: 'flat_viewer_curve',
      severity: isCritical ? 'critical' : 'warning',
      day: last.sampledAt.toISOString().slice(0, 10),
      value: round(stats.coefficientOfVariation, 5),
      evidence: {
        unit: 'coefficientOfVariation',
        pattern: isConstant ? 'constant' : 'linear',
        streamId: stream.streamId,
        samples: stream.samples.length,
        fromTime: first.sampledAt.toISOString(),
        toTime: last.sampledAt.toISOString(),
        averageViewers: Math.round(stats.mean),
        coefficientOfVariation: round(stats.coefficientOfVariation, 5),
        r2: stats.r2 === null ? null : round(stats.r2, 4),
        residualVariation: round(stats.residualVariation, 5),
        viewerCounts: stream.samples.slice(-EVIDENCE_CURVE_POINTS).map((s) => s.viewerCount),
      },
    },
  ];
}

/** At least three chat windows (three minutes of chat) before a chat is judged. */
const MIN_CHAT_SAMPLES = 3;

/**
 * Distinct chatters per 100 viewers in a one-minute window below which a chat counts as far too quiet, by audience
 * size (median viewers of the stream). Participation falls as chats grow (big chats scroll too fast to follow, more
 * viewers lurk), so the bar is lower for bigger streams; streams under 50 viewers are not judged, because a small
 * audience can be silent for minutes. The figures are deliberately conservative: popcorncolonel/TwitchBotDetector, a
 * public viewbot detector, flags streams whose chat members (everyone connected to chat, lurkers included) are below
 * 0.16 per viewer against an expected 0.7; people who actually write within a minute are a small fraction of those
 * members, so our bars sit one to two orders of magnitude lower and only a nearly silent chat trips them.
 * Calibrate against collected samples before tightening.
 */
const CHAT_THRESHOLDS: readonly { minViewers: number; warningPer100: number; criticalPer100: number }[] = [
  { minViewers: 5_000, warningPer100: 0.2, criticalPer100: 0.05 },
  { minViewers: 500, warningPer100: 0.5, criticalPer100: 0.1 },
  { minViewers: 50, warningPer100: 1, criticalPer100: 0.25 },
];

/** Unique chatters per 100 viewers (per minute of chat) far below what streams of that size show. */
export function detectChatActivity(input: SignalInput): Signal[] {
  const stream = streamFacts(input);
  const withChat = (stream?.samples ?? []).filter(
    (s) => s.chatUniqueChatters != null && s.sampleSeconds != null && s.sampleSeconds > 0 && s.viewerCount > 0,
  );
  if (!stream || withChat.length < MIN_CHAT_SAMPLES) {
    return [unavailableSignal('chat_activity', ['chatSamples'], { samples: withChat.length, minSamples: MIN_CHAT_SAMPLES })];
  }
  // Chatters scaled to one minute per window (windows may differ in length), pooled over the stream's samples.
  const viewers = withChat.reduce((sum, s) => sum + s.viewerCount, 0);
  const chattersPerMinute = withChat.reduce((sum, s) => sum + (s.chatUniqueChatters! * 60) / s.sampleSeconds!, 0);
  const per100 = (100 * chattersPerMinute) / viewers;
  const averageViewers = viewers / withChat.length;
  const band = CHAT_THRESHOLDS.find((t) => averageViewers >= t.minViewers);
  if (!band || per100 >= band.warningPer100) return [];
  const last = withChat[withChat.length - 1]!;
  return [
    {
      kind: 'chat_activity',
      severity: per100 < band.criticalPer100 ? 'critical' : 'warning',
      day: last.sampledAt.toISOString().slice(0, 10),
      value: round(per100, 3),
      evidence: {
        unit: 'chattersPer100Viewers',
        streamId: stream.streamId,
        samples: withChat.length,
        windowSeconds: Math.round(withChat.reduce((sum, s) => sum + s.sampleSeconds!, 0) / withChat.length),
        averageViewers: Math.round(averageViewers),
        averageChatters: round(chattersPerMinute / withChat.length, 1),
        chatMessages: withChat.reduce((sum, s) => sum + (s.chatMessages ?? 0), 0),
        chattersPer100Viewers: round(per100, 3),
        warningBelow: band.warningPer100,
        criticalBelow: band.criticalPer100,
      },
    },
  ];
}
