import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import { schema } from '@creatorlens/db';
import { connectPlatforms } from './support/connected-platforms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;
let platformAdmin: string;
let channels: { youtube: string; instagram: string; snapchat: string };

const requestRefresh = (cookie: string | null, channelId: string) => app.mutate(cookie, 'job.requestChannelRefresh', { channelId });
const balance = async (cookie: string) => (await app.query(cookie, 'credit.getBalance')).data.balance;

beforeAll(async () => {
  // No worker: the jobs these tests queue stay queued, so states are exact.
  app = await createTestApp({ isJobWorkerEnabled: false });
  actors = await signInWorkspaceActors(app);
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  // Refreshes charge only for connected platforms (jobs-credits.int.test.ts covers the refusal).
  await connectPlatforms(app, platformAdmin);
  const rows = await app.db().select({ id: schema.channel.id, platform: schema.channel.platform }).from(schema.channel);
  const idOf = (platform: string) => rows.find((row) => row.platform === platform)!.id;
  channels = { youtube: idOf('youtube'), instagram: idOf('instagram'), snapchat: idOf('snapchat') };
  await app
    .db()
    .insert(schema.creditLedger)
    .values([
      { organizationId: actors.nordlichtId, delta: 3, reason: 'monthly-grant' },
      { organizationId: actors.kesselId, delta: 10, reason: 'monthly-grant' },
    ]);
});
afterAll(() => app.close());

describe('job.requestChannelRefresh', () => {
  it('queues a refresh, charges one credit in the same step and shows the job to the organisation', async () => {
    const before = await balance(actors.member);
    const answer = await requestRefresh(actors.member, channels.youtube);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      isNew: true,
      creditsSpent: 1,
      job: { queue: JOB_QUEUES.refreshChannel, state: 'queued', organizationId: actors.nordlichtId },
    });
    expect(await balance(actors.member)).toBe(before - 1);
    const [entry] = await app.db().select().from(schema.creditLedger).where(eq(schema.creditLedger.reference, answer.data.job.id));
    expect(entry).toMatchObject({ delta: -1, reason: 'channel-refresh', organizationId: actors.nordlichtId });

    // A colleague sees its progress; a double click finds the same job and is not charged again.
    expect((await app.query(actors.orgAdmin, 'job.getJob', { jobId: answer.data.job.id })).data.state).toBe('queued');
    const again = await requestRefresh(actors.orgAdmin, channels.youtube);
    expect(again.data).toMatchObject({ isNew: false, creditsSpent: 0, job: { id: answer.data.job.id } });
    expect(await balance(actors.member)).toBe(before - 1);
  });

  it('refuses with LIMIT_EXCEEDED when the balance is too low, and queues nothing', async () => {
    // Nordlicht had 3 credits; spend the rest on other channels first.
    expect((await requestRefresh(actors.member, channels.instagram)).status).toBe(200);
    const twitch = (await app.db().select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.platform, 'twitch')))[0]!
      .id;
    expect((await requestRefresh(actors.member, twitch)).status).toBe(200);
    expect(await balance(actors.member)).toBe(0);
    await app.db().delete(schema.job).where(eq(schema.job.organizationId, actors.nordlichtId));
    expectRefused(await requestRefresh(actors.member, channels.youtube), 412, 'LIMIT_EXCEEDED');
    const jobs = await app.db().select().from(schema.job).where(eq(schema.job.organizationId, actors.nordlichtId));
    expect(jobs).toHaveLength(0);
  });

  it('refuses guests, expired licences, platforms outside the licence and anonymous callers', async () => {
    expectRefused(await requestRefresh(actors.guest, channels.youtube), 403, 'FORBIDDEN');
    expectRefused(await requestRefresh(actors.expiredMember, channels.youtube), 403, 'LICENSE_EXPIRED');
    expectRefused(await requestRefresh(actors.expiredAdmin, channels.youtube), 403, 'LICENSE_EXPIRED');
    // Kessel's starter licence reads Instagram and TikTok only.
    expectRefused(await requestRefresh(actors.kesselOwner, channels.youtube), 403, 'FORBIDDEN');
    expectRefused(await requestRefresh(actors.kesselOwner, channels.snapchat), 403, 'FORBIDDEN');
    expectRefused(await requestRefresh(null, channels.youtube), 401, 'UNAUTHORIZED');
    expect((await requestRefresh(actors.kesselOwner, channels.instagram)).data).toMatchObject({ isNew: true, creditsSpent: 1 });
  });

  it('answers unknown channels with NOT_FOUND and bad ids with a 400 naming the field', async () => {
    expectRefused(await requestRefresh(actors.kesselOwner, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    const bad = await requestRefresh(actors.kesselOwner, 'not-an-id');
    expectRefused(bad, 400, 'VALIDATION');
    expect(bad.error?.message).toContain('channelId');
  });
});

describe('job.getJob', () => {
  it('keeps jobs inside their organisation; platform admins see every job', async () => {
    const { id } = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: {}, organizationId: actors.kesselId });
    expect((await app.query(actors.kesselOwner, 'job.getJob', { jobId: id })).data.id).toBe(id);
    expectRefused(await app.query(actors.member, 'job.getJob', { jobId: id }), 404, 'NOT_FOUND');
    expect((await app.query(platformAdmin, 'job.getJob', { jobId: id })).data.id).toBe(id);
    const scheduled = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshRun, payload: {} });
    expectRefused(await app.query(actors.orgAdmin, 'job.getJob', { jobId: scheduled.id }), 404, 'NOT_FOUND');
    expectRefused(await app.query(null, 'job.getJob', { jobId: id }), 401, 'UNAUTHORIZED');
  });
});

describe('the admin jobs procedures', () => {
  it('list jobs by state with counts, and are refused to everyone but platform admins', async () => {
    const failed = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: { channelId: channels.youtube } });
    await app
      .db()
      .update(schema.job)
      .set({ state: 'failed', lastError: 'youtube: the API key was refused', attempts: 5 })
      .where(eq(schema.job.id, failed.id));
    const page = await app.query(platformAdmin, 'job.listJobs', { state: 'failed' });
    expect(page.status).toBe(200);
    expect(page.data.jobs.map((job) => job.id)).toContain(failed.id);
    expect(page.data.jobs.every((job) => job.state === 'failed')).toBe(true);
    expect(page.data.stateCounts.failed).toBeGreaterThanOrEqual(1);
    expect(page.data.stateCounts.queued).toBeGreaterThanOrEqual(1);
    const kesselJob = (await app.query(platformAdmin, 'job.listJobs', { state: 'queued' })).data.jobs.find(
      (job) => job.organizationId === actors.kesselId,
    );
    expect(kesselJob?.organizationName).toBe('Kessel Brands GmbH');

    for (const cookie of [actors.orgAdmin, actors.member, actors.guest, actors.expiredAdmin]) {
      expectRefused(await app.query(cookie, 'job.listJobs', {}), 403, 'FORBIDDEN');
      expectRefused(await app.query(cookie, 'job.getQuotaUsage'), 403, 'FORBIDDEN');
      expectRefused(await app.mutate(cookie, 'job.retryJob', { jobId: failed.id }), 403, 'FORBIDDEN');
      expectRefused(await app.mutate(cookie, 'job.cancelJob', { jobId: failed.id }), 403, 'FORBIDDEN');
    }
    expectRefused(await app.query(platformAdmin, 'job.listJobs', { pageSize: 500 }), 400, 'VALIDATION');
  });

  it('retries a failed job with fresh attempts and refuses when the same work is already queued', async () => {
    const failed = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: {}, singletonKey: 'test:retry' });
    await app.db().update(schema.job).set({ state: 'failed', attempts: 5, finishedAt: new Date() }).where(eq(schema.job.id, failed.id));
    const retried = await app.mutate(platformAdmin, 'job.retryJob', { jobId: failed.id });
    expect(retried.data).toMatchObject({ id: failed.id, state: 'queued', attempts: 0 });
    // A queued job that waits (deferred or backing off) runs now instead.
    expect((await app.mutate(platformAdmin, 'job.retryJob', { jobId: failed.id })).data.state).toBe('queued');

    await app.db().update(schema.job).set({ state: 'failed' }).where(eq(schema.job.id, failed.id));
    const duplicate = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: {}, singletonKey: 'test:retry' });
    expect(duplicate.isNew).toBe(true);
    expectRefused(await app.mutate(platformAdmin, 'job.retryJob', { jobId: failed.id }), 409, 'CONFLICT');
    expectRefused(await app.mutate(platformAdmin, 'job.retryJob', { jobId: '00000000-0000-4000-8000-000000000000' }), 404, 'NOT_FOUND');
  });

  it('refuses to retry running or completed jobs', async () => {
    const { id } = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: {} });
    await app.db().update(schema.job).set({ state: 'completed' }).where(eq(schema.job.id, id));
    expectRefused(await app.mutate(platformAdmin, 'job.retryJob', { jobId: id }), 409, 'CONFLICT');
  });

  it('cancels a queued job once', async () => {
    const { id } = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: {} });
    expect((await app.mutate(platformAdmin, 'job.cancelJob', { jobId: id })).data.state).toBe('cancelled');
    expectRefused(await app.mutate(platformAdmin, 'job.cancelJob', { jobId: id }), 409, 'CONFLICT');
  });

  it('reports quota use per platform connector for today', async () => {
    const day = new Date().toISOString().slice(0, 10);
    // The refresh tests above connected every platform; this one starts from none.
    await app.db().delete(schema.connectorCredential);
    await app.db().insert(schema.connectorQuotaUsage).values({ connector: 'youtube', day, unitsUsed: 42, requests: 7, throttled: 1 });
    await app
      .db()
      .insert(schema.connectorCredential)
      .values({ connector: 'youtube', encryptedSecret: 'sealed', settings: { dailyQuota: 500 } });
    const usage = await app.query(platformAdmin, 'job.getQuotaUsage');
    expect(usage.data.map((row) => row.connector)).toEqual(['youtube', 'twitch', 'instagram', 'tiktok']);
    expect(usage.data[0]).toMatchObject({ unitsUsed: 42, requests: 7, throttled: 1, dailyQuota: 500, hasCredentials: true });
    expect(usage.data[1]).toMatchObject({ unitsUsed: 0, hasCredentials: false });
    await app
      .db()
      .delete(schema.connectorCredential)
      .where(and(eq(schema.connectorCredential.connector, 'youtube')));
  });
});
