/**
 * Issue 40: a campaign's Microsoft Teams connections as object channel data through user tokens. A member reads and
 * writes only their own organisation's campaigns (and a team's campaign only in that team), and every written channel
 * must exist, unarchived, in that team of the connected Microsoft tenant. Nothing is stored when one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { MS_TEAMS_CHANNEL_ID, NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { FAKE_TEAMS_TENANT_ID, type FakeMsTeamsServer } from '@creatorlens/test-support/fake-chat';
import type { TestApp } from './support/test-app.ts';
import { organizationIdByName, signInToKessel, userIdByEmail } from './support/lists-fixtures.ts';
import { clientConfigOf, notifyCall, tenantOf } from './support/notify-calls.ts';
import { connectMsTeams, createMsTeamsTestApp } from './support/ms-teams.ts';

let app: TestApp;
let fake: FakeMsTeamsServer;
let memberToken: string;
let adminToken: string;
let outsiderToken: string;
let kesselToken: string;
let campaignId: string;
let teamCampaignId: string;
let kesselCampaignId: string;

const GENERAL = { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:general@thread.tacv2' };
const UPDATES = { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:campaign-updates@thread.tacv2' };
const campaignPath = (id: string) => `/v1/objects/campaigns/${id}/channel_data/${MS_TEAMS_CHANNEL_ID}`;
const write = (id: string, token: string, data: unknown) =>
  notifyCall(app, { method: 'PUT', url: campaignPath(id), token, body: { data } });
const stored = async (objectId: string) =>
  (
    await app
      .db()
      .select({ data: schema.notificationChannelData.data })
      .from(schema.notificationChannelData)
      .where(
        and(
          eq(schema.notificationChannelData.collection, 'campaigns'),
          eq(schema.notificationChannelData.objectId, objectId),
          eq(schema.notificationChannelData.channelId, MS_TEAMS_CHANNEL_ID),
        ),
      )
  )[0]?.data;

beforeAll(async () => {
  ({ app, fake } = await createMsTeamsTestApp());
  const orgAdmin = await app.signIn('org-admin@creatorlens.test');
  const member = await app.signIn('member@creatorlens.test');
  // two-orgs works in Nordlicht as a plain member who is in no team.
  const outsider = await app.signIn('two-orgs@creatorlens.test');
  const nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  expect((await app.mutate(outsider, 'user.switchOrganization', { organizationId: nordlichtId })).status).toBe(200);
  const kessel = await signInToKessel(app);
  memberToken = (await clientConfigOf(app, member)).userToken;
  adminToken = (await clientConfigOf(app, orgAdmin)).userToken;
  outsiderToken = (await clientConfigOf(app, outsider)).userToken;
  kesselToken = (await clientConfigOf(app, kessel)).userToken;
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Teams launch' })).data.id;
  kesselCampaignId = (await app.mutate(kessel, 'campaign.createCampaign', { name: 'Kessel secret' })).data.id;
  const teamId = (await app.mutate(orgAdmin, 'team.createTeam', { name: 'Fashion' })).data.id;
  await app.mutate(orgAdmin, 'team.addMembers', { teamId, userIds: [await userIdByEmail(app, 'member@creatorlens.test')] });
  teamCampaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Fashion Week' })).data.id;
  expect((await app.mutate(member, 'team.shareList', { kind: 'campaign', id: teamCampaignId, teamId })).status).toBe(200);
  expect(await tenantOf(app, outsider)).toBe(nordlichtId);
  await connectMsTeams(app, orgAdmin, FAKE_TEAMS_TENANT_ID);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('campaign Microsoft Teams connections through user tokens', () => {
  it('lets a member write connections to existing channels (duplicates dropped, tenant filled in) and others read them', async () => {
    const written = await write(campaignId, memberToken, { connections: [GENERAL, UPDATES, GENERAL] });
    expect(written.status).toBe(200);
    const expected = {
      connections: [GENERAL, UPDATES].map((connection) => ({ ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID, ...connection })),
    };
    for (const token of [memberToken, adminToken, outsiderToken]) {
      const read = await notifyCall(app, { url: campaignPath(campaignId), token });
      expect(read.status).toBe(200);
      expect(read.json()).toMatchObject({ channel_id: MS_TEAMS_CHANNEL_ID, data: expected });
    }
    // The kit's own shape (tenant id and a null user id) is accepted too.
    const kitShape = { ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID, ...GENERAL, ms_teams_user_id: null };
    expect((await write(campaignId, memberToken, { connections: [kitShape, UPDATES] })).status).toBe(200);
    expect(await stored(campaignId)).toEqual(expected);
  });

  it('refuses an unknown or archived channel, an unknown team or another tenant with 422, and stores nothing', async () => {
    const before = await stored(campaignId);
    for (const bad of [
      { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:nowhere@thread.tacv2' },
      { ms_teams_team_id: 'team-marketing', ms_teams_channel_id: '19:old-launch@thread.tacv2' },
      { ms_teams_team_id: 'team-nope', ms_teams_channel_id: '19:general@thread.tacv2' },
      { ms_teams_team_id: 'team-2', ms_teams_channel_id: '19:general@thread.tacv2' },
      { ...GENERAL, ms_teams_tenant_id: '99999999-9999-4999-8999-999999999999' },
    ]) {
      const answer = await write(campaignId, memberToken, { connections: [UPDATES, bad] });
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'invalid_channel' });
    }
    expect(await stored(campaignId)).toEqual(before);
  });

  it('refuses a malformed body with 400', async () => {
    for (const data of [
      { connections: [{ ...GENERAL, incoming_webhook: { url: 'https://evil.example' } }] },
      { connections: [{ ms_teams_team_id: 'team-marketing', ms_teams_channel_id: 'general' }] },
      { connections: [{ ms_teams_channel_id: '19:general@thread.tacv2' }] },
      { connections: [{ ...GENERAL, ms_teams_user_id: 'someone' }] },
      { connections: GENERAL },
      { connections: [], ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID },
      { connections: Array.from({ length: 21 }, (_, index) => ({ ...GENERAL, ms_teams_channel_id: `19:c${index}@thread.tacv2` })) },
    ]) {
      expect((await write(campaignId, memberToken, data)).status, JSON.stringify(data).slice(0, 80)).toBe(400);
    }
    const notJson = await app.server.inject({
      method: 'PUT',
      url: campaignPath(campaignId),
      headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': memberToken, 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("keeps another organisation's campaign unknown (404) for reading and writing", async () => {
    const body = { connections: [GENERAL] };
    expect((await notifyCall(app, { url: campaignPath(kesselCampaignId), token: memberToken })).status).toBe(404);
    expect((await write(kesselCampaignId, memberToken, body)).status).toBe(404);
    expect((await write(campaignId, kesselToken, body)).status).toBe(404);
    expect(await stored(kesselCampaignId)).toBeUndefined();
  });

  it("keeps a team's campaign unknown (404) to a member outside the team, open to the team", async () => {
    const body = { connections: [GENERAL] };
    expect((await notifyCall(app, { url: campaignPath(teamCampaignId), token: outsiderToken })).status).toBe(404);
    expect((await write(teamCampaignId, outsiderToken, body)).status).toBe(404);
    expect(await stored(teamCampaignId)).toBeUndefined();
    expect((await write(teamCampaignId, memberToken, body)).status).toBe(200);
    expect((await notifyCall(app, { url: campaignPath(teamCampaignId), token: adminToken })).status).toBe(200);
    expect((await notifyCall(app, { url: campaignPath(teamCampaignId), token: outsiderToken })).status).toBe(404);
  });

  it('shows the own tenant as connected (the Microsoft tenant id, nothing secret) and refuses tenant writes', async () => {
    const tenant = await tenantOf(app, await app.signIn('member@creatorlens.test'));
    const tenantPath = `/v1/objects/$tenants/${tenant}/channel_data/${MS_TEAMS_CHANNEL_ID}`;
    const read = await notifyCall(app, { url: tenantPath, token: memberToken });
    expect(read.json()).toMatchObject({ data: { connected: true, ms_teams_tenant_id: FAKE_TEAMS_TENANT_ID } });
    const forged = { data: { ms_teams_tenant_id: '99999999-9999-4999-8999-999999999999' } };
    expect((await notifyCall(app, { method: 'PUT', url: tenantPath, token: adminToken, body: forged })).status).toBe(403);
  });
});
