import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { scheduleRankingsRefresh } from '../src/jobs/refresh-rankings.ts';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
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
    expect(job.queue).toBe(JOB_QUEUES.rankings);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ channelsUpdated: expect.any(Number), chartEntries: expect.any(Number) });
  });

  it('re-resolves identities first, so a bio that now links another profile joins the two artists', async () => {
    const db = app.db();
    const artists = await db
      .insert(schema.artist)
      .values([
        { slug: 'ranking-jana-ig', name: 'Jana Backt' },
        { slug: 'ranking-jana-tt', name: 'Jana 🍰' },
      ])
      .returning({ id: schema.artist.id });
    const channels = await db
      .insert(schema.channel)
      .values([
        {
          artistId: artists[0]!.id,
          platform: 'instagram',
          platformId: 'janabacktfixture',
          handle: 'janabacktfixture',
          name: 'Jana Backt',
          source: 'test',
        },
        {
          artistId: artists[1]!.id,
          platform: 'tiktok',
          platformId: 'jana.backt.fixture',
          handle: 'jana.backt.fixture',
          name: 'Jana 🍰',
          // A refresh brought this bio: it links the Instagram profile.
          bio: 'Kuchen jeden Sonntag, mehr auf instagram.com/janabacktfixture',
          source: 'test',
        },
      ])
      .returning({ id: schema.channel.id });
    const { jobId } = await scheduleRankingsRefresh(db);
    const job = await waitForJob(db, jobId, { timeoutMs: 60_000 });
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ identityPairs: expect.any(Number), artistsMerged: expect.any(Number) });
    const grouped = await db
      .select({ artistId: schema.channel.artistId })
      .from(schema.channel)
      .where(
        inArray(
          schema.channel.id,
          channels.map((c) => c.id),
        ),
      );
    expect(new Set(grouped.map((row) => row.artistId)).size).toBe(1);
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
