import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform } from 'node:os';
import { printApiLatency, runApiLatencyBench } from './api-latency.ts';
import { printDiscovery, runDiscoveryBench, writeDiscoveryResults, type DiscoveryBackendResult } from './discovery.ts';
import { armWatchdog, benchDatabaseUrl } from './lib/paths.ts';
import { printBoardRender, runBoardRenderBench } from './board-render.ts';
import { printLists, runListsBench } from './lists.ts';
import { printGrowthSpikes, runGrowthSpikeBench } from './growth-spikes.ts';
import { printFullRefresh, runFullRefreshBench } from './full-refresh.ts';
import { printNotifications, runNotificationsBench } from './notifications.ts';
import { printQuality, runQualityBench } from './quality/run.ts';
import { printSeedImport, runSeedImportBench } from './seed-import.ts';
import { printDataQuality, runDataQualityBench } from './data-quality.ts';
import { printSitePerformance, runSitePerformanceBench } from './site-performance.ts';
import { printStartup, runStartupBench } from './startup.ts';
import { printSnapshotIngest, runSnapshotIngestBench } from './snapshot-ingest.ts';
import { printImportCsv, runImportCsvBench } from './import-csv.ts';

/** Runs every bench in turn, prints one table per section and writes the figures to bench/results/latest.json. */
armWatchdog('bench', process.env.BENCH_SCALE === '1' ? 120 : 60);
const startedAt = new Date();
const isPostgres = Boolean(benchDatabaseUrl());
const loadAverage = () => loadavg().map((value) => Number(value.toFixed(2)));
const loadAtStart = loadAverage();
console.log(
  `Creatorlens bench: PGlite${isPostgres ? ' and PostgreSQL (BENCH_DATABASE_URL)' : ' only (set BENCH_DATABASE_URL for PostgreSQL)'}`,
);
// Other work on the machine skews every figure; the load average says how busy it was.
console.log(`${cpus().length} CPUs, load average at start ${loadAtStart.join(' / ')} (1 / 5 / 15 min)`);

const startup = await runStartupBench();
const seedImport = await runSeedImportBench();
const dataQuality = await runDataQualityBench();
const apiLatency = await runApiLatencyBench();
const lists = await runListsBench();
const boardRender = await runBoardRenderBench();
const notifications = await runNotificationsBench();
// Detector quality (precision/recall/F1 on labelled data): deterministic, unaffected by machine load.
const quality = await runQualityBench();
// Growth-spike recall and false alarms on the daily and weekly YouTube series (deterministic).
const growthSpikes = await runGrowthSpikeBench();
// A full platform refresh through the job queue against the fake API (100,000 channels on PostgreSQL).
const fullRefresh = await runFullRefreshBench();
// Snapshot rows per second through the connectors' write path against a raw multi-row INSERT (issue 9).
const snapshotIngest = await runSnapshotIngestBench();
// The public site: prerendered HTML timings, transfer sizes and paints in Chromium (issue 7).
const sitePerformance = await runSitePerformanceBench();
// A 10,000-row CSV import through startImport and the job queue.
const importCsv = await runImportCsvBench();
// Discovery at scale generates (or reuses) a database of a million synthetic channels: minutes, so only on request.
const isScale = process.env.BENCH_SCALE === '1';
const discovery: DiscoveryBackendResult[] | null = isScale ? await runDiscoveryBench() : null;

printStartup(startup);
printSeedImport(seedImport);
printDataQuality(dataQuality);
printApiLatency(apiLatency);
printLists(lists);
printBoardRender(boardRender);
printNotifications(notifications);
printQuality(quality);
printGrowthSpikes(growthSpikes);
printFullRefresh(fullRefresh);
printSnapshotIngest(snapshotIngest);
printSitePerformance(sitePerformance);
printImportCsv(importCsv);
if (discovery) {
  printDiscovery(discovery);
  writeDiscoveryResults(discovery);
} else {
  console.log('\n(discovery at scale skipped: set BENCH_SCALE=1, see bench/README.md)');
}
const loadAtEnd = loadAverage();
console.log(`\nload average at end ${loadAtEnd.join(' / ')} (1 / 5 / 15 min)`);

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const file = new URL('latest.json', resultsDir);
const machine = {
  node: process.version,
  platform: platform(),
  arch: arch(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? null,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: loadAtEnd,
};
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, postgres: isPostgres, startup, seedImport, apiLatency, lists, boardRender, notifications, quality, growthSpikes, fullRefresh, snapshotIngest, sitePerformance, importCsv, discovery }, null, 2)}\n`,
);
console.log('Figures written to bench/results/latest.json');
