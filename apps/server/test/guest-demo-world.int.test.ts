import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused } from './support/workspace-actors.ts';

/** Decision 009: guests read the demo organisation's lists and creator data, never people, and change nothing. */
let app: TestApp;
let guest: string;
let campaignId: string;
let watchlistId: string;
let tagId: string;
let channelIds: string[];

const rows = async () => {
  const [campaigns, cards, watchlists, watched, tags, tagged, comments] = await Promise.all([
    app.db().select({ n: count() }).from(schema.campaign),
    app.db().select({ n: count() }).from(schema.campaignChannel),
    app.db().select({ n: count() }).from(schema.watchlist),
    app.db().select({ n: count() }).from(schema.watchlistChannel),
    app.db().select({ n: count() }).from(schema.tag),
    app.db().select({ n: count() }).from(schema.channelTag),
    app.db().select({ n: count() }).from(schema.comment),
  ]);
  return [campaigns, cards, watchlists, watched, tags, tagged, comments].map((result) => result[0]!.n);
};

beforeAll(async () => {
  app = await createTestApp({ isJobWorkerEnabled: false });
  guest = await app.signInAsGuest();
  campaignId = (await app.query(guest, 'campaign.listCampaigns')).data[0]!.id;
  watchlistId = (await app.query(guest, 'watchlist.listWatchlists')).data.find((item) => item.type === 'manual')!.id;
  tagId = (await app.query(guest, 'tag.listTags')).data[0]!.id;
  channelIds = (await app.db().select({ id: schema.channel.id }).from(schema.channel).limit(2)).map((row) => row.id);
});
afterAll(() => app.close());

describe('the guest demo world', () => {
  it('shows the demo lists and creator data', async () => {
    expect((await app.query(guest, 'campaign.listCampaigns')).data.length).toBeGreaterThan(0);
    expect((await app.query(guest, 'watchlist.listWatchlists')).status).toBe(200);
    expect((await app.query(guest, 'campaign.getCampaign', { id: campaignId })).status).toBe(200);
  });

  it('shows no people: members, e-mail addresses, comments, notes and the credit ledger are FORBIDDEN', async () => {
    expectRefused(await app.query(guest, 'member.listMembers'), 403, 'FORBIDDEN');
    expectRefused(await app.query(guest, 'comment.listComments', {}), 403, 'FORBIDDEN');
    expectRefused(await app.query(guest, 'crmField.listCrmFields'), 403, 'FORBIDDEN');
    expectRefused(await app.query(guest, 'credit.listLedger', { page: 1, pageSize: 20 }), 403, 'FORBIDDEN');
    expectRefused(await app.query(guest, 'credit.getBalance'), 403, 'FORBIDDEN');
    // Nothing a guest can read names another person's e-mail address.
    const board = await app.query(guest, 'campaign.getCampaign', { id: campaignId });
    expect(JSON.stringify(board.data)).not.toMatch(/@creatorlens\.test/);
  });

  it('refuses every change with FORBIDDEN and writes nothing', async () => {
    const before = await rows();
    expectRefused(await app.mutate(guest, 'campaign.addChannels', { campaignId, channelIds }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'watchlist.addChannels', { watchlistId, channelIds }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'tag.addChannels', { tagId, channelIds }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'campaign.createCampaign', { name: 'Guest campaign' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'watchlist.createWatchlist', { name: 'Guest list', type: 'manual' }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'tag.createTag', { name: 'Guest tag', color: 'sky' }), 403, 'FORBIDDEN');
    const [artist] = await app.db().select({ id: schema.artist.id }).from(schema.artist).limit(1);
    expectRefused(
      await app.mutate(guest, 'comment.createComment', { subjectType: 'artist', subjectId: artist!.id, body: 'Guest note' }),
      403,
      'FORBIDDEN',
    );
    expect(await rows()).toEqual(before);
  });
});
