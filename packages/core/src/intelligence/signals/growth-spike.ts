/**
 * growth_spike and round_number_jump: follower gains far above the channel's own robust baseline (median and MAD of
 * per-day gains over the other intervals), so daily, weekly and irregular series are judged alike.
 */
import { addDays, gainIntervals, median, quantisationStep, robustZ, round, type GainInterval } from './series.ts';
import type { PostPoint, Signal, SignalSeverity, SnapshotPoint } from './types.ts';

/** Intervals needed before a baseline means anything (market.md §2.4: growth analysis needs about a week of history). */
export const MIN_INTERVALS = 6;
/** Robust z-score (excess over the baseline in MAD-sigmas) from which a gain is a spike. */
const SPIKE_MIN_Z = 6;
/** A spike must also be at least this multiple of the baseline per-day gain... */
const SPIKE_MIN_MULTIPLE = 2.5;
/** ...and bring at least this many extra followers (and 0.05 % of the follower count): tiny channels are noisy. */
const SPIKE_MIN_EXCESS = 100;
const SPIKE_MIN_EXCESS_SHARE = 0.0005;
/**
 * The smallest excess that can count as a spike: 100 followers, 0.05 % of the count before it, and two publication
 * steps (a one-step move of a rounded count is ordinary). Smaller jumps are not reported, by design.
 */
export const minimumSpikeExcess = (fromFollowers: number, step: number): number =>
  Math.max(SPIKE_MIN_EXCESS, fromFollowers * SPIKE_MIN_EXCESS_SHARE, 2 * step);
/** From this multiple on, a spike without engagement following it is critical. */
const SPIKE_CRITICAL_MULTIPLE = 10;
/** Engagement "followed" a spike when views per day (or interactions per post) rose at least this much. */
const ENGAGEMENT_FOLLOW_RATIO = 1.5;
const MAX_SPIKES = 10;
/** A jump that wins back at least this share of a drop just before it is a rebound. */
const REBOUND_SHARE = 0.5;
/** From this share of zero gains around a reading, the series is treated as published in coarse steps. */
const ZERO_GAIN_SHARE = 0.3;
/** One publication step is a third of the noise scale there: with SPIKE_MIN_Z 6, a jump of two steps stands out. */
const STEP_NOISE_DIVISOR = 3;
/**
 * The baseline of an interval is the intervals around it (up to this many on each side), not the whole history:
 * channels grow at different speeds over years, and a slow phase must not make a later normal phase look like a spike.
 */
const BASELINE_WINDOW = 10;

/** Per-day gains of the intervals around index (the interval itself excluded). */
const neighbourGains = (intervals: readonly GainInterval[], index: number): number[] =>
  intervals
    .slice(Math.max(0, index - BASELINE_WINDOW), index)
    .concat(intervals.slice(index + 1, index + 1 + BASELINE_WINDOW))
    .map((i) => i.perDay);
const POST_WINDOW_DAYS = 14;

interface SpikeCandidate {
  interval: GainInterval;
  baselinePerDay: number;
  baselineScalePerDay: number;
  zScore: number;
  multiple: number | null;
  excess: number;
}

/** The publication rounding of a series, judged on its counts and on its gains (whichever shows the coarser step). */
const seriesStep = (intervals: readonly GainInterval[]) =>
  Math.max(quantisationStep(intervals.flatMap((i) => [i.fromFollowers, i.toFollowers])), quantisationStep(intervals.map((i) => i.gain)));

/** Scale floor per day: the publication rounding of the counts, or 5 % of the baseline, or one follower a day. */
const scaleFloor = (interval: GainInterval, step: number, center: number) =>
  Math.max(step / STEP_NOISE_DIVISOR / interval.days, Math.abs(center) * 0.05, 1 / interval.days);

/** The largest power of ten that divides n (1 for 0 or an n that no power of ten above 1 divides). */
const largestPowerOfTenDividing = (n: number) => {
  let unit = 1;
  while (n !== 0 && n % (unit * 10) === 0) unit *= 10;
  return unit;
};

/** Every interval that qualifies as a spike against the baseline of the other intervals. */
function findSpikeCandidates(snapshots: readonly SnapshotPoint[]): SpikeCandidate[] {
  const intervals = gainIntervals(snapshots);
  if (intervals.length < MIN_INTERVALS) return [];
  const candidates: SpikeCandidate[] = [];
  intervals.forEach((interval, index) => {
    // The rounding step around this reading: a channel that grew tenfold over the years is published in coarser steps.
    const step = seriesStep(intervals.slice(Math.max(0, index - BASELINE_WINDOW), index + 1 + BASELINE_WINDOW));
    const others = neighbourGains(intervals, index);
    const center = median(others);
    // Many zero gains around mean coarse publication steps the power-of-ten test missed (a channel between two
    // rounding regimes): one ordinary step is then the noise level, not a spike.
    const nonZero = others.filter((g) => g !== 0).map(Math.abs);
    const mostlyZero = others.length - nonZero.length >= others.length * ZERO_GAIN_SHARE;
    // With no move at all around it, the jump itself is the only hint of the step: a count that stood still for weeks
    // and then moved by a round 10,000 moved by one publication step.
    const stepNoise = !mostlyZero ? 0 : nonZero.length > 0 ? median(nonZero) : largestPowerOfTenDividing(interval.gain) / interval.days;
    const { z, scale } = robustZ(interval.perDay, others, Math.max(scaleFloor(interval, step, center), stepNoise / STEP_NOISE_DIVISOR));
    const excess = (interval.perDay - Math.max(center, 0)) * interval.days;
    const multiple = center > 0 ? interval.perDay / center : null;
    if (z < SPIKE_MIN_Z || excess < minimumSpikeExcess(interval.fromFollowers, step)) return;
    // A jump right after a drop of similar size is the count recovering from a bad reading (sources glitch), not growth.
    const previous = intervals[index - 1];
    if (previous && previous.gain < 0 && -previous.gain >= excess * REBOUND_SHARE) return;
    if (multiple != null && multiple < SPIKE_MIN_MULTIPLE) return;
    candidates.push({ interval, baselinePerDay: center, baselineScalePerDay: scale, zScore: z, multiple, excess });
  });
  return candidates;
}

/**
 * Whether engagement rose with the spike: views per day in the spike interval against the other intervals when the
 * series has views (YouTube), else interactions per post in the 14 days from the spike against the 30 days before.
 */
function engagementFollowed(
  candidate: SpikeCandidate,
  intervals: readonly GainInterval[],
  posts: readonly PostPoint[],
): { followed: boolean | null; basis: 'views' | 'posts' | null; ratio: number | null } {
  const own = candidate.interval.viewsPerDay;
  const index = intervals.indexOf(candidate.interval);
  const otherViews = intervals
    .slice(Math.max(0, index - BASELINE_WINDOW), index)
    .concat(intervals.slice(index + 1, index + 1 + BASELINE_WINDOW))
    .flatMap((i) => (i.viewsPerDay != null ? [i.viewsPerDay] : []));
  if (own != null && otherViews.length >= MIN_INTERVALS - 1) {
    const base = median(otherViews);
    if (base > 0) {
      const ratio = own / base;
      return { followed: ratio >= ENGAGEMENT_FOLLOW_RATIO, basis: 'views', ratio: round(ratio, 3) };
    }
  }
  const interactions = (p: PostPoint) => (p.likes ?? 0) + (p.comments ?? 0);
  const start = Date.parse(`${candidate.interval.fromDay}T00:00:00Z`);
  const after = posts.filter(
    (p) =>
      p.likes != null &&
      p.publishedAt.getTime() >= start &&
      p.publishedAt.getTime() < start + (candidate.interval.days + POST_WINDOW_DAYS) * 86_400_000,
  );
  const before = posts.filter(
    (p) => p.likes != null && p.publishedAt.getTime() < start && p.publishedAt.getTime() >= start - 30 * 86_400_000,
  );
  if (after.length === 0 || before.length === 0) return { followed: null, basis: null, ratio: null };
  const baseline = median(before.map(interactions));
  if (baseline <= 0) return { followed: null, basis: null, ratio: null };
  const ratio = median(after.map(interactions)) / baseline;
  return { followed: ratio >= ENGAGEMENT_FOLLOW_RATIO, basis: 'posts', ratio: round(ratio, 3) };
}

/** Spike severity: organic-looking spikes (engagement rose too) are info; large ones without engagement are critical. */
function spikeSeverity(multiple: number | null, followed: boolean | null): SignalSeverity {
  if (followed === true) return 'info';
  return multiple == null || multiple >= SPIKE_CRITICAL_MULTIPLE ? 'critical' : 'warning';
}

export function detectGrowthSpikes(snapshots: readonly SnapshotPoint[], posts: readonly PostPoint[]): Signal[] {
  const candidates = findSpikeCandidates(snapshots);
  if (candidates.length === 0) return [];
  const intervals = gainIntervals(snapshots);
  return candidates
    .sort((a, b) => b.excess - a.excess)
    .slice(0, MAX_SPIKES)
    .map((c) => {
      const engagement = engagementFollowed(c, intervals, posts);
      return {
        kind: 'growth_spike' as const,
        severity: spikeSeverity(c.multiple, engagement.followed),
        day: c.interval.day,
        value: Math.round(c.excess),
        evidence: {
          unit: 'followers',
          fromDay: c.interval.fromDay,
          toDay: c.interval.day,
          intervalDays: c.interval.days,
          gainFollowers: c.interval.gain,
          expectedGainFollowers: Math.round(Math.max(c.baselinePerDay, 0) * c.interval.days),
          excessFollowers: Math.round(c.excess),
          baselinePerDay: round(c.baselinePerDay),
          baselineScalePerDay: round(c.baselineScalePerDay),
          multiple: c.multiple == null ? null : round(c.multiple),
          zScore: round(c.zScore),
          engagementFollowed: engagement.followed,
          engagementBasis: engagement.basis,
          engagementRatio: engagement.ratio,
        },
      };
    })
    .sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** Round gain sizes people buy (market.md §2.4: "spikes of round sizes (1K, 5K) suggest purchases"), largest first. */
const ROUND_UNITS = [100_000, 50_000, 10_000, 5_000, 1_000] as const;
/** A round gain counts only when it is also well above the baseline: a steady channel hits a round number by chance. */
const ROUND_MIN_MULTIPLE = 2;

export function detectRoundNumberJumps(snapshots: readonly SnapshotPoint[]): Signal[] {
  const intervals = gainIntervals(snapshots);
  if (intervals.length < MIN_INTERVALS) return [];
  // Counts published rounded (YouTube: 3 significant figures) make every gain round: nothing to read there.
  const signals: Signal[] = [];
  intervals.forEach((interval, index) => {
    const step = seriesStep(intervals.slice(Math.max(0, index - BASELINE_WINDOW), index + 1 + BASELINE_WINDOW));
    const unit = ROUND_UNITS.find((u) => interval.gain >= u && interval.gain % u === 0);
    if (!unit || step >= unit / 10) return;
    // Both counts round as well means the source rounded this reading, not that the gain was bought.
    if (interval.fromFollowers % unit === 0 && interval.toFollowers % unit === 0) return;
    const others = neighbourGains(intervals, index);
    const center = median(others);
    const multiple = center > 0 ? interval.perDay / center : null;
    if (multiple != null && multiple < ROUND_MIN_MULTIPLE) return;
    const { z } = robustZ(interval.perDay, others, Math.max(Math.abs(center) * 0.05, 1));
    signals.push({
      kind: 'round_number_jump',
      severity: unit >= 10_000 && z >= SPIKE_MIN_Z ? 'critical' : 'warning',
      day: interval.day,
      value: interval.gain,
      evidence: {
        unit: 'followers',
        fromDay: interval.fromDay,
        toDay: interval.day,
        intervalDays: interval.days,
        gainFollowers: interval.gain,
        roundUnit: unit,
        baselinePerDay: round(center),
        multiple: multiple == null ? null : round(multiple),
        zScore: round(z),
      },
    });
  });
  return signals;
}

/**
 * giveaway_spike: a follower spike whose interval starts at most 7 days after a giveaway post (market.md §2.4:
 * giveaway loops). The growth spike is then explained rather than suspicious, so its severity is capped at warning.
 */
const GIVEAWAY_LEAD_DAYS = 7;

export function linkGiveawaySpikes(spikes: Signal[], posts: readonly PostPoint[]): Signal[] {
  const giveaways = posts.filter((p) => p.isGiveaway).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  if (giveaways.length === 0) return [];
  const linked: Signal[] = [];
  for (const spike of spikes) {
    const fromDay = String(spike.evidence.fromDay);
    const toDay = String(spike.evidence.toDay);
    const post = giveaways.find((p) => {
      const day = p.publishedAt.toISOString().slice(0, 10);
      return day >= addDays(fromDay, -GIVEAWAY_LEAD_DAYS) && day < toDay;
    });
    if (!post) continue;
    const postDay = post.publishedAt.toISOString().slice(0, 10);
    spike.evidence.giveawayPostId = post.id;
    if (spike.severity === 'critical') spike.severity = 'warning';
    linked.push({
      kind: 'giveaway_spike',
      severity: 'info',
      day: toDay,
      value: Number(spike.evidence.gainFollowers),
      evidence: {
        unit: 'followers',
        postId: post.id,
        postDay,
        fromDay,
        toDay,
        gainFollowers: spike.evidence.gainFollowers,
        excessFollowers: spike.evidence.excessFollowers,
      },
    });
  }
  return linked;
}
