/**
 * The data-quality stage's cost: reading every seed source into the model (the raw floor the stage cannot go below),
 * then cleanSeedModel over it, then the invariant check; median and p95 of several runs, and the stage's time as a
 * share of the read. Also prints the stage's totals so a run shows what the time bought.
 */
import { checkInvariants, cleanSeedModel } from '@creatorlens/core/data-quality';
import { readSeedSources } from '@creatorlens/db/seed';
import { armWatchdog, isMainModule } from './lib/paths.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

export async function runDataQualityBench(runs = 5) {
  const read: number[] = [];
  const clean: number[] = [];
  const check: number[] = [];
  let totals = { read: 0, repaired: 0, flagged: 0, dropped: 0 };
  let channels = 0;
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const { model, rowsRead } = await readSeedSources();
    read.push(performance.now() - t);
    t = performance.now();
    const report = cleanSeedModel(model, rowsRead);
    clean.push(performance.now() - t);
    t = performance.now();
    checkInvariants(model);
    check.push(performance.now() - t);
    totals = report.totals();
    channels = model.channels.length;
  }
  return { runs, read, clean, check, totals, channels };
}

export function printDataQuality(r: Awaited<ReturnType<typeof runDataQualityBench>>): void {
  const row = (name: string, values: number[]) => [
    name,
    round(median(values), 0),
    round(percentile(values, 95), 0),
    round(median(values) / median(r.read), 2),
  ];
  printTable(
    `Data-quality stage on the whole seed (${r.runs} runs; ${r.totals.read} rows read, ${r.channels} channels after cleaning; ${r.totals.repaired} repaired, ${r.totals.flagged} flagged, ${r.totals.dropped} dropped)`,
    ['step', 'median ms', 'p95 ms', 'ratio to read (raw floor)'],
    [row('read sources (floor)', r.read), row('cleanSeedModel', r.clean), row('checkInvariants', r.check)],
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('data-quality bench', 10);
  printDataQuality(await runDataQualityBench());
}
