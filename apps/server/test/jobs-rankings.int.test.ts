import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_QUEUE, scheduleRankingsRefresh } from '../src/jobs/refresh-rankings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { readJob, waitForJob } from './support/jobs.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('rankings refresh through the durable queue', () => {
  it('runs as a job on the worker and reports what it recomputed', async () => {
    const { jobId } = await scheduleRankingsRefresh(app.db());
    const job = await waitForJob(app.db(), jobId, { timeoutMs: 60_000 });
    expect(job.queue).toBe(RANKINGS_QUEUE);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ channelsUpdated: expect.any(Number), chartEntries: expect.any(Number) });
  });

  it('is a singleton: a tick while one is waiting or running does not queue a second', async () => {
    const first = await scheduleRankingsRefresh(app.db());
    const second = await scheduleRankingsRefresh(app.db());
    const firstState = (await readJob(app.db(), first.jobId)).state;
    // While the first has not finished, both ticks name the same job; once it finished, a new one may start.
    if (firstState === 'queued' || firstState === 'running') expect(second.jobId).toBe(first.jobId);
    await waitForJob(app.db(), second.jobId, { timeoutMs: 60_000 });
  });
});
