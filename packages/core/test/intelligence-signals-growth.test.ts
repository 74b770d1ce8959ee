import { describe, expect, it } from 'vitest';
import { detectGrowthSpikes, detectRoundNumberJumps, linkGiveawaySpikes } from '../src/intelligence/signals/growth-spike.ts';
import { addDays } from '../src/intelligence/signals/series.ts';
import type { PostPoint, SnapshotPoint } from '../src/intelligence/signals/types.ts';

/** A steady series: start followers, then `gains[i]` on reading i, every `spacing` days from 2026-01-01. */
function series(start: number, gains: number[], spacing = 1, views?: { start: number; perReading: number[] }): SnapshotPoint[] {
  let followers = start;
  let totalViews = views?.start ?? 0;
  const points: SnapshotPoint[] = [{ day: '2026-01-01', followers, ...(views ? { totalViews } : {}) }];
  gains.forEach((gain, i) => {
    followers += gain;
    if (views) totalViews += views.perReading[i]!;
    points.push({ day: addDays('2026-01-01', (i + 1) * spacing), followers, ...(views ? { totalViews } : {}) });
  });
  return points;
}

// Daily gains around 500 with natural jitter (+-15 %).
const jitter = [480, 520, 510, 470, 530, 495, 505, 540, 460, 500, 515, 485, 525, 475, 500, 490, 510, 505, 495, 520];

describe('growth_spike', () => {
  it('finds a +20x day in a daily series with its size, multiple and date', () => {
    const gains = [...jitter];
    gains[12] = 10_500; // baseline ~500: excess ~10,000
    const signals = detectGrowthSpikes(series(50_123, gains), []);
    expect(signals).toHaveLength(1);
    const [spike] = signals;
    expect(spike!.day).toBe('2026-01-14');
    expect(spike!.evidence).toMatchObject({
      fromDay: '2026-01-13',
      toDay: '2026-01-14',
      intervalDays: 1,
      gainFollowers: 10_500,
      engagementFollowed: null,
    });
    expect(spike!.value).toBeGreaterThan(9_900);
    expect(spike!.evidence.multiple as number).toBeGreaterThan(20);
    // No engagement evidence and a 20x jump: critical.
    expect(spike!.severity).toBe('critical');
  });

  it('stays silent on a noisy but spike-free series and on series too short for a baseline', () => {
    expect(detectGrowthSpikes(series(50_123, jitter), [])).toEqual([]);
    expect(detectGrowthSpikes(series(50_123, [500, 500, 9_000, 500]), [])).toEqual([]);
  });

  it('normalises weekly spacing per day: a 7x week stands out, ordinary weeks do not', () => {
    const weekly = jitter.slice(0, 12).map((g) => g * 7);
    weekly[8] = 500 * 7 * 7; // seven times the usual week
    const signals = detectGrowthSpikes(series(200_457, weekly, 7), []);
    expect(signals.map((s) => s.day)).toEqual([addDays('2026-01-01', 9 * 7)]);
    expect(signals[0]!.evidence).toMatchObject({ intervalDays: 7 });
    expect(signals[0]!.evidence.baselinePerDay as number).toBeGreaterThan(480);
    expect(signals[0]!.severity).toBe('warning'); // 7x, below the critical multiple of 10
  });

  it('handles an irregular gap: 10 days of normal growth after a pause is not a spike', () => {
    const points = series(80_001, jitter.slice(0, 10));
    const last = points[points.length - 1]!;
    points.push({ day: addDays(last.day, 10), followers: last.followers! + 5_100 });
    expect(detectGrowthSpikes(points, [])).toEqual([]);
  });

  it('marks a spike as organic (info) when views rose with it', () => {
    const gains = [...jitter];
    gains[12] = 10_500;
    const viewGains = jitter.map(() => 20_000);
    viewGains[12] = 400_000; // a viral video
    const [spike] = detectGrowthSpikes(series(50_123, gains, 1, { start: 1_000_000, perReading: viewGains }), []);
    expect(spike!.evidence).toMatchObject({ engagementFollowed: true, engagementBasis: 'views' });
    expect(spike!.severity).toBe('info');
  });

  it('uses post interactions when no views exist: flat likes after a spike mean engagement did not follow', () => {
    const gains = [...jitter];
    gains[15] = 10_500;
    const posts: PostPoint[] = Array.from({ length: 8 }, (_, i) => ({
      id: `p${i}`,
      publishedAt: new Date(`${addDays('2026-01-01', i * 3)}T12:00:00Z`),
      likes: 1_000,
      comments: 50,
      views: null,
    }));
    const [spike] = detectGrowthSpikes(series(50_123, gains), posts);
    expect(spike!.evidence).toMatchObject({ engagementFollowed: false, engagementBasis: 'posts', engagementRatio: 1 });
  });

  it('judges each reading against its neighbours: a channel that speeds up for good is not spiking', () => {
    const gains = [...jitter.map((g) => g / 5), ...jitter.map((g) => g * 2)]; // ~100 a day, then ~1,000 a day
    expect(detectGrowthSpikes(series(20_011, gains), [])).toEqual([]);
  });

  it('treats one publication step among zero gains as noise, two or more steps as a spike', () => {
    // A weekly series published in steps of 10,000: mostly 0, sometimes one step.
    const weekly = [0, 10_000, 0, 0, 0, 10_000, 0, 0, 10_000, 0, 0, 0, 10_000, 0, 0, 0];
    expect(detectGrowthSpikes(series(1_000_000, weekly, 7), [])).toEqual([]);
    weekly[10] = 50_000;
    expect(detectGrowthSpikes(series(1_000_000, weekly, 7), []).map((s) => s.day)).toEqual([addDays('2026-01-01', 11 * 7)]);
  });

  it('reads a lone round jump after weeks without any move as one publication step', () => {
    // Weekly gains of a source that rounds: flat for fifteen weeks, then one step of 10,000 (counts that are not round
    // themselves, as when an older exact history precedes the rounded one).
    const flat = Array.from({ length: 16 }, () => 0);
    flat[8] = 10_000;
    expect(detectGrowthSpikes(series(1_234_567, flat, 7), [])).toEqual([]);
    flat[8] = 50_000; // five steps at once is a spike
    expect(detectGrowthSpikes(series(1_234_567, flat, 7), []).map((s) => s.day)).toEqual([addDays('2026-01-01', 9 * 7)]);
  });

  it('does not call the recovery after a bad reading a spike', () => {
    const gains = [...jitter];
    gains[11] = -9_000; // one reading far too low...
    gains[12] = 9_600; // ...and back to normal the next day
    expect(detectGrowthSpikes(series(50_123, gains), [])).toEqual([]);
  });

  it('ignores the rounding steps of 3-significant-figure counts', () => {
    // 115,000 growing ~60 a day is published in steps of 1,000: one step every ~16 days is not a spike.
    const points: SnapshotPoint[] = Array.from({ length: 30 }, (_, i) => ({
      day: addDays('2026-01-01', i),
      followers: i < 16 ? 115_000 : 116_000,
    }));
    expect(detectGrowthSpikes(points, [])).toEqual([]);
  });
});

describe('round_number_jump', () => {
  it('flags an exact +10,000 gain on unrounded counts, critical when it is also a spike', () => {
    const gains = [...jitter];
    gains[9] = 10_000;
    const [signal] = detectRoundNumberJumps(series(43_217, gains));
    expect(signal).toMatchObject({ kind: 'round_number_jump', severity: 'critical', value: 10_000, day: '2026-01-11' });
    expect(signal!.evidence).toMatchObject({ roundUnit: 10_000, gainFollowers: 10_000 });
  });

  it('flags an exact +5,000 as a warning and ignores ordinary or rounded-source gains', () => {
    const gains = [...jitter];
    gains[9] = 5_000;
    expect(detectRoundNumberJumps(series(43_217, gains))[0]).toMatchObject({ severity: 'warning', evidence: { roundUnit: 5_000 } });
    // A 1,000 gain in a channel that gains ~1,000 a day is not suspicious.
    expect(
      detectRoundNumberJumps(
        series(
          43_217,
          jitter.map((g) => g * 2),
        ),
      ),
    ).toEqual([]);
    // Counts published in thousands: every gain is round.
    const rounded = series(
      43_000,
      jitter.map(() => 1_000),
    );
    rounded[rounded.length - 1]!.followers! += 9_000;
    expect(detectRoundNumberJumps(rounded)).toEqual([]);
  });
});

describe('giveaway_spike', () => {
  it('links a spike to a giveaway post in the week before it and caps the spike at warning', () => {
    const gains = [...jitter];
    gains[12] = 10_500;
    const posts: PostPoint[] = [
      { id: 'gw', publishedAt: new Date('2026-01-09T18:00:00Z'), likes: 5_000, comments: 900, views: null, isGiveaway: true },
    ];
    const spikes = detectGrowthSpikes(series(50_123, gains), []);
    const linked = linkGiveawaySpikes(spikes, posts);
    expect(linked).toEqual([
      expect.objectContaining({
        kind: 'giveaway_spike',
        severity: 'info',
        day: '2026-01-14',
        evidence: expect.objectContaining({ postId: 'gw', postDay: '2026-01-09' }),
      }),
    ]);
    expect(spikes[0]).toMatchObject({ severity: 'warning', evidence: expect.objectContaining({ giveawayPostId: 'gw' }) });
    // A giveaway weeks earlier explains nothing.
    const old: PostPoint[] = [{ ...posts[0]!, publishedAt: new Date('2025-12-01T00:00:00Z') }];
    expect(linkGiveawaySpikes(detectGrowthSpikes(series(50_123, gains), []), old)).toEqual([]);
  });
});
