/**
 * A full scheduled refresh against the local fake platform API, through the real job queue and handlers:
 *   node --import tsx bench/full-refresh.ts
 * Synthetic channels (YouTube and Twitch "syn_N" accounts the fake answers) are all due; one refresh run enqueues a
 * job per channel and the worker refreshes them (counters tier: profile, today's snapshot, derived figures).
 * PostgreSQL (BENCH_DATABASE_URL, a scratch database) refreshes 100,000 channels; PGlite, one connection in-process,
 * refreshes a scaled-down set (BENCH_REFRESH_PGLITE, default 2,000). YouTube gets a daily quota below what the run
 * needs, so the figures show the quota holding: the rest is parked until the reset, never sent.
 * Prints throughput (channels/s), job latency (enqueue to finish, p50/p95), the quota check, and the ratio to the
 * raw floor (the same platform calls at the same concurrency without queue or database writes).
 */
import { and, eq, sql } from 'drizzle-orm';
import { createConnectorRegistry } from '../packages/core/src/connectors/index.ts';
import { JOB_QUEUES } from '../packages/core/src/jobs/index.ts';
import { utcDay } from '../packages/core/src/connectors/quota.ts';
import { migrateDatabase, openDatabase, schema, type Database, type DatabaseHandle } from '../packages/db/src/index.ts';
import {
  configureConnectorsForFakeServer,
  startFakePlatformServer,
  type FakePlatformServer,
} from '@creatorlens/test-support/fake-platforms';
import { registerJobHandlers } from '../apps/server/src/jobs/handlers.ts';
import { createJobHandlerRegistry } from '../apps/server/src/jobs/queue.ts';
import { scheduleRefreshRun } from '../apps/server/src/jobs/refresh-schedule.ts';
import { startJobWorker } from '../apps/server/src/jobs/worker.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret';
/** Share of the YouTube channels the configured daily quota allows (each counters refresh costs 1 unit). */
const YOUTUBE_QUOTA_SHARE = 0.8;
const FLOOR_SAMPLE = 2_000;
/** Ctrl-C (SIGINT) ends the wait early: the figures then cover what finished, and the scratch database is dropped. */
let isInterrupted = false;

export interface FullRefreshFigures {
  backend: string;
  channels: number;
  concurrency: number;
  refreshed: number;
  parkedForQuota: number;
  failed: number;
  seconds: number;
  channelsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  youtubeQuota: number;
  youtubeUnitsUsed: number;
  youtubeCallsSeen: number;
  isQuotaKept: boolean;
  floorChannelsPerSecond: number;
}

async function insertChannels(db: Database, count: number): Promise<void> {
  const [artist] = await db
    .insert(schema.artist)
    .values({ slug: `bench-refresh-${Date.now()}`, name: 'Bench refresh' })
    .returning();
  for (let start = 1; start <= count; start += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, count - start + 1) }, (_, offset) => {
      const n = start + offset;
      return {
        artistId: artist!.id,
        platform: n % 2 === 0 ? ('twitch' as const) : ('youtube' as const),
        platformId: `syn_${n}`,
        name: `Generated ${n}`,
        handle: `syn_${n}`,
        source: 'bench',
      };
    });
    await db.insert(schema.channel).values(rows);
  }
}

/** The floor: the same platform calls at the same concurrency, with nothing queued or written. */
async function measureFloor(db: Database, concurrency: number): Promise<number> {
  // The fake platform server listens on loopback.
  const connectors = createConnectorRegistry({ db, encryptionKey: SECRET, allowPrivateHosts: true });
  const twitch = await connectors.get('twitch');
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n <= FLOOR_SAMPLE; n = next++) await twitch.fetchChannel(`syn_${n * 2}`, { includePosts: false, maxPosts: 0 });
    }),
  );
  return FLOOR_SAMPLE / ((performance.now() - started) / 1000);
}

async function runOn(
  backend: string,
  handle: DatabaseHandle,
  fake: FakePlatformServer,
  channels: number,
  concurrency: number,
): Promise<FullRefreshFigures> {
  const { db } = handle;
  await migrateDatabase(handle);
  await insertChannels(db, channels);
  const youtubeChannels = Math.ceil(channels / 2);
  const youtubeQuota = Math.floor(youtubeChannels * YOUTUBE_QUOTA_SHARE);
  await configureConnectorsForFakeServer(db, SECRET, fake, { dailyQuota: { youtube: youtubeQuota } });
  const floorChannelsPerSecond = await measureFloor(db, concurrency);
  const youtubeCallsBefore = fake.stats.byConnector.youtube ?? 0;

  const jobHandlers = createJobHandlerRegistry();
  registerJobHandlers(jobHandlers, { db, encryptionKey: SECRET, allowPrivateHosts: true, refreshConcurrency: concurrency });
  const worker = await startJobWorker({
    db,
    handlers: jobHandlers,
    database: handle,
    workerId: `bench-${backend}`,
    pollMs: 200,
    queues: [JOB_QUEUES.refreshRun, JOB_QUEUES.refreshChannel],
  });
  const started = performance.now();
  const isDone = sql`${schema.job.state} in ('completed', 'failed') or (${schema.job.state} = 'queued' and ${schema.job.runAt} > now() + interval '1 minute')`;
  // The worker stops (and gives its LISTEN connection back) whatever happens, so the scratch database can be dropped.
  try {
    const { jobId } = await scheduleRefreshRun(db, 'on');
    for (let polls = 0; ; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [run] = await db.select({ state: schema.job.state }).from(schema.job).where(eq(schema.job.id, jobId!));
      if (run?.state !== 'completed') continue;
      const [open] = await db
        .select({ open: sql<number>`count(*) filter (where not (${isDone}))::int` })
        .from(schema.job)
        .where(eq(schema.job.queue, JOB_QUEUES.refreshChannel));
      if ((open?.open ?? 1) === 0 || isInterrupted) break;
      // A sign of life every minute on long runs (100,000 channels take a while on a busy machine).
      if (polls % 120 === 0)
        console.log(`full-refresh ${backend}: ${open?.open} refreshes open after ${Math.round((performance.now() - started) / 1000)} s`);
    }
  } finally {
    await worker.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  const jobs = await db
    .select({ state: schema.job.state, createdAt: schema.job.createdAt, finishedAt: schema.job.finishedAt })
    .from(schema.job)
    .where(eq(schema.job.queue, JOB_QUEUES.refreshChannel));
  const completed = jobs.filter((job) => job.state === 'completed' && job.finishedAt);
  const latencies = completed.map((job) => job.finishedAt!.getTime() - job.createdAt.getTime());
  const [usage] = await db
    .select({ units: schema.connectorQuotaUsage.unitsUsed })
    .from(schema.connectorQuotaUsage)
    .where(and(eq(schema.connectorQuotaUsage.connector, 'youtube'), eq(schema.connectorQuotaUsage.day, utcDay(new Date()))));
  const youtubeUnitsUsed = usage?.units ?? 0;
  const youtubeCallsSeen = (fake.stats.byConnector.youtube ?? 0) - youtubeCallsBefore;
  return {
    backend: isInterrupted ? `${backend} (interrupted)` : backend,
    channels,
    concurrency,
    refreshed: completed.length,
    parkedForQuota: jobs.filter((job) => job.state === 'queued').length,
    failed: jobs.filter((job) => job.state === 'failed').length,
    seconds,
    channelsPerSecond: completed.length / seconds,
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
    youtubeQuota,
    youtubeUnitsUsed,
    youtubeCallsSeen,
    isQuotaKept: youtubeUnitsUsed <= youtubeQuota && youtubeCallsSeen <= youtubeQuota,
    floorChannelsPerSecond,
  };
}

export async function runFullRefreshBench(): Promise<FullRefreshFigures[]> {
  const fake = await startFakePlatformServer();
  const figures: FullRefreshFigures[] = [];
  try {
    const dir = makeTempDir('refresh');
    const pglite = await openDatabase({ dataDir: dir });
    try {
      figures.push(await runOn('PGlite (scaled down)', pglite, fake, Number(process.env.BENCH_REFRESH_PGLITE ?? 2_000), 4));
    } finally {
      await pglite.close();
      removeDir(dir);
    }
    const adminUrl = benchDatabaseUrl();
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'refresh');
      const postgres = await openDatabase({ url: scratch.url, poolSize: 24 });
      try {
        figures.push(await runOn('PostgreSQL', postgres, fake, Number(process.env.BENCH_REFRESH_CHANNELS ?? 100_000), 16));
      } finally {
        await postgres.close();
        await scratch.drop();
      }
    }
  } finally {
    await fake.close();
  }
  return figures;
}

export function printFullRefresh(figures: FullRefreshFigures[]): void {
  printTable(
    'Full refresh against the fake platform API (counters tier; YouTube quota set to 80 % of its channels)',
    [
      'backend',
      'channels',
      'workers',
      'refreshed',
      'parked (quota)',
      'failed',
      's',
      'channels/s',
      'floor/s',
      'ratio',
      'job p50 ms',
      'job p95 ms',
      'yt quota',
      'yt used',
      'yt calls',
      'quota kept',
    ],
    figures.map((f) => [
      f.backend,
      f.channels,
      f.concurrency,
      f.refreshed,
      f.parkedForQuota,
      f.failed,
      f.seconds,
      f.channelsPerSecond,
      f.floorChannelsPerSecond,
      f.channelsPerSecond / f.floorChannelsPerSecond,
      f.latencyP50Ms,
      f.latencyP95Ms,
      f.youtubeQuota,
      f.youtubeUnitsUsed,
      f.youtubeCallsSeen,
      f.isQuotaKept ? 'yes' : 'NO',
    ]),
  );
  if (!figures.some((f) => f.backend === 'PostgreSQL')) console.log('(PostgreSQL with 100,000 channels skipped: set BENCH_DATABASE_URL)');
  console.log('Job latency is enqueue to finish, so it includes waiting behind the whole backlog.');
}

if (isMainModule(import.meta.url)) {
  armWatchdog('full-refresh', 40);
  process.once('SIGINT', () => {
    isInterrupted = true;
    console.log('full-refresh: interrupted, reporting what finished');
  });
  printFullRefresh(await runFullRefreshBench());
}
