/**
 * Issue 40: campaign collaboration messages are posted to the campaign's Slack channels by a job, exactly once per
 * (message, channel), with the feed's rendered text escaped for Slack and a link back to the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { enqueueJob } from '@creatorlens/core/jobs';
import { deliverSlackMessage, readChatToken, SLACK_CHANNEL_ID, type ChatDeliveryPayload } from '@creatorlens/core/notifications';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import type { FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import { ORIGIN, type TestApp } from './support/test-app.ts';
import { userIdByEmail } from './support/lists-fixtures.ts';
import { waitForJobs } from './support/jobs.ts';
import { clientConfigOf, connectSlack, createSlackTestApp, notifyCall } from './support/slack.ts';

let app: TestApp;
let fake: FakeSlackServer;
let member: string;
let orgAdmin: string;
let orgAdminId: string;
let campaignId: string;
let tenant: string;

const chatJobs = async () => app.db().select().from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.chatDelivery));
const settle = async () => {
  const jobs = await chatJobs();
  return waitForJobs(
    app.db(),
    jobs.map((job) => job.id),
    { timeoutMs: 20_000 },
  );
};
const mentionOnCampaign = async (text: string) => {
  const answer = await app.mutate(member, 'comment.createComment', {
    subjectType: 'campaign',
    subjectId: campaignId,
    body: `@[Ole](${orgAdminId}) ${text}`,
  });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  ({ app, fake } = await createSlackTestApp());
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  orgAdminId = await userIdByEmail(app, 'org-admin@creatorlens.test');
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Summer <launch>' })).data.id;
  tenant = await connectSlack(app, fake, orgAdmin);
  const memberToken = (await clientConfigOf(app, member)).userToken;
  const connected = await notifyCall(app, {
    method: 'PUT',
    url: `/v1/objects/campaigns/${campaignId}/channel_data/${SLACK_CHANNEL_ID}`,
    token: memberToken,
    body: { data: { connections: [{ channel_id: 'C0CAMPAIGN1' }] } },
  });
  expect(connected.status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('Slack delivery of campaign messages', () => {
  it('posts one message with the rendered text, escaped, and a button back to the campaign', async () => {
    await mentionOnCampaign('please check <!channel> & the fee');
    await settle();
    expect(fake.messages).toHaveLength(1);
    const [post] = fake.messages;
    expect(post!.channel).toBe('C0CAMPAIGN1');
    const section = post!.blocks[0] as { text: { type: string; text: string } };
    expect(section.text.type).toBe('mrkdwn');
    expect(section.text.text).toContain('please check &lt;!channel&gt; &amp; the fee');
    expect(section.text.text).toContain('_Summer &lt;launch&gt;_');
    expect(section.text.text).not.toContain('<!channel>');
    // A channel is read by the team: it names who was mentioned instead of the feed's "mentioned you".
    expect(section.text.text).toMatch(/mentioned ole in a comment on/);
    expect(section.text.text).not.toContain('mentioned you');
    const actions = post!.blocks[1] as { elements: { url: string }[] };
    expect(actions.elements[0]!.url).toBe(`${ORIGIN}/campaign/${campaignId}`);
    expect(post!.text).toContain(`${ORIGIN}/campaign/${campaignId}`);
    const deliveries = await app.db().select().from(schema.chatDelivery).where(eq(schema.chatDelivery.organizationId, tenant));
    expect(deliveries.map((row) => row.state)).toEqual(['sent']);
  });

  it('posts once however often the delivery is attempted', async () => {
    const [first] = await chatJobs();
    // A second job with the same message (a replayed enqueue, two workers): the claimed row stops it.
    const again = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.chatDelivery, payload: first!.payload, organizationId: tenant });
    await waitForJobs(app.db(), [again.id]);
    expect(fake.messages).toHaveLength(1);
  });

  it('posts once when two workers deliver the same message at the same moment', async () => {
    const [first] = await chatJobs();
    const payload = { ...(first!.payload as ChatDeliveryPayload), messageId: crypto.randomUUID() };
    const deps = {
      db: app.db(),
      encryptionKey: 'test-secret-test-secret-test-secret',
      slack: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, authorizeUrl: fake.authorizeUrl },
      publicUrl: ORIGIN,
    };
    const before = fake.messages.length;
    // Two processes sharing one database race on the same delivery row (CI runs this file on PostgreSQL too).
    const outcomes = await Promise.all([deliverSlackMessage(deps, payload), deliverSlackMessage(deps, payload)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['sent', 'skipped']);
    expect(fake.messages.length).toBe(before + 1);
    // The later cases count the fake's posts from the mentions they make.
    fake.messages.splice(before, 1);
  });

  it("waits for Slack's Retry-After on a 429 and then posts once", async () => {
    fake.failNext('chat.postMessage', { kind: 'rate_limited', retryAfterSeconds: 1 });
    await mentionOnCampaign('rate limited once');
    await settle();
    expect(fake.messages).toHaveLength(2);
    expect(fake.messages[1]!.blocks[0]).toMatchObject({ text: { text: expect.stringContaining('rate limited once') } });
    const posts = fake.calls.filter((call) => call.method === 'chat.postMessage');
    expect(posts.slice(-2).map((call) => call.status)).toEqual([429, 200]);
  });

  it('drops a channel Slack no longer has from the campaign', async () => {
    fake.failNext('chat.postMessage', { kind: 'error', error: 'channel_not_found' });
    await mentionOnCampaign('into the void');
    await settle();
    expect(fake.messages).toHaveLength(2);
    const [row] = await app
      .db()
      .select({ data: schema.notificationChannelData.data })
      .from(schema.notificationChannelData)
      .where(and(eq(schema.notificationChannelData.collection, 'campaigns'), eq(schema.notificationChannelData.objectId, campaignId)));
    expect(row!.data).toEqual({ connections: [] });
  });

  it('disconnects a revoked workspace and tells the organisation admins in the app', async () => {
    await notifyCall(app, {
      method: 'PUT',
      url: `/v1/objects/campaigns/${campaignId}/channel_data/${SLACK_CHANNEL_ID}`,
      token: (await clientConfigOf(app, member)).userToken,
      body: { data: { connections: [{ channel_id: 'C0CAMPAIGN1' }] } },
    });
    fake.revokeAllTokens();
    await mentionOnCampaign('after the app was removed');
    await settle();
    expect(fake.messages).toHaveLength(2);
    expect(await readChatToken({ db: app.db(), encryptionKey: 'test-secret-test-secret-test-secret' }, 'slack', tenant)).toBeNull();
    const notices = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(
        and(eq(schema.notificationMessage.workflowKey, 'chat-disconnected'), inArray(schema.notificationMessage.recipientId, [orgAdminId])),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ provider: 'Slack', reason: 'token_revoked' });
  });

  it('enqueues nothing once disconnected', async () => {
    const before = (await chatJobs()).length;
    await mentionOnCampaign('nobody listens');
    expect((await chatJobs()).length).toBe(before);
  });
});
