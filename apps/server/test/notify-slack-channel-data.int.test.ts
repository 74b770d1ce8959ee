/**
 * Issue 40: object channel data through user tokens. The kit reads and writes a campaign's Slack connections; a user
 * reaches only their own organisation's campaigns (read/update permission) and tenant (never its token), and written
 * channels must exist in the connected workspace. The secret key keeps full access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { SLACK_CHANNEL_ID } from '@creatorlens/core/notifications';
import type { FakeSlackServer } from '@creatorlens/test-support/fake-chat';
import type { TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';
import { clientConfigOf, connectSlack, createSlackTestApp, notifyCall, tenantOf } from './support/slack.ts';

let app: TestApp;
let fake: FakeSlackServer;
let memberToken: string;
let kesselToken: string;
let expiredToken: string;
let campaignId: string;
let kesselCampaignId: string;
let tenant: string;
let kesselId: string;

const campaignPath = (id: string, channelId = SLACK_CHANNEL_ID) => `/v1/objects/campaigns/${id}/channel_data/${channelId}`;
const tenantPath = (id: string) => `/v1/objects/$tenants/${id}/channel_data/${SLACK_CHANNEL_ID}`;
const stored = async (collection: string, objectId: string) =>
  (
    await app
      .db()
      .select({ data: schema.notificationChannelData.data })
      .from(schema.notificationChannelData)
      .where(and(eq(schema.notificationChannelData.collection, collection), eq(schema.notificationChannelData.objectId, objectId)))
  )[0]?.data;

beforeAll(async () => {
  ({ app, fake } = await createSlackTestApp());
  const orgAdmin = await app.signIn('org-admin@creatorlens.test');
  const member = await app.signIn('member@creatorlens.test');
  const kessel = await signInToKessel(app);
  memberToken = (await clientConfigOf(app, member)).userToken;
  kesselToken = (await clientConfigOf(app, kessel)).userToken;
  expiredToken = (await clientConfigOf(app, await app.signIn('expired-member@creatorlens.test'))).userToken;
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Slack launch' })).data.id;
  kesselCampaignId = (await app.mutate(kessel, 'campaign.createCampaign', { name: 'Kessel secret' })).data.id;
  tenant = await tenantOf(app, orgAdmin);
  kesselId = await tenantOf(app, kessel);
  await connectSlack(app, fake, orgAdmin);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('campaign Slack connections through user tokens', () => {
  it('writes and reads back connections to existing channels, keeping only channel_id', async () => {
    const body = { data: { connections: [{ channel_id: 'C0CAMPAIGN1' }, { channel_id: 'G0PRIVATE01' }, { channel_id: 'C0CAMPAIGN1' }] } };
    const written = await notifyCall(app, { method: 'PUT', url: campaignPath(campaignId), token: memberToken, body });
    expect(written.status).toBe(200);
    const read = await notifyCall(app, { url: campaignPath(campaignId), token: memberToken });
    expect(read.json()).toMatchObject({ data: { connections: [{ channel_id: 'C0CAMPAIGN1' }, { channel_id: 'G0PRIVATE01' }] } });
  });

  it('refuses an unknown or archived channel with 422 and stores nothing', async () => {
    for (const channelId of ['C0NOTTHERE9', 'C0ARCHIVED1']) {
      const body = { data: { connections: [{ channel_id: 'C0GENERAL01' }, { channel_id: channelId }] } };
      const answer = await notifyCall(app, { method: 'PUT', url: campaignPath(campaignId), token: memberToken, body });
      expect(answer.status).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'invalid_channel' });
    }
    expect(await stored('campaigns', campaignId)).toEqual({ connections: [{ channel_id: 'C0CAMPAIGN1' }, { channel_id: 'G0PRIVATE01' }] });
  });

  it('refuses extra fields and malformed ids with 400', async () => {
    for (const data of [
      { connections: [{ channel_id: 'C0GENERAL01', incoming_webhook: { url: 'https://evil.example' } }] },
      { connections: [{ channel_id: '<!channel>' }] },
      { connections: 'C0GENERAL01' },
      { connections: [], token: { access_token: 'xoxb-x' } },
    ]) {
      const answer = await notifyCall(app, { method: 'PUT', url: campaignPath(campaignId), token: memberToken, body: { data } });
      expect(answer.status).toBe(400);
    }
  });

  it("keeps another organisation's campaign unknown (404) for reading and writing", async () => {
    const body = { data: { connections: [{ channel_id: 'C0GENERAL01' }] } };
    expect((await notifyCall(app, { url: campaignPath(kesselCampaignId), token: memberToken })).status).toBe(404);
    expect((await notifyCall(app, { method: 'PUT', url: campaignPath(kesselCampaignId), token: memberToken, body })).status).toBe(404);
    expect((await notifyCall(app, { method: 'PUT', url: campaignPath(campaignId), token: kesselToken, body })).status).toBe(404);
    expect(await stored('campaigns', kesselCampaignId)).toBeUndefined();
  });

  it('needs update permission to write: an expired licence gets 403 LICENSE_EXPIRED', async () => {
    const body = { data: { connections: [] } };
    const answer = await notifyCall(app, { method: 'PUT', url: campaignPath(campaignId), token: expiredToken, body });
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'license_expired' });
  });

  it('refuses other collections and other channel ids', async () => {
    expect(
      (await notifyCall(app, { url: `/v1/objects/watchlists/${campaignId}/channel_data/${SLACK_CHANNEL_ID}`, token: memberToken })).status,
    ).toBe(403);
    expect((await notifyCall(app, { url: campaignPath(campaignId, 'other-channel'), token: memberToken })).status).toBe(404);
  });
});

describe('tenant channel data through user tokens', () => {
  it('shows the own tenant as connected without its token', async () => {
    const answer = await notifyCall(app, { url: tenantPath(tenant), token: memberToken });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ data: { connected: true, team: { id: fake.team.id, name: fake.team.name } } });
    expect(JSON.stringify(answer.body)).not.toMatch(/xoxb|sealed/);
  });

  it("refuses another organisation's tenant and any tenant write", async () => {
    expect((await notifyCall(app, { url: tenantPath(kesselId), token: memberToken })).status).toBe(403);
    const write = await notifyCall(app, {
      method: 'PUT',
      url: tenantPath(tenant),
      token: memberToken,
      body: { data: { token: { access_token: 'xoxb-mine' } } },
    });
    expect(write.status).toBe(403);
  });

  it('keeps full access for the secret key', async () => {
    const written = await notifyCall(app, {
      method: 'PUT',
      url: campaignPath(kesselCampaignId),
      token: 'secret',
      body: { data: { connections: [{ channel_id: 'C0GENERAL01' }] } },
    });
    expect(written.status).toBe(200);
    expect((await notifyCall(app, { url: campaignPath(kesselCampaignId), token: 'secret' })).status).toBe(200);
  });
});
