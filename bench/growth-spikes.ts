/**
 * Growth-spike detection quality on real YouTube series with injected spikes of known size:
 *   node --import tsx bench/growth-spikes.ts
 * Data: packages/db/seed-data/youtube-channels-daily-fr (daily, counts rounded to 3 significant figures by the API) and
 * youtube-weekly-socialblade (weekly gains, smoothed by the source); see their SOURCE.md. For every series with enough
 * readings, a jump of k x the channel's typical gain per reading is added at 25 %, 50 % and 75 % of the series (one
 * trial each; the jump persists, views are left alone as bought followers bring none). Recall = trials whose injected
 * reading carries a growth_spike; the false-alarm rate counts spikes on the untouched series (per series and per
 * reading). Also times the detector per series (median, p95).
 */
import { join } from 'node:path';
import { minimumSpikeExcess } from '../packages/core/src/intelligence/signals/growth-spike.ts';
import { detectGrowthSpikes, MIN_INTERVALS, type SnapshotPoint } from '../packages/core/src/intelligence/signals/index.ts';
import { quantisationStep } from '../packages/core/src/intelligence/signals/series.ts';
import { readCsv } from '../packages/db/src/seed/csv.ts';
import { isMainModule, REPO_ROOT } from './lib/paths.ts';
import { percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

export const SPIKE_SIZES = [1, 3, 10, 30] as const;
const POSITIONS = [0.25, 0.5, 0.75] as const;
/** The weekly set has gains only; series start from this assumed count (it only matters for the 0.05 % minimum). */
const WEEKLY_START_FOLLOWERS = 1_000_000;

interface Series {
  name: string;
  points: SnapshotPoint[];
}

export interface SpikeSetFigures {
  set: string;
  series: number;
  readings: number;
  /** Series with a positive typical gain, where "k x typical" is defined. */
  injectable: number;
  /**
   * sized: trials whose jump reaches the detector's minimum size (100 followers, 0.05 % of the count, two publication
   * steps; smaller jumps are not reported by design, and under two steps a rounded count does not show them at all).
   */
  recall: { size: number; trials: number; detected: number; critical: number; sized: number; sizedDetected: number }[];
  falseAlarmSeries: number;
  falseAlarms: number;
  detectorMsMedian: number;
  detectorMsP95: number;
}

async function dailySeries(): Promise<Series[]> {
  const dir = join(REPO_ROOT, 'packages/db/seed-data/youtube-channels-daily-fr');
  const rows = await readCsv(dir, 'youtube_daily_snapshots.csv');
  const byChannel = new Map<string, SnapshotPoint[]>();
  for (const r of rows) {
    const list = byChannel.get(r.channel_id!) ?? [];
    list.push({ day: r.date_utc!, followers: Number(r.subscribers), totalViews: Number(r.views) });
    byChannel.set(r.channel_id!, list);
  }
  return [...byChannel].map(([name, points]) => ({ name, points: points.sort((a, b) => (a.day < b.day ? -1 : 1)) }));
}

async function weeklySeries(): Promise<Series[]> {
  const dir = join(REPO_ROOT, 'packages/db/seed-data/youtube-weekly-socialblade');
  const rows = await readCsv(dir, 'aligned_data.csv');
  const byChannel = new Map<string, { day: string; gain: number; views: number }[]>();
  for (const r of rows) {
    const gain = Number(r.weekly_subscribers);
    if (!Number.isFinite(gain)) continue;
    const list = byChannel.get(r.name!) ?? [];
    list.push({ day: r.start_date!, gain, views: Number(r.weekly_views) || 0 });
    byChannel.set(r.name!, list);
  }
  return [...byChannel].map(([name, weeks]) => {
    let followers = WEEKLY_START_FOLLOWERS;
    let views = 0;
    const points = weeks
      .sort((a, b) => (a.day < b.day ? -1 : 1))
      .map((w) => {
        followers += Math.round(w.gain);
        views += w.views;
        return { day: w.day, followers, totalViews: views };
      });
    return { name, points };
  });
}

/** Rounds to 3 significant figures, as the YouTube API publishes subscriber counts. */
const threeFigures = (n: number) => {
  if (n < 1_000) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
};

/** The series with `extra` followers added from reading `at` on (re-rounded when the source rounds). */
const inject = (points: readonly SnapshotPoint[], at: number, extra: number, rounded: boolean): SnapshotPoint[] =>
  points.map((p, i) => (i >= at ? { ...p, followers: rounded ? threeFigures(p.followers! + extra) : p.followers! + extra } : p));

function evaluate(set: string, all: Series[], rounded: boolean): SpikeSetFigures {
  const series = all.filter((s) => s.points.length > MIN_INTERVALS);
  const timings: number[] = [];
  let falseAlarmSeries = 0;
  let falseAlarms = 0;
  let readings = 0;
  for (const s of series) {
    readings += s.points.length;
    const started = performance.now();
    const found = detectGrowthSpikes(s.points, []).filter((x) => x.severity !== 'info');
    timings.push(performance.now() - started);
    falseAlarms += found.length;
    if (found.length > 0) falseAlarmSeries += 1;
  }
  const injectable = series.filter((s) => typicalGain(s.points) > 0);
  const recall = SPIKE_SIZES.map((size) => {
    let trials = 0;
    let detected = 0;
    let critical = 0;
    let sized = 0;
    let sizedDetected = 0;
    for (const s of injectable) {
      const extra = Math.round(size * typicalGain(s.points));
      const gains = s.points.slice(1).map((p, i) => p.followers! - s.points[i]!.followers!);
      const step = Math.max(quantisationStep(s.points.map((p) => p.followers!)), quantisationStep(gains));
      for (const position of POSITIONS) {
        const at = Math.max(1, Math.min(s.points.length - 1, Math.round(position * (s.points.length - 1))));
        const isSized = extra >= minimumSpikeExcess(s.points[at - 1]!.followers!, step);
        const spikes = detectGrowthSpikes(inject(s.points, at, extra, rounded), []);
        const hit = spikes.find((x) => x.day === s.points[at]!.day);
        trials += 1;
        if (hit) detected += 1;
        if (isSized) sized += 1;
        if (isSized && hit) sizedDetected += 1;
        if (hit?.severity === 'critical') critical += 1;
      }
    }
    return { size, trials, detected, critical, sized, sizedDetected };
  });
  return {
    set,
    series: series.length,
    readings,
    injectable: injectable.length,
    recall,
    falseAlarmSeries,
    falseAlarms,
    detectorMsMedian: percentile(timings, 50),
    detectorMsP95: percentile(timings, 95),
  };
}

/** A channel's typical gain per reading: its average (rounded counts make the median per-day gain mostly 0). */
function typicalGain(points: readonly SnapshotPoint[]): number {
  const first = points[0]!.followers!;
  const last = points[points.length - 1]!.followers!;
  return (last - first) / (points.length - 1);
}

export async function runGrowthSpikeBench(): Promise<SpikeSetFigures[]> {
  return [
    evaluate('youtube daily (FR, 3 s.f.)', await dailySeries(), true),
    evaluate('youtube weekly (SocialBlade)', await weeklySeries(), false),
  ];
}

const pct = (n: number, d: number) => (d === 0 ? 0 : Number(((n / d) * 100).toFixed(1)));

export function printGrowthSpikes(figures: SpikeSetFigures[]): void {
  printTable(
    'Growth-spike detection: recall by injected size (k x typical gain per reading)',
    ['set', 'series', 'k', 'trials', 'recall %', 'critical %', 'trials >= minimum size', 'recall there %'],
    figures.flatMap((f) =>
      f.recall.map((r) => [
        f.set,
        f.injectable,
        `+${r.size}x`,
        r.trials,
        pct(r.detected, r.trials),
        pct(r.critical, r.trials),
        r.sized,
        pct(r.sizedDetected, r.sized),
      ]),
    ),
  );
  printTable(
    'Growth-spike false alarms on the untouched series (warning or critical)',
    ['set', 'series', 'readings', 'series alarmed %', 'alarms per 1000 readings', 'detector ms median', 'p95'],
    figures.map((f) => [
      f.set,
      f.series,
      f.readings,
      pct(f.falseAlarmSeries, f.series),
      Number(((f.falseAlarms / f.readings) * 1000).toFixed(2)),
      Number(f.detectorMsMedian.toFixed(3)),
      Number(f.detectorMsP95.toFixed(3)),
    ]),
  );
}

if (isMainModule(import.meta.url)) printGrowthSpikes(await runGrowthSpikeBench());
