import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import { migrateDatabase, openDatabase, schema, type DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { seedTestBase } from '../../../tests/setup/seed-test-base.ts';
import {
  configureConnectorsForFakeServer,
  startFakePlatformServer,
  type FakePlatformServer,
} from '@creatorlens/test-support/fake-platforms';
import { signInOverHttp, startServerProcess, type ServerProcess } from './support/server-process.ts';

const CHANNELS = 40;
const AUTH_SECRET = 'restart-test-secret-restart-test-secret';
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

let fake: FakePlatformServer;
let database: DatabaseHandle | null = null;
let dataDir: string | null = null;
let serverEnv: Record<string, string>;
let server: ServerProcess | null = null;

/** The database the child server will use: a PGlite folder (closed here: one process per folder) or a PostgreSQL clone. */
async function openSharedDatabase(): Promise<DatabaseHandle> {
  if (isPostgres) return openTestDatabase(inject('databaseTemplate'));
  dataDir ??= await mkdtemp(join(tmpdir(), 'creatorlens-restart-'));
  return openDatabase({ dataDir });
}

beforeAll(async () => {
  // Slow answers keep refreshes in flight, so the kill lands mid-run.
  fake = await startFakePlatformServer({ latencyMs: 300 });
  const handle = await openSharedDatabase();
  if (!isPostgres) {
    await migrateDatabase(handle);
    await seedTestBase(handle.db);
  }
  const [artist] = await handle.db.insert(schema.artist).values({ slug: 'restart-artist', name: 'Restart Artist' }).returning();
  await handle.db.insert(schema.channel).values(
    Array.from({ length: CHANNELS }, (_, index) => ({
      artistId: artist!.id,
      platform: 'youtube' as const,
      platformId: `syn_${index + 1}`,
      name: `Generated ${index + 1}`,
      handle: `syn_${index + 1}`,
      source: 'restart-test',
    })),
  );
  // Only the generated channels are due; the base fixtures (unknown to the fake platforms) were just refreshed.
  await handle.db
    .update(schema.channel)
    .set({ dataAsOf: new Date() })
    .where(sql`${schema.channel.source} <> 'restart-test'`);
  await configureConnectorsForFakeServer(handle.db, AUTH_SECRET, fake);
  await enqueueJob({ db: handle.db }, { queue: JOB_QUEUES.refreshRun, payload: {}, singletonKey: 'refresh:run' });
  serverEnv = {
    SEED: 'off',
    AUTH_SECRET,
    AUTH_RATE_LIMIT: 'off',
    REFRESH_SCHEDULE: 'off',
    RANKINGS_REFRESH_MINUTES: '0',
    // The fake platform server listens on 127.0.0.1.
    CONNECTOR_ALLOW_PRIVATE_HOSTS: 'on',
    // On PostgreSQL the orphaned jobs wait for their lease; keep it short here.
    JOB_LEASE_SECONDS: '3',
    ...(isPostgres && handle.kind === 'postgres' ? { DATABASE_URL: handle.url } : { DATA_DIR: dataDir! }),
  };
  if (isPostgres) database = handle;
  else await handle.close();
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await fake?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the job queue across a server crash', () => {
  it('resumes a refresh run after SIGKILL and completes it without duplicate snapshots', async () => {
    server = await startServerProcess(serverEnv);
    const deadline = Date.now() + 120_000;
    while ((fake.stats.byConnector.youtube ?? 0) < 10) {
      if (Date.now() > deadline) throw new Error(`the refresh did not start: ${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // A refresh is waiting on the fake's answer right now: the process dies with jobs running.
    await server.kill('SIGKILL');
    const requestsBeforeCrash = fake.stats.byConnector.youtube ?? 0;
    expect(requestsBeforeCrash).toBeLessThan(CHANNELS);

    server = await startServerProcess(serverEnv);
    const listJobs = await signInOverHttp(server.baseUrl, 'platform-admin@creatorlens.test', 'creatorlens-demo');
    let page = await listJobs('job.listJobs', { pageSize: 100 });
    // Generous: the machine running the suite may be busy, and the server compiles its TypeScript on start.
    const resumeDeadline = Date.now() + 240_000;
    // The finish step polls every 15 s for its refreshes, then refreshes intelligence and rankings.
    while (page.stateCounts.queued! + page.stateCounts.running! > 0) {
      if (Date.now() > resumeDeadline) throw new Error(`jobs still open: ${JSON.stringify(page.stateCounts)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await listJobs('job.listJobs', { pageSize: 100 });
    }
    expect(page.jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    expect(page.jobs.find((job) => job.queue === JOB_QUEUES.refreshFinish)).toMatchObject({
      state: 'completed',
      result: { channelsRefreshed: CHANNELS },
    });
    await server.kill('SIGTERM');
    server = null;

    const check = database ?? (await openSharedDatabase());
    try {
      const jobs = await check.db.select().from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.refreshChannel));
      expect(jobs).toHaveLength(CHANNELS);
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
      // The refreshes the kill interrupted ran again (a second attempt) rather than being lost.
      expect(jobs.some((job) => job.attempts === 2)).toBe(true);
      const [snapshots] = await check.db
        .select({ rows: sql<number>`count(*)::int`, channels: sql<number>`count(distinct ${schema.channelSnapshot.channelId})::int` })
        .from(schema.channelSnapshot)
        .innerJoin(schema.channel, eq(schema.channel.id, schema.channelSnapshot.channelId))
        // A refresh names its connector as the channel's source, so the generated channels are found by their artist.
        .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
        .where(eq(schema.artist.slug, 'restart-artist'));
      expect(snapshots).toEqual({ rows: CHANNELS, channels: CHANNELS });
    } finally {
      if (!database) await check.close();
    }
  }, 480_000);
});
