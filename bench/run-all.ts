import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform } from 'node:os';
import { printApiLatency, runApiLatencyBench } from './api-latency.ts';
import { armWatchdog, benchDatabaseUrl } from './lib/paths.ts';
import { printSeedImport, runSeedImportBench } from './seed-import.ts';
import { printStartup, runStartupBench } from './startup.ts';

/** Runs every bench in turn, prints one table per section and writes the figures to bench/results/latest.json. */
armWatchdog('bench', 60);
const startedAt = new Date();
const isPostgres = Boolean(benchDatabaseUrl());
console.log(`Creatorlens bench: PGlite${isPostgres ? ' and PostgreSQL (BENCH_DATABASE_URL)' : ' only (set BENCH_DATABASE_URL for PostgreSQL)'}`);

const startup = await runStartupBench();
const seedImport = await runSeedImportBench();
const apiLatency = await runApiLatencyBench();

printStartup(startup);
printSeedImport(seedImport);
printApiLatency(apiLatency);

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const file = new URL('latest.json', resultsDir);
const machine = { node: process.version, platform: platform(), arch: arch(), cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null };
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, postgres: isPostgres, startup, seedImport, apiLatency }, null, 2)}\n`,
);
console.log('\nFigures written to bench/results/latest.json');
