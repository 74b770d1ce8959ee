import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { JOB_QUEUES } from '@creatorlens/core/jobs';
import { schema } from '@creatorlens/db';
import { claimJobs, failJob, recoverExpiredLeases } from '../src/jobs/job-store.ts';
import { PermanentJobError } from '../src/jobs/queue.ts';
import { createRefreshChannelHandler } from '../src/jobs/refresh-channel-job.ts';
import { connectPlatforms } from './support/connected-platforms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, signInWorkspaceActors } from './support/workspace-actors.ts';

let app: TestApp;
let actors: Awaited<ReturnType<typeof signInWorkspaceActors>>;

let platformAdmin: string;
let channel: { youtube: { id: string; name: string; handle: string }; twitch: string; instagram: string };

const refresh = (cookie: string, channelId: string) => app.mutate(cookie, 'job.requestChannelRefresh', { channelId });
const balance = async (cookie: string) => (await app.query(cookie, 'credit.getBalance')).data.balance;
const ledgerOf = (jobId: string) => app.db().select().from(schema.creditLedger).where(eq(schema.creditLedger.reference, jobId));
const jobsOf = (organizationId: string) => app.db().select().from(schema.job).where(eq(schema.job.organizationId, organizationId));
/** Claims the given on-demand job as a worker would, so the job-store functions can end it. */
async function claim(jobId: string, workerId: string) {
  // Other queued refreshes of the organisation wait: claim exactly this one by moving the rest back in time.
  await app
    .db()
    .update(schema.job)
    .set({ runAt: new Date(Date.now() + 3_600_000) })
    .where(and(eq(schema.job.queue, JOB_QUEUES.refreshChannel), eq(schema.job.state, 'queued')));
  await app
    .db()
    .update(schema.job)
    .set({ runAt: new Date(0) })
    .where(eq(schema.job.id, jobId));
  const [claimed] = await claimJobs(app.db(), { queue: JOB_QUEUES.refreshChannel, workerId, limit: 1, leaseMs: 60_000 });
  expect(claimed?.id).toBe(jobId);
  return claimed!;
}

beforeAll(async () => {
  // No worker: the tests end jobs themselves, so every state is exact.
  app = await createTestApp({ isJobWorkerEnabled: false });
  actors = await signInWorkspaceActors(app);
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  const rows = await app
    .db()
    .select({ id: schema.channel.id, platform: schema.channel.platform, name: schema.channel.name, handle: schema.channel.handle })
    .from(schema.channel);
  const youtube = rows.find((row) => row.platform === 'youtube')!;
  channel = {
    youtube: { id: youtube.id, name: youtube.name, handle: youtube.handle },
    twitch: rows.find((row) => row.platform === 'twitch')!.id,
    instagram: rows.find((row) => row.platform === 'instagram')!.id,
  };
  await app.db().insert(schema.creditLedger).values({ organizationId: actors.nordlichtId, delta: 10, reason: 'monthly-grant' });
});
afterAll(() => app.close());

describe('"Refresh now" charges only for work that can run', () => {
  it('refuses a platform that is not connected with CONFLICT, before anything is charged or queued', async () => {
    const before = await balance(actors.member);
    const refused = await refresh(actors.member, channel.youtube.id);
    expectRefused(refused, 409, 'CONFLICT');
    expect(refused.error?.message).toMatch(/youtube is not connected.*nothing was charged/i);
    expect(await balance(actors.member)).toBe(before);
    expect(await jobsOf(actors.nordlichtId)).toHaveLength(0);
    const spent = await app
      .db()
      .select()
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.organizationId, actors.nordlichtId), eq(schema.creditLedger.reason, 'channel-refresh')));
    expect(spent).toHaveLength(0);
    // Permission refusals still come first: a guest hears FORBIDDEN, an expired licence LICENSE_EXPIRED.
    expectRefused(await refresh(actors.guest, channel.youtube.id), 403, 'FORBIDDEN');
    expectRefused(await refresh(actors.expiredMember, channel.youtube.id), 403, 'LICENSE_EXPIRED');
  });

  it('charges once the platform is connected, and the ledger line names the channel, not a job id', async () => {
    await connectPlatforms(app, platformAdmin, ['youtube', 'twitch', 'instagram']);
    const before = await balance(actors.member);
    const answer = await refresh(actors.member, channel.youtube.id);
    expect(answer.data).toMatchObject({ isNew: true, creditsSpent: 1 });
    expect(await balance(actors.member)).toBe(before - 1);
    const page = await app.query(actors.member, 'credit.listLedger', { page: 1, pageSize: 20 });
    const line = page.data.entries.find((entry) => entry.reference === answer.data.job.id)!;
    expect(line).toMatchObject({
      delta: -1,
      reason: 'channel-refresh',
      channel: { name: channel.youtube.name, handle: channel.youtube.handle, platform: 'youtube' },
    });
    // Lines that are not about a channel name none.
    expect(page.data.entries.find((entry) => entry.reason === 'monthly-grant')!.channel).toBeNull();
  });
});

describe('a failed refresh is refunded in the step that fails it', () => {
  it('fails for good (permanent error) and writes one refund line that names the channel', async () => {
    const answer = await refresh(actors.member, channel.twitch);
    const before = await balance(actors.member);
    await claim(answer.data.job.id, 'credits-test');
    await failJob(app.db(), {
      jobId: answer.data.job.id,
      workerId: 'credits-test',
      error: 'twitch: the answer had no data array',
      retryInMs: 0,
      isPermanent: true,
    });
    const [job] = await app.db().select().from(schema.job).where(eq(schema.job.id, answer.data.job.id));
    expect(job!.state).toBe('failed');
    expect(await balance(actors.member)).toBe(before + 1);
    const lines = await ledgerOf(answer.data.job.id);
    expect(lines.map((line) => [line.reason, line.delta]).sort()).toEqual([
      ['channel-refresh', -1],
      ['refund', 1],
    ]);
    const page = await app.query(actors.member, 'credit.listLedger', { page: 1, pageSize: 20 });
    expect(page.data.entries.find((entry) => entry.reason === 'refund' && entry.reference === answer.data.job.id)!.channel).toMatchObject({
      platform: 'twitch',
    });
  });

  it('does not refund a failure that will be retried, and refunds once when the last attempt fails', async () => {
    const answer = await refresh(actors.member, channel.instagram);
    const jobId = answer.data.job.id;
    const afterCharge = await balance(actors.member);
    await claim(jobId, 'credits-test');
    await failJob(app.db(), { jobId, workerId: 'credits-test', error: 'instagram: HTTP 503', retryInMs: 0, isPermanent: false });
    expect((await app.db().select().from(schema.job).where(eq(schema.job.id, jobId)))[0]!.state).toBe('queued');
    expect(await balance(actors.member)).toBe(afterCharge);

    // The next attempts: a lease that runs out on the last one (a killed worker) fails the job, with its refund.
    await claim(jobId, 'credits-test');
    await failJob(app.db(), { jobId, workerId: 'credits-test', error: 'instagram: HTTP 503', retryInMs: 0, isPermanent: false });
    await claim(jobId, 'credits-test');
    await app
      .db()
      .update(schema.job)
      .set({ lockedUntil: new Date(0) })
      .where(eq(schema.job.id, jobId));
    expect(await recoverExpiredLeases(app.db())).toBe(1);
    expect((await app.db().select().from(schema.job).where(eq(schema.job.id, jobId)))[0]!.state).toBe('failed');
    expect(await balance(actors.member)).toBe(afterCharge + 1);
    // Nothing left to give back: a second recovery or failure writes no second refund.
    expect(await recoverExpiredLeases(app.db(), { isEveryRunningJobOrphaned: true })).toBe(0);
    expect((await ledgerOf(jobId)).filter((line) => line.reason === 'refund')).toHaveLength(1);
  });

  it('leaves the job running and uncharged-back when the refund cannot be written: nothing half-written', async () => {
    const answer = await refresh(actors.member, channel.youtube.id);
    const jobId = answer.data.job.id;
    const before = await balance(actors.member);
    await claim(jobId, 'credits-test');
    // A ledger that refuses refunds for a moment: the failure must not commit without its refund.
    await app.db().execute(
      sql.raw(`create or replace function refuse_refund() returns trigger language plpgsql as $$ begin
      if new.reason = 'refund' then raise exception 'refunds refused for this test'; end if; return new; end $$`),
    );
    await app
      .db()
      .execute(sql.raw('create trigger refuse_refund before insert on credit_ledger for each row execute function refuse_refund()'));
    try {
      await expect(
        failJob(app.db(), { jobId, workerId: 'credits-test', error: 'youtube: gone', retryInMs: 0, isPermanent: true }),
      ).rejects.toThrow();
    } finally {
      await app.db().execute(sql.raw('drop trigger refuse_refund on credit_ledger'));
    }
    expect((await app.db().select().from(schema.job).where(eq(schema.job.id, jobId)))[0]!.state).toBe('running');
    expect(await balance(actors.member)).toBe(before);
    await failJob(app.db(), { jobId, workerId: 'credits-test', error: 'youtube: gone', retryInMs: 0, isPermanent: true });
    expect(await balance(actors.member)).toBe(before + 1);
  });

  it('an admin cancelling a paid refresh gives the credit back', async () => {
    const answer = await refresh(actors.member, channel.twitch);
    const before = await balance(actors.member);
    expect((await app.mutate(platformAdmin, 'job.cancelJob', { jobId: answer.data.job.id })).status).toBe(200);
    expect(await balance(actors.member)).toBe(before + 1);
  });

  it('a paid refresh whose platform was disconnected after the request fails for good instead of "completed"', async () => {
    const registry = {
      forPlatform: async (platform: string) => Promise.reject(new ConnectorError(platform, 'not_configured', 'no API key is set')),
    } as unknown as ConnectorRegistry;
    const handler = createRefreshChannelHandler({ connectors: registry });
    const context = (organizationId: string | null) => ({
      db: app.db(),
      job: {
        id: '00000000-0000-4000-8000-000000000001',
        payload: { channelId: channel.instagram, includePosts: true },
        attempts: 1,
        organizationId,
        createdBy: null,
      },
      reportProgress: async () => {},
      signal: new AbortController().signal,
      defer: (): never => {
        throw new Error('not deferred');
      },
    });
    await expect(handler(context(actors.nordlichtId))).rejects.toBeInstanceOf(PermanentJobError);
    // The scheduled refresh (no organisation, nobody paid) still ends quietly.
    await expect(handler(context(null))).resolves.toMatchObject({ skipped: 'not_configured' });
  });
});
