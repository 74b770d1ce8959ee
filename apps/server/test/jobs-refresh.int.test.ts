import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConnectorError, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import { schema, type DatabaseHandle, type Platform } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createJobHandlerRegistry } from '../src/jobs/queue.ts';
import { createRefreshChannelHandler } from '../src/jobs/refresh-channel-job.ts';
import { createRefreshFinishHandler, createRefreshRunHandler } from '../src/jobs/refresh-run-job.ts';
import { scheduleRefreshRun } from '../src/jobs/refresh-schedule.ts';
import { startJobWorker, type JobWorker } from '../src/jobs/worker.ts';
import { channelData, createFakeConnectorRegistry, type FakeBehaviour } from './support/fake-connectors.ts';
import { readJob, waitForJob } from './support/jobs.ts';

let database: DatabaseHandle;
let worker: JobWorker | null = null;
let channelIds: Record<'youtube' | 'instagram' | 'twitch', string>;
const QUEUES = [JOB_QUEUES.refreshChannel, JOB_QUEUES.refreshRun, JOB_QUEUES.refreshFinish];
const jobHandlers = createJobHandlerRegistry();
const db = () => database.db;
const afterRun: { intelligence: string[][]; rankings: number } = { intelligence: [], rankings: 0 };

/** Registers the product's refresh handlers on a fake registry and starts a worker for them. */
async function startRefreshWorker(behaviours: Partial<Record<Platform, FakeBehaviour>>) {
  const fake = createFakeConnectorRegistry(db(), behaviours);
  const connectors: ConnectorRegistry = fake.registry;
  jobHandlers.register(JOB_QUEUES.refreshChannel, createRefreshChannelHandler({ connectors }), { concurrency: 2, backoffMs: () => 20 });
  jobHandlers.register(JOB_QUEUES.refreshRun, createRefreshRunHandler({ connectors }));
  jobHandlers.register(
    JOB_QUEUES.refreshFinish,
    createRefreshFinishHandler(
      {
        refreshIntelligence: async (_db, input) => void afterRun.intelligence.push(input.channelIds),
        refreshRankings: async () => void (afterRun.rankings += 1),
      },
      { pollMs: 50 },
    ),
  );
  worker = await startJobWorker({ db: db(), handlers: jobHandlers, database, workerId: 'refresh-test', pollMs: 50, queues: QUEUES });
  return fake;
}
const snapshotsOf = (channelId: string) =>
  db().select().from(schema.channelSnapshot).where(eq(schema.channelSnapshot.channelId, channelId));
const refreshJob = (channelId: string, platform: string, extra: object = {}) =>
  enqueueJob({ db: db() }, { queue: JOB_QUEUES.refreshChannel, payload: { channelId, platform, ...extra }, maxAttempts: 3 });

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
  const rows = await db().select({ id: schema.channel.id, platform: schema.channel.platform }).from(schema.channel);
  const idOf = (platform: string) => rows.find((row) => row.platform === platform)!.id;
  channelIds = { youtube: idOf('youtube'), instagram: idOf('instagram'), twitch: idOf('twitch') };
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  for (const queue of QUEUES) jobHandlers.unregister(queue);
  await db().delete(schema.job).where(inArray(schema.job.queue, QUEUES));
});
afterAll(() => database.close());

describe('the scheduled refresh', () => {
  it('stays quiet on a fresh install: no credentials, no run, nothing failing', async () => {
    expect(await scheduleRefreshRun(db(), 'auto')).toEqual({ jobId: null });
    expect(await scheduleRefreshRun(db(), 'off')).toEqual({ jobId: null });
    // Forced on without credentials: the run finds no configured platform and ends at once.
    await startRefreshWorker({});
    const { jobId } = await scheduleRefreshRun(db(), 'on');
    const run = await waitForJob(db(), jobId!);
    expect(run).toMatchObject({ state: 'completed', attempts: 1, result: { enqueued: 0, platforms: [] } });
    expect(await db().select().from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.refreshChannel))).toHaveLength(0);
  });

  it('refreshes the due channels of configured platforms, then intelligence and rankings; a rerun duplicates nothing', async () => {
    const { jobId } = await scheduleRefreshRun(db(), 'on');
    // A second tick while the run is queued finds the singleton. Both ticks come before the worker starts: with the
    // worker running, a two-channel run could finish between them (PostgreSQL pass of CI, at load 12), and the second
    // tick then rightly started a new run.
    expect((await scheduleRefreshRun(db(), 'on')).jobId).toBe(jobId);
    await startRefreshWorker({ youtube: () => channelData(90_000, { posts: 3 }), twitch: () => channelData(16_000) });
    const run = await waitForJob(db(), jobId!);
    expect(run.result).toMatchObject({ enqueued: 2, platforms: ['youtube', 'twitch'] });
    const [finish] = await db().select().from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.refreshFinish));
    const finished = await waitForJob(db(), finish!.id);
    expect(finished.result).toMatchObject({ runId: jobId, channelsRefreshed: 2 });
    expect(afterRun.intelligence.at(-1)?.sort()).toEqual([channelIds.youtube, channelIds.twitch].sort());
    expect(afterRun.rankings).toBe(1);

    const [youtube] = await db().select().from(schema.channel).where(eq(schema.channel.id, channelIds.youtube));
    expect(youtube).toMatchObject({ followers: 90_000 });
    expect(Date.now() - youtube!.dataAsOf!.getTime()).toBeLessThan(60_000);
    expect(await snapshotsOf(channelIds.youtube)).toHaveLength(1);

    // The channels are fresh now: the next run has nothing to do.
    const rerun = await waitForJob(db(), (await scheduleRefreshRun(db(), 'on')).jobId!);
    expect(rerun.result).toMatchObject({ enqueued: 0 });
    // Refreshing the same channel again the same day updates today's snapshot instead of adding one.
    await waitForJob(db(), (await refreshJob(channelIds.youtube, 'youtube')).id);
    expect(await snapshotsOf(channelIds.youtube)).toHaveLength(1);
  });
});

describe('a channel refresh job', () => {
  it('waits out a rate limit without spending an attempt', async () => {
    const fake = await startRefreshWorker({
      twitch: (_id, call) =>
        call === 1 ? new ConnectorError('twitch', 'rate_limited', 'HTTP 429', { retryAfterMs: 1_000, status: 429 }) : channelData(17_000),
    });
    const { id } = await refreshJob(channelIds.twitch, 'twitch');
    let deferred = await readJob(db(), id);
    while (deferred.lastError === null) deferred = await readJob(db(), id);
    expect(deferred).toMatchObject({ state: 'queued', attempts: 0, lastError: 'twitch: HTTP 429' });
    const row = await waitForJob(db(), id);
    expect(row).toMatchObject({ state: 'completed', attempts: 1 });
    expect(fake.calls.get('twitch')).toBe(2);
    // Never earlier than the platform asked.
    expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(deferred.runAt.getTime());
  });

  it('parks every waiting job of a platform until its quota resets', async () => {
    const resetAt = new Date(Date.now() + 3_600_000);
    await startRefreshWorker({
      instagram: () => new ConnectorError('instagram', 'quota_exhausted', 'the daily quota is used up', { resetAt }),
    });
    await worker!.stop();
    const first = await refreshJob(channelIds.instagram, 'instagram');
    const second = await enqueueJob(
      { db: db() },
      {
        queue: JOB_QUEUES.refreshChannel,
        payload: { channelId: channelIds.instagram, platform: 'instagram' },
        runAt: new Date(Date.now() + 60_000),
      },
    );
    const other = await enqueueJob(
      { db: db() },
      {
        queue: JOB_QUEUES.refreshChannel,
        payload: { channelId: channelIds.twitch, platform: 'twitch' },
        runAt: new Date(Date.now() + 60_000),
      },
    );
    worker = await startJobWorker({ db: db(), handlers: jobHandlers, database, workerId: 'refresh-test-2', pollMs: 50, queues: QUEUES });
    const parked = await waitForJob(db(), first.id, { states: ['queued'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readJob(db(), first.id)).runAt.getTime()).toBe(resetAt.getTime());
    expect(parked.attempts).toBe(0);
    expect((await readJob(db(), second.id)).runAt.getTime()).toBe(resetAt.getTime());
    // Other platforms keep their schedule.
    expect((await readJob(db(), other.id)).runAt.getTime()).toBeLessThan(resetAt.getTime());
  });

  it('skips quietly when the platform is not configured, retries upstream errors and fails malformed answers at once', async () => {
    await startRefreshWorker({
      youtube: (_id, call) => (call < 3 ? new ConnectorError('youtube', 'upstream', 'HTTP 503', { status: 503 }) : channelData(91_000)),
      twitch: () => new ConnectorError('twitch', 'malformed', 'the answer had no data array'),
    });
    const skipped = await waitForJob(db(), (await refreshJob(channelIds.instagram, 'instagram')).id);
    expect(skipped).toMatchObject({
      state: 'completed',
      attempts: 1,
      lastError: null,
      result: { skipped: 'not_configured', connector: 'instagram' },
    });
    const retried = await waitForJob(db(), (await refreshJob(channelIds.youtube, 'youtube')).id);
    expect(retried).toMatchObject({ state: 'completed', attempts: 3 });
    const malformed = await waitForJob(db(), (await refreshJob(channelIds.twitch, 'twitch')).id);
    expect(malformed).toMatchObject({ state: 'failed', attempts: 1, lastError: 'twitch: the answer had no data array' });
    const gone = await waitForJob(db(), (await refreshJob('00000000-0000-4000-8000-000000000000', 'youtube')).id);
    expect(gone).toMatchObject({ state: 'failed', attempts: 1 });
    expect(
      await db()
        .select()
        .from(schema.job)
        .where(and(eq(schema.job.queue, JOB_QUEUES.refreshChannel), eq(schema.job.state, 'queued'))),
    ).toHaveLength(0);
  });
});
