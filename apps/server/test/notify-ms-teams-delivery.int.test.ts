/**
 * Issue 40: campaign collaboration messages are posted to the campaign's Microsoft Teams channels through the Bot
 * Framework by a job, exactly once per (message, channel), with the feed's text and an absolute link back into the
 * product; Microsoft's refusals disconnect the tenant or drop the channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { enqueueJob } from '@creatorlens/core/jobs';
import { MS_TEAMS_CHANNEL_ID, readMsTeamsTenantId } from '@creatorlens/core/notifications';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { FAKE_TEAMS_CLIENT, FAKE_TEAMS_TENANT_ID, type FakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import { createChatDeliveryHandler } from '../src/jobs/chat-delivery-job.ts';
import { ORIGIN, type TestApp } from './support/test-app.ts';
import { userIdByEmail } from './support/lists-fixtures.ts';
import { waitForJobs } from './support/jobs.ts';
import { clientConfigOf, notifyCall } from './support/notify-calls.ts';
import { connectMsTeams, createMsTeamsTestApp } from './support/ms-teams.ts';

let app: TestApp;
let fake: FakeMsTeamsServer;
let member: string;
let orgAdmin: string;
let orgAdminId: string;
let campaignId: string;
let tenant: string;

const UPDATES = { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:campaign-updates@thread.tacv2' };
const GENERAL = { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:general@thread.tacv2' };
type Card = { body: { text: string }[]; actions: { type: string; url: string }[] };
const cardOf = (index: number) => (fake.messages[index]!.activity.attachments as { content: Card }[])[0]!.content;

const chatJobs = async () => app.db().select().from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.chatDelivery));
const settle = async () =>
  waitForJobs(
    app.db(),
    (await chatJobs()).map((job) => job.id),
    { timeoutMs: 20_000 },
  );
const campaignConnections = async () =>
  (
    await app
      .db()
      .select({ data: schema.notificationChannelData.data })
      .from(schema.notificationChannelData)
      .where(
        and(
          eq(schema.notificationChannelData.collection, 'campaigns'),
          eq(schema.notificationChannelData.objectId, campaignId),
          eq(schema.notificationChannelData.channelId, MS_TEAMS_CHANNEL_ID),
        ),
      )
  )[0]?.data;
const connectCampaign = async (...connections: object[]) => {
  const answer = await notifyCall(app, {
    method: 'PUT',
    url: `/v1/objects/campaigns/${campaignId}/channel_data/${MS_TEAMS_CHANNEL_ID}`,
    token: (await clientConfigOf(app, member)).userToken,
    body: { data: { connections } },
  });
  expect(answer.status).toBe(200);
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
  ({ app, fake } = await createMsTeamsTestApp());
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  orgAdminId = await userIdByEmail(app, 'org-admin@creatorlens.test');
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Summer launch' })).data.id;
  tenant = await connectMsTeams(app, orgAdmin, FAKE_TEAMS_TENANT_ID);
  await connectCampaign(UPDATES);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('Microsoft Teams delivery of campaign messages', () => {
  it('posts one message into the channel with the text and an absolute link back to the campaign', async () => {
    await mentionOnCampaign('please check the fee');
    await settle();
    expect(fake.messages).toHaveLength(1);
    const [post] = fake.messages;
    expect(post).toMatchObject({ tenantId: FAKE_TEAMS_TENANT_ID, channelId: UPDATES.ms_teams_channel_id });
    expect(post!.activity.text).toContain('please check the fee');
    expect(post!.activity.text).toContain(`${ORIGIN}/campaign/${campaignId}`);
    const card = cardOf(0);
    expect(card.body[0]!.text).toContain('please check the fee');
    expect(card.actions[0]).toMatchObject({ type: 'Action.OpenUrl', url: `${ORIGIN}/campaign/${campaignId}` });
    const deliveries = await app.db().select().from(schema.chatDelivery).where(eq(schema.chatDelivery.organizationId, tenant));
    expect(deliveries.map((row) => [row.provider, row.state])).toEqual([['ms-teams', 'sent']]);
  });

  it('posts once when the same delivery job runs twice', async () => {
    const [first] = await chatJobs();
    const again = await enqueueJob({ db: app.db() }, { queue: JOB_QUEUES.chatDelivery, payload: first!.payload, organizationId: tenant });
    await waitForJobs(app.db(), [again.id]);
    expect(fake.messages).toHaveLength(1);
  });

  it("waits for Microsoft's Retry-After on a 429 and then posts once", async () => {
    fake.failNext('bot', 429, 1, 1);
    const started = Date.now();
    await mentionOnCampaign('rate limited once');
    await settle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fake.messages).toHaveLength(2);
    expect(fake.messages[1]!.activity.text).toContain('rate limited once');
  });

  it('posts once when two server processes run the same delivery at the same time', async () => {
    const { loginUrl, graphUrl, botServiceUrl } = fake.endpoints;
    const msTeams = { clientId: FAKE_TEAMS_CLIENT.id, clientSecret: FAKE_TEAMS_CLIENT.secret, loginUrl, graphUrl, botServiceUrl };
    const processes = [1, 2].map(() => createChatDeliveryHandler({ encryptionKey: 'unused', slack: null, msTeams, publicUrl: ORIGIN }));
    const [template] = await chatJobs();
    const payload = { ...template!.payload, messageId: randomUUID() };
    const run = (handler: (typeof processes)[number]) =>
      handler({
        db: app.db(),
        job: { id: randomUUID(), payload, attempts: 0, organizationId: tenant, createdBy: null },
        reportProgress: async () => {},
        signal: new AbortController().signal,
        defer: () => {
          throw new Error('no deferral expected');
        },
      });
    const outcomes = await Promise.all(processes.map(run));
    expect(outcomes.map((outcome) => outcome?.outcome).sort()).toEqual(['sent', 'skipped']);
    expect(fake.messages).toHaveLength(3);
  });

  it('drops an archived channel from the campaign and keeps posting to the others', async () => {
    await connectCampaign(UPDATES, GENERAL);
    const channel = fake.tenants.get(FAKE_TEAMS_TENANT_ID)![0]!.channels.find((c) => c.id === UPDATES.ms_teams_channel_id)!;
    channel.isArchived = true;
    await mentionOnCampaign('into the archive');
    await settle();
    expect(fake.messages).toHaveLength(4);
    expect(fake.messages[3]!.channelId).toBe(GENERAL.ms_teams_channel_id);
    expect(await campaignConnections()).toEqual({ connections: [{ ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID, ...GENERAL }] });
    channel.isArchived = false;
  });

  it('disconnects a tenant whose consent was withdrawn and tells the admins once', async () => {
    await connectCampaign(UPDATES, GENERAL);
    fake.revokeConsent(FAKE_TEAMS_TENANT_ID);
    await mentionOnCampaign('after the app was removed');
    await settle();
    expect(fake.messages).toHaveLength(4);
    expect(await readMsTeamsTenantId(app.db(), tenant)).toBeNull();
    const notices = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(
        and(eq(schema.notificationMessage.workflowKey, 'chat-disconnected'), inArray(schema.notificationMessage.recipientId, [orgAdminId])),
      );
    // Two channels failed, one notice: only the job that removed the connection tells the admins.
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ provider: 'Microsoft Teams', reason: 'BotDisabledByAdmin' });
  });

  it('enqueues nothing once disconnected', async () => {
    const before = (await chatJobs()).length;
    await mentionOnCampaign('nobody listens');
    expect((await chatJobs()).length).toBe(before);
  });
});
