import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { enqueueJob } from '@creatorlens/core/jobs';
import { openDatabase, schema, type DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createJobHandlerRegistry, PermanentJobError, type JobHandlerOptions, type JobHandler } from '../src/jobs/queue.ts';
import { startJobWorker, type JobWorker } from '../src/jobs/worker.ts';
import { readJob, waitForJob, waitForJobs } from './support/jobs.ts';

let database: DatabaseHandle;
const workers: JobWorker[] = [];
const queues: string[] = [];
const jobHandlers = createJobHandlerRegistry();
let queueCounter = 0;

const db = () => database.db;
/** Each test gets its own queue name: the file's workers share one registry. */
function testQueue(handler: JobHandler, options: JobHandlerOptions = {}): string {
  queueCounter += 1;
  const queue = `test-queue-${queueCounter}`;
  jobHandlers.register(queue, handler, { backoffMs: () => 20, ...options });
  queues.push(queue);
  return queue;
}
async function startWorker(queue: string, workerId: string, handle: DatabaseHandle = database): Promise<JobWorker> {
  const worker = await startJobWorker({ db: handle.db, handlers: jobHandlers, database: handle, workerId, pollMs: 50, queues: [queue] });
  workers.push(worker);
  return worker;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  for (const queue of queues.splice(0)) jobHandlers.unregister(queue);
});
afterAll(() => database.close());

describe('the durable job queue', () => {
  it('claims a job, reports progress and completes it with its result', async () => {
    const queue = testQueue(async ({ job, reportProgress }) => {
      await reportProgress(1, 2, 'BackgroundJobs.halfway');
      return { echoed: job.payload.word };
    });
    await startWorker(queue, 'worker-a');
    const { id, isNew } = await enqueueJob({ db: db() }, { queue, payload: { word: 'hello' } });
    expect(isNew).toBe(true);
    const row = await waitForJob(db(), id);
    expect(row).toMatchObject({
      state: 'completed',
      attempts: 1,
      result: { echoed: 'hello' },
      progress: { done: 1, total: 2, message: 'BackgroundJobs.halfway' },
      lockedBy: null,
    });
    expect(row.startedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
  });

  it('retries a failing job with backoff and fails it for good after max attempts', async () => {
    let calls = 0;
    const flaky = testQueue(async () => {
      calls += 1;
      if (calls < 3) throw new Error(`upstream hiccup ${calls}`);
      return { calls };
    });
    await startWorker(flaky, 'worker-a');
    const recovered = await waitForJob(db(), (await enqueueJob({ db: db() }, { queue: flaky, payload: {} })).id);
    expect(recovered).toMatchObject({ state: 'completed', attempts: 3, result: { calls: 3 }, lastError: null });

    const broken = testQueue(
      async () => {
        throw new Error('always broken');
      },
      { backoffMs: (attempt) => attempt * 30 },
    );
    await startWorker(broken, 'worker-b');
    const started = Date.now();
    const failed = await waitForJob(db(), (await enqueueJob({ db: db() }, { queue: broken, payload: {}, maxAttempts: 3 })).id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'always broken' });
    // Backoff waited 30 ms then 60 ms between the three attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('fails a permanent error at once, without retrying', async () => {
    const queue = testQueue(async () => {
      throw new PermanentJobError('channel does not exist');
    });
    await startWorker(queue, 'worker-a');
    const row = await waitForJob(db(), (await enqueueJob({ db: db() }, { queue, payload: {} })).id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, lastError: 'channel does not exist' });
  });

  it('keeps one queued or running job per singleton key and allows a new one after it finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = testQueue(async () => {
      await gate;
    });
    const first = await enqueueJob({ db: db() }, { queue, payload: {}, singletonKey: 'test:singleton' });
    const again = await enqueueJob({ db: db() }, { queue, payload: {}, singletonKey: 'test:singleton' });
    expect(again).toEqual({ id: first.id, isNew: false });

    await startWorker(queue, 'worker-a');
    await waitForJob(db(), first.id, { states: ['running'] });
    // Running still blocks a duplicate.
    expect(await enqueueJob({ db: db() }, { queue, payload: {}, singletonKey: 'test:singleton' })).toEqual({ id: first.id, isNew: false });
    release();
    await waitForJob(db(), first.id);
    const next = await enqueueJob({ db: db() }, { queue, payload: {}, singletonKey: 'test:singleton' });
    expect(next.isNew).toBe(true);
    expect(next.id).not.toBe(first.id);
    await waitForJob(db(), next.id);
  });

  it('defers a job without spending an attempt', async () => {
    let calls = 0;
    const queue = testQueue(async ({ defer }) => {
      calls += 1;
      if (calls === 1) defer(new Date(Date.now() + 150), 'rate limited by the platform');
      return { calls };
    });
    await startWorker(queue, 'worker-a');
    const { id } = await enqueueJob({ db: db() }, { queue, payload: {}, maxAttempts: 1 });
    // Read the row only after the first run: before it the job is queued too, without the deferral's reason (a loaded
    // machine caught it there). Queued after a run can only be the deferral; completed already, it is skipped.
    await expect.poll(() => calls, { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(1);
    const deferred = await waitForJob(db(), id, { states: ['queued'], timeoutMs: 2_000 }).catch(() => null);
    if (deferred?.state === 'queued' && calls === 1) expect(deferred.lastError).toBe('rate limited by the platform');
    const row = await waitForJob(db(), id);
    // maxAttempts 1 and still completed: the deferral did not count.
    expect(row).toMatchObject({ state: 'completed', attempts: 1, result: { calls: 2 } });
  });

  it('resumes a job whose worker died: the expired lease makes it claimable again', async () => {
    const queue = testQueue(async ({ job }) => ({ resumedAt: job.attempts }));
    const [orphan] = await db()
      .insert(schema.job)
      .values({
        queue,
        payload: {},
        state: 'running',
        attempts: 1,
        lockedBy: 'crashed-worker',
        lockedUntil: sql`now() - interval '1 second'`,
        startedAt: sql`now()`,
      })
      .returning();
    const [healthy] = await db()
      .insert(schema.job)
      .values({
        queue,
        payload: {},
        state: 'running',
        attempts: 1,
        lockedBy: 'live-worker',
        lockedUntil: sql`now() + interval '1 hour'`,
        startedAt: sql`now()`,
      })
      .returning();
    await startWorker(queue, 'worker-a');
    const row = await waitForJob(db(), orphan!.id);
    expect(row).toMatchObject({ state: 'completed', attempts: 2, result: { resumedAt: 2 } });
    // A job whose lease is still valid belongs to its live worker and is left alone.
    expect(await readJob(db(), healthy!.id)).toMatchObject({ state: 'running', lockedBy: 'live-worker' });
  });

  it('aborts a running job when it is cancelled and records nothing over the cancellation', async () => {
    const queue = testQueue(
      async ({ signal }) => {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        throw new Error('aborted');
      },
      { leaseMs: 1_000 },
    );
    await startWorker(queue, 'worker-a');
    const { id } = await enqueueJob({ db: db() }, { queue, payload: {} });
    await waitForJob(db(), id, { states: ['running'] });
    await db()
      .update(schema.job)
      .set({ state: 'cancelled', finishedAt: new Date() })
      .where(sql`${schema.job.id} = ${id}`);
    // The lease renewal (every leaseMs / 3) notices the cancellation and aborts the handler.
    await sleep(800);
    expect(await readJob(db(), id)).toMatchObject({ state: 'cancelled', attempts: 1 });
  });

  it('puts running jobs back in the queue when the worker stops, and the next worker finishes them', async () => {
    let runs = 0;
    const queue = testQueue(async ({ signal }) => {
      runs += 1;
      if (runs === 1) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        throw new Error('stopped');
      }
      return { finishedBy: 'second worker' };
    });
    const first = await startWorker(queue, 'worker-first');
    const { id } = await enqueueJob({ db: db() }, { queue, payload: {} });
    await waitForJob(db(), id, { states: ['running'] });
    await first.stop();
    // Released, not failed, and the attempt was given back.
    expect(await readJob(db(), id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    await startWorker(queue, 'worker-second');
    expect(await waitForJob(db(), id)).toMatchObject({ state: 'completed', attempts: 1, result: { finishedBy: 'second worker' } });
  });

  it('runs every job exactly once with two workers claiming at the same time', async () => {
    const runs = new Map<string, string[]>();
    const queue = testQueue(
      async ({ job, db: handlerDb }) => {
        const { lockedBy } = await readJob(handlerDb, job.id);
        runs.set(job.id, [...(runs.get(job.id) ?? []), lockedBy ?? '']);
        await sleep(20);
      },
      { concurrency: 4 },
    );
    // On PostgreSQL the second worker has its own connection pool, as a second server process would.
    const second = database.kind === 'postgres' ? await openDatabase({ url: database.url, poolSize: 5 }) : database;
    try {
      await Promise.all([startWorker(queue, 'worker-one'), startWorker(queue, 'worker-two', second)]);
      const ids: string[] = [];
      for (let n = 0; n < 60; n += 1) ids.push((await enqueueJob({ db: db() }, { queue, payload: { n } })).id);
      const rows = await waitForJobs(db(), ids, { timeoutMs: 30_000 });
      expect(rows.every((row) => row.state === 'completed' && row.attempts === 1)).toBe(true);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((workerIds) => workerIds.length === 1)).toBe(true);
      if (database.kind === 'postgres') expect(new Set([...runs.values()].flat())).toEqual(new Set(['worker-one', 'worker-two']));
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      if (second !== database) await second.close();
    }
  });
});
