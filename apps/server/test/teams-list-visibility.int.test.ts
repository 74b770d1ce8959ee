import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, userIdByEmail } from './support/lists-fixtures.ts';

let app: TestApp;
let orgAdmin: string;
let member: string;
/** two-orgs working in Nordlicht as a plain member who is in no team. */
let outsider: string;
let teamId: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const campaignIds = async (cookie: string) => (await app.query(cookie, 'campaign.listCampaigns')).data.map((row) => row.id);
const watchlistIds = async (cookie: string) => (await app.query(cookie, 'watchlist.listWatchlists')).data.map((row) => row.id);
const share = (cookie: string, kind: 'campaign' | 'watchlist', id: string, team: string | null) =>
  app.mutate(cookie, 'team.shareList', { kind, id, teamId: team });

beforeAll(async () => {
  app = await createTestApp();
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  outsider = await app.signIn('two-orgs@creatorlens.test');
  const nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  expect((await app.mutate(outsider, 'user.switchOrganization', { organizationId: nordlichtId })).status).toBe(200);
  channels = await fixtureChannelIds(app);
  teamId = (await app.mutate(orgAdmin, 'team.createTeam', { name: 'Fashion' })).data.id;
  const memberId = await userIdByEmail(app, 'member@creatorlens.test');
  expect((await app.mutate(orgAdmin, 'team.addMembers', { teamId, userIds: [memberId] })).status).toBe(200);
});
afterAll(() => app.close());

describe('a campaign shared with a team', () => {
  it('keeps mentions of people outside the team as plain text, so they get no notification naming it', async () => {
    const campaign = (await app.mutate(member, 'campaign.createCampaign', { name: 'Secret launch' })).data;
    expect((await share(member, 'campaign', campaign.id, teamId)).status).toBe(200);
    const outsiderId = await userIdByEmail(app, 'two-orgs@creatorlens.test');
    const adminId = await userIdByEmail(app, 'org-admin@creatorlens.test');
    const written = await app.mutate(member, 'comment.createComment', {
      subjectType: 'campaign',
      subjectId: campaign.id,
      body: `@[Theo](${outsiderId}) and @[Ole](${adminId}) please look`,
    });
    expect(written.status).toBe(200);
    const mentions = await app
      .db()
      .select()
      .from(schema.commentMention)
      .where(eq(schema.commentMention.commentId, written.data.comment.id));
    expect(mentions.map((mention) => mention.userId)).toEqual([adminId]);
    const outsiderMessages = await app
      .db()
      .select()
      .from(schema.notificationMessage)
      .where(eq(schema.notificationMessage.recipientId, outsiderId));
    expect(outsiderMessages.filter((message) => JSON.stringify(message.data).includes('Secret launch'))).toEqual([]);
  });

  it('is visible and editable for the team and admins, invisible to other members on every read and write', async () => {
    const campaign = (await app.mutate(member, 'campaign.createCampaign', { name: 'Fashion Week' })).data;
    await app.mutate(member, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [channels.insta] });
    expect((await share(member, 'campaign', campaign.id, teamId)).status).toBe(200);
    // The board's entries follow their list's team (spec §3: teamId on list links).
    const cards = await app.db().select().from(schema.campaignChannel).where(eq(schema.campaignChannel.campaignId, campaign.id));
    expect(cards.map((card) => card.teamId)).toEqual([teamId]);

    expect(await campaignIds(member)).toContain(campaign.id);
    expect(await campaignIds(orgAdmin)).toContain(campaign.id);
    expect(await campaignIds(outsider)).not.toContain(campaign.id);
    expect((await app.query(member, 'campaign.getCampaign', { id: campaign.id })).data.campaign.teamId).toBe(teamId);
    expect((await app.query(orgAdmin, 'campaign.getCampaign', { id: campaign.id })).status).toBe(200);

    // Every path of the outsider answers as if the campaign did not exist.
    expectRefused(await app.query(outsider, 'campaign.getCampaign', { id: campaign.id }), 404, 'NOT_FOUND');
    expectRefused(await app.query(outsider, 'campaign.listColumns', { campaignId: campaign.id }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(outsider, 'campaign.updateCampaign', { id: campaign.id, data: { name: 'Mine now' } }), 404, 'NOT_FOUND');
    expectRefused(
      await app.mutate(outsider, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [channels.tube] }),
      404,
      'NOT_FOUND',
    );
    expectRefused(
      await app.mutate(outsider, 'campaign.removeChannel', { campaignId: campaign.id, channelId: channels.insta }),
      404,
      'NOT_FOUND',
    );
    expectRefused(await app.mutate(outsider, 'campaign.updateCard', { cardId: cards[0]!.id, data: { notes: 'x' } }), 404, 'NOT_FOUND');
    expectRefused(await share(outsider, 'campaign', campaign.id, null), 404, 'NOT_FOUND');
    // Nor does its name leak through the header search, or its comments through the comment thread.
    expect((await app.query(outsider, 'shell.searchEverything', { q: 'Fashion Week' })).data.campaigns).toEqual([]);
    expect((await app.query(member, 'shell.searchEverything', { q: 'Fashion Week' })).data.campaigns.map((hit) => hit.id)).toEqual([
      campaign.id,
    ]);
    expectRefused(await app.query(outsider, 'comment.listComments', { subjectType: 'campaign', subjectId: campaign.id }), 404, 'NOT_FOUND');
    const note = await app.mutate(member, 'comment.createComment', { subjectType: 'campaign', subjectId: campaign.id, body: 'Team note' });
    expect(note.status).toBe(200);
    const feedIds = async (cookie: string) => (await app.query(cookie, 'comment.listComments', {})).data.items.map((item) => item.id);
    expect(await feedIds(member)).toContain(note.data.comment.id);
    expect(await feedIds(orgAdmin)).toContain(note.data.comment.id);
    expect(await feedIds(outsider)).not.toContain(note.data.comment.id);
    expectRefused(await app.mutate(outsider, 'campaign.deleteCampaign', { id: campaign.id }), 404, 'NOT_FOUND');

    expect((await app.mutate(orgAdmin, 'campaign.updateCampaign', { id: campaign.id, data: { name: 'Fashion Week 27' } })).status).toBe(
      200,
    );
  });

  it('refuses a member who shares with a team they are not in, and an unknown team', async () => {
    const campaign = (await app.mutate(outsider, 'campaign.createCampaign', { name: 'Lockout' })).data;
    expectRefused(await share(outsider, 'campaign', campaign.id, teamId), 403, 'FORBIDDEN');
    expectRefused(await share(orgAdmin, 'campaign', campaign.id, 'no-such-team'), 404, 'NOT_FOUND');
    expect(await campaignIds(outsider)).toContain(campaign.id);
  });
});

describe('a watchlist shared with a team', () => {
  it('is hidden from other members; sharing it with the organisation again shows it to everyone', async () => {
    const list = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Fashion scouts', type: 'manual' })).data;
    expect((await share(orgAdmin, 'watchlist', list.id, teamId)).status).toBe(200);
    expect(await watchlistIds(member)).toContain(list.id);
    expect(await watchlistIds(orgAdmin)).toContain(list.id);
    expect(await watchlistIds(outsider)).not.toContain(list.id);
    expectRefused(await app.query(outsider, 'watchlist.getWatchlist', { id: list.id }), 404, 'NOT_FOUND');
    expectRefused(
      await app.mutate(outsider, 'watchlist.addChannels', { watchlistId: list.id, channelIds: [channels.insta] }),
      404,
      'NOT_FOUND',
    );

    expect((await share(member, 'watchlist', list.id, null)).status).toBe(200);
    expect(await watchlistIds(outsider)).toContain(list.id);
  });
});

describe('deleting a team', () => {
  it('gives its lists and their entries back to the whole organisation', async () => {
    const doomed = (await app.mutate(orgAdmin, 'team.createTeam', { name: 'Temporary' })).data.id;
    const campaign = (await app.mutate(orgAdmin, 'campaign.createCampaign', { name: 'Short-lived team board' })).data;
    await app.mutate(orgAdmin, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [channels.insta] });
    await share(orgAdmin, 'campaign', campaign.id, doomed);
    expect(await campaignIds(outsider)).not.toContain(campaign.id);
    const counted = (await app.query(orgAdmin, 'team.listTeams')).data.find((team) => team.id === doomed)!;
    expect(counted.campaignCount).toBe(1);

    expect((await app.mutate(orgAdmin, 'team.deleteTeam', { id: doomed })).status).toBe(200);
    expect(await campaignIds(outsider)).toContain(campaign.id);
    expect((await app.query(outsider, 'campaign.getCampaign', { id: campaign.id })).data.campaign.teamId).toBeNull();
    const cards = await app.db().select().from(schema.campaignChannel).where(eq(schema.campaignChannel.campaignId, campaign.id));
    expect(cards.map((card) => card.teamId)).toEqual([null]);
  });
});
