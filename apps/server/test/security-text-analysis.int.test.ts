import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformChannelData } from '@creatorlens/core/connectors';
import { JOB_QUEUES, enqueueJob } from '@creatorlens/core/jobs';
import { schema } from '@creatorlens/db';
import { createRefreshChannelHandler } from '../src/jobs/refresh-channel-job.ts';
import { insertConnectorChannel } from './support/connector-channels.ts';
import { channelData, createFakeConnectorRegistry } from './support/fake-connectors.ts';
import { waitForJob } from './support/jobs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A creator who controls a tracked channel's texts once froze the server: "Partner" followed by a few thousand
 * newlines took the text detectors a minute on the serving thread. The attack goes through the real refresh: the
 * platform answers with hostile captions and titles, the finish job analyses them in the worker pool, and /healthz
 * answers all the while. Each hostile post ends either correctly analysed or stored as "not analysed".
 */

let app: TestApp;
let channelId: string;

const HOSTILE = [
  { title: 'Partner', caption: `Partner${'\n'.repeat(50_000)}` },
  { title: 'Team', caption: `Team${' '.repeat(50_000)}@gymshark` },
  { title: 'Werbung', caption: `Werbung${'\t'.repeat(20_000)}${'('.repeat(10_000)}${'#'.repeat(10_000)}${'@'.repeat(10_000)}` },
  {
    title: 'Code',
    caption: `Rabattcode${'a-'.repeat(20_000)} ${'9'.repeat(20_000)} https://${'x.'.repeat(20_000)}com/${'.'.repeat(20_000)}`,
  },
];

function hostileChannel(): PlatformChannelData {
  const data = channelData(42_000, { posts: HOSTILE.length });
  return { ...data, posts: data.posts.map((post, index) => ({ ...post, ...HOSTILE[index]! })) };
}

beforeAll(async () => {
  app = await createTestApp();
  channelId = await insertConnectorChannel(app.db(), 'youtube', `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`);
  // The platform is faked in-process; the finish job (intelligence, with the app's text-analysis pool) is the app's own.
  const fake = createFakeConnectorRegistry(app.db(), { youtube: () => hostileChannel() });
  app.jobHandlers.register(JOB_QUEUES.refreshChannel, createRefreshChannelHandler({ connectors: fake.registry }));
});
afterAll(() => app.close());

describe('hostile post texts in a refresh', () => {
  it('are analysed off the serving thread: /healthz answers throughout, each post analysed or marked not analysed', async () => {
    const runId = randomUUID();
    await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.refreshChannel, payload: { channelId, platform: 'youtube', runId } });
    const finish = await enqueueJob(
      { db: app.db() },
      { queue: JOB_QUEUES.refreshFinish, payload: { runId, startedAt: Date.now() }, singletonKey: `refresh:finish:${runId}` },
    );
    const finished = waitForJob(app.db(), finish.id, { timeoutMs: 120_000 });
    let isFinished = false;
    void finished.finally(() => (isFinished = true));

    const answers: number[] = [];
    let answeredWhileRunning = 0;
    while (!isFinished) {
      const answer = await app.server.inject({ method: 'GET', url: '/healthz' });
      answers.push(answer.statusCode);
      if (!isFinished) answeredWhileRunning += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await finished).state).toBe('completed');
    expect(answeredWhileRunning).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);

    const analyses = await app
      .db()
      .select({ title: schema.post.title, analysis: schema.postAnalysis })
      .from(schema.post)
      .innerJoin(schema.postAnalysis, eq(schema.postAnalysis.postId, schema.post.id))
      .where(
        and(
          eq(schema.post.channelId, channelId),
          inArray(
            schema.post.title,
            HOSTILE.map((post) => post.title),
          ),
        ),
      );
    expect(analyses).toHaveLength(HOSTILE.length);
    const byTitle = new Map(analyses.map(({ title, analysis }) => [title, analysis]));
    for (const { analysis } of analyses) expect([null, 'time-budget']).toContain(analysis.notAnalyzedReason);
    // Read correctly when analysed: "Team" before a handle is a sponsor role however many blanks stand between.
    const team = byTitle.get('Team')!;
    if (team.notAnalyzedReason === null) expect(team).toMatchObject({ isSponsored: true, disclosureMarkers: ['Team @gymshark'] });
    const partner = byTitle.get('Partner')!;
    if (partner.notAnalyzedReason === null) expect(partner).toMatchObject({ isSponsored: false, isGiveaway: false });
  });

  it('shows posts the detectors gave up on as "not analysed" in the channel intelligence', async () => {
    const [post] = await app
      .db()
      .select({ id: schema.post.id })
      .from(schema.post)
      .where(and(eq(schema.post.channelId, channelId), eq(schema.post.title, 'Partner')));
    await app.db().update(schema.postAnalysis).set({ notAnalyzedReason: 'time-budget' }).where(eq(schema.postAnalysis.postId, post!.id));
    const member = await app.signIn('member@creatorlens.test');
    const answer = await app.query(member, 'intelligence.getChannelIntelligence', { channelId });
    expect(answer.status).toBe(200);
    expect(answer.data.counts.notAnalysed).toBeGreaterThanOrEqual(1);
  });
});
