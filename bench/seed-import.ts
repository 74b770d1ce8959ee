import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import { seedCreatorData } from '@creatorlens/core/data-quality';
import { armWatchdog, benchDatabaseUrl, isMainModule } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { median, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

export interface SeedRun {
  rows: number;
  /** Wall-clock seconds of the seedCreatorData call, measured here. */
  seconds: number;
  /** The seed's own figure (SeedResult.milliseconds), for comparison. */
  reportedSeconds: number;
  rowsPerSecond: number;
}

export interface SeedBackendResult {
  backend: 'pglite' | 'postgres';
  median: { rows: number; seconds: number; rowsPerSecond: number };
  runs: SeedRun[];
}

/** One run: an empty, migrated database, then the real creator-data import into it. */
async function seedOnce(handle: DatabaseHandle): Promise<SeedRun> {
  try {
    await migrateDatabase(handle);
    const startedAt = performance.now();
    const result = await seedCreatorData({ db: handle.db });
    const seconds = (performance.now() - startedAt) / 1000;
    return {
      rows: result.rows,
      seconds: round(seconds, 3),
      reportedSeconds: round(result.milliseconds / 1000, 3),
      rowsPerSecond: round(result.rows / seconds, 0),
    };
  } finally {
    await handle.close();
  }
}

async function runBackend(backend: 'pglite' | 'postgres', runs: number, adminUrl?: string): Promise<SeedBackendResult> {
  const results: SeedRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    let result: SeedRun;
    if (backend === 'pglite') {
      result = await seedOnce(await openDatabase());
    } else {
      const scratch = await createScratchDatabase(adminUrl!, 'seed');
      try {
        result = await seedOnce(await openDatabase({ url: scratch.url }));
      } finally {
        await scratch.drop();
      }
    }
    results.push(result);
    console.log(`seed import ${backend} run ${run}/${runs}: ${result.rows} rows in ${result.seconds.toFixed(2)} s`);
  }
  return {
    backend,
    median: {
      rows: median(results.map((r) => r.rows)),
      seconds: round(median(results.map((r) => r.seconds)), 3),
      rowsPerSecond: round(median(results.map((r) => r.rowsPerSecond)), 0),
    },
    runs: results,
  };
}

/** Rows per second of seedCreatorData on an in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function runSeedImportBench(runs = 3): Promise<SeedBackendResult[]> {
  const results = [await runBackend('pglite', runs)];
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) results.push(await runBackend('postgres', runs, adminUrl));
  return results;
}

export function printSeedImport(results: SeedBackendResult[]): void {
  printTable(
    'Seed import: seedCreatorData into a fresh migrated database (median of runs)',
    ['database', 'rows', 'median s', 'median rows/s', 'runs s', 'runs rows/s'],
    results.map((result) => [
      result.backend,
      result.median.rows,
      result.median.seconds,
      result.median.rowsPerSecond,
      result.runs.map((run) => run.seconds.toFixed(2)).join(', '),
      result.runs.map((run) => Math.round(run.rowsPerSecond)).join(', '),
    ]),
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('seed import bench', 30);
  printSeedImport(await runSeedImportBench());
}
