import { armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

export interface StartupResult {
  runs: number;
  /** Empty data folder: migrations, creator-data seed and demo accounts, then listen. */
  firstStartSeconds: { median: number; runs: number[] };
  /** Same data folder again: migrations and seed find everything done. */
  secondStartSeconds: { median: number; runs: number[] };
}

/**
 * Seconds from spawning the real server to its first 200 on /healthz, on PGlite (the default database).
 * Each run gets a fresh temp data folder for its first start and reuses it for its second start.
 */
export async function runStartupBench(runs = 3): Promise<StartupResult> {
  const first: number[] = [];
  const second: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = makeTempDir('startup');
    try {
      for (const [label, list] of [
        ['first', first],
        ['second', second],
      ] as const) {
        const server = await spawnServer({ dataDir });
        await server.stop();
        list.push(server.readySeconds);
        console.log(`startup run ${run}/${runs}: ${label} start ${server.readySeconds.toFixed(2)} s`);
      }
    } finally {
      removeDir(dataDir);
    }
  }
  return {
    runs,
    firstStartSeconds: { median: round(median(first), 3), runs: first.map((value) => round(value, 3)) },
    secondStartSeconds: { median: round(median(second), 3), runs: second.map((value) => round(value, 3)) },
  };
}

export function printStartup(result: StartupResult): void {
  const row = (label: string, figures: { median: number; runs: number[] }) => [
    label,
    figures.median,
    figures.runs.map((value) => value.toFixed(2)).join(', '),
  ];
  printTable(
    'Startup (PGlite): seconds from spawn to first 200 on /healthz',
    ['start', 'median s', 'runs s'],
    [row('first (empty data dir)', result.firstStartSeconds), row('second (same data dir)', result.secondStartSeconds)],
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('startup bench', 30);
  printStartup(await runStartupBench());
}
