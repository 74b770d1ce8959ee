import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let kessel: string;
let kesselId: string;
let nordlichtId: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const board = (cookie: string, id: string) => app.query(cookie, 'campaign.getCampaign', { id });
const DATA_AS_OF = new Date('2025-03-01T00:00:00Z');

/** A card written straight into the table, as a concurrent import or a licence change can leave one behind. */
async function insertCard(campaignId: string, channelId: string, organizationId: string) {
  const [column] = await app.db().select().from(schema.campaignColumn).where(eq(schema.campaignColumn.campaignId, campaignId));
  await app.db().insert(schema.campaignChannel).values({ campaignId, channelId, columnId: column!.id, idx: 99, organizationId });
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  kesselId = await organizationIdByName(app, 'Kessel Brands GmbH');
  nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  channels = await fixtureChannelIds(app);
  await app
    .db()
    .update(schema.channel)
    .set({ followers: 123_456, engagementRate: 0.0425, dataAsOf: DATA_AS_OF, source: 'test-fixture', botRisk: 'medium' })
    .where(eq(schema.channel.id, channels.insta));
  await app
    .db()
    .update(schema.channel)
    .set({ followers: 9_000, engagementRate: null, dataAsOf: null, botRisk: 'insufficient-data' })
    .where(eq(schema.channel.id, channels.tube));
});
afterAll(() => app.close());

describe('board card figures', () => {
  it('returns followers, engagement, data date and the bot-risk judgement with every card', async () => {
    const { data: campaign } = await app.mutate(member, 'campaign.createCampaign', { name: 'Client call' });
    await app.mutate(member, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [channels.insta, channels.tube] });
    const answer = await board(member, campaign.id);
    expect(answer.status).toBe(200);
    const byChannel = new Map(answer.data.cards.map((card) => [card.channelId, card.channel]));
    expect(byChannel.get(channels.insta)).toMatchObject({
      followers: 123_456,
      engagementRate: 0.0425,
      dataAsOf: DATA_AS_OF.getTime(),
      dataSource: 'test-fixture',
      botRisk: 'medium',
    });
    // Too little data is its own state, never an empty (or low) judgement; an unknown date stays null, not 0.
    expect(byChannel.get(channels.tube)).toMatchObject({
      followers: 9_000,
      engagementRate: null,
      dataAsOf: null,
      botRisk: 'insufficient-data',
    });
  });

  it('blanks figures, data date and bot risk of platforms the licence does not read', async () => {
    // Kessel's Starter licence reads Instagram and TikTok only; a YouTube card can remain from before a downgrade.
    const { data: campaign } = await app.mutate(kessel, 'campaign.createCampaign', { name: 'Starter board' });
    await app.mutate(kessel, 'campaign.addChannels', { campaignId: campaign.id, channelIds: [channels.insta] });
    await insertCard(campaign.id, channels.tube, kesselId);
    const answer = await board(kessel, campaign.id);
    const byChannel = new Map(answer.data.cards.map((card) => [card.channelId, card.channel]));
    expect(byChannel.get(channels.insta)).toMatchObject({ followers: 123_456, botRisk: 'medium' });
    expect(byChannel.get(channels.tube)).toMatchObject({ followers: null, engagementRate: null, dataAsOf: null, botRisk: null });
  });

  it("never shows another organisation's private channel or its figures, and no other organisation's board", async () => {
    const { channelIds } = await insertFixtureArtist(app.db(), {
      slug: 'kessel-private-import',
      name: 'Kessel Private',
      channels: [{ platform: 'instagram', handle: 'kessel_private', followers: 777 }],
      postsPerChannel: 0,
    });
    const privateChannel = channelIds[0]!;
    await app
      .db()
      .update(schema.channel)
      .set({ visibleToOrganizationId: kesselId, botRisk: 'high' })
      .where(eq(schema.channel.id, privateChannel));
    const { data: ours } = await app.mutate(member, 'campaign.createCampaign', { name: 'Mixed' });
    // A card pointing at the hidden channel (as a concurrent import could leave it) stays off Nordlicht's board.
    await insertCard(ours.id, privateChannel, nordlichtId);
    const answer = await board(member, ours.id);
    expect(answer.status).toBe(200);
    expect(answer.data.cards.map((card) => card.channelId)).not.toContain(privateChannel);
    expect(JSON.stringify(answer.data)).not.toContain('Kessel Private');

    const { data: theirs } = await app.mutate(kessel, 'campaign.createCampaign', { name: 'Own import' });
    await insertCard(theirs.id, privateChannel, kesselId);
    const own = await board(kessel, theirs.id);
    expect(own.data.cards.find((card) => card.channelId === privateChannel)?.channel).toMatchObject({ followers: 777, botRisk: 'high' });
    expectRefused(await board(member, theirs.id), 404, 'NOT_FOUND');
  });
});

describe('board column names', () => {
  it('refuses a blank column name with a message that names the name field', async () => {
    const { data: campaign } = await app.mutate(member, 'campaign.createCampaign', { name: 'Columns' });
    const [first] = (await board(member, campaign.id)).data.columns;
    const renamed = await app.mutate(member, 'campaign.updateColumn', { id: first!.id, data: { name: '   ' } });
    expectRefused(renamed, 400, 'VALIDATION');
    // The rule is listNameSchema of contracts (no words of its own: the web says CampaignBoard.column-name-blank).
    expect(renamed.error?.message).toMatch(/name: Too small/);
    const created = await app.mutate(member, 'campaign.createColumn', { campaignId: campaign.id, name: '' });
    expectRefused(created, 400, 'VALIDATION');
    expect(created.error?.message).toMatch(/name: Too small/);
    // Nothing half-written: the column kept its name and no nameless column appeared.
    const after = await board(member, campaign.id);
    expect(after.data.columns.map((column) => column.name)).toEqual(['Shortlist', 'Contacted', 'Confirmed', 'Live']);
  });
});
