import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@creatorlens/core/actor';
import { getArtistMemberships } from '@creatorlens/core/artists';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, signInToKessel } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const memberships = (cookie: string | null, slug = 'fixture-artist') => app.query(cookie, 'artist.getArtistMemberships', { slug });

async function actorFor(email: string): Promise<Actor> {
  const [user] = await app.db().select().from(schema.user).where(eq(schema.user.email, email));
  return loadActor({ db: app.db() }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

describe('artist.getArtistMemberships', () => {
  it('is empty for an artist in none of the organisation’s lists, with the artist’s channels named', async () => {
    const answer = await memberships(member);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      channels: [
        { id: channels.insta, name: expect.any(String), platform: 'instagram' },
        { id: channels.tube, name: expect.any(String), platform: 'youtube' },
        { id: channels.live, name: expect.any(String), platform: 'twitch' },
      ],
      canReadCampaigns: true,
      campaigns: [],
      canReadWatchlists: true,
      watchlists: [],
      tags: [],
    });
  });

  it('lists campaigns with the card’s column, watchlists and tags across all of the artist’s channels', async () => {
    const campaign = await app.mutate(member, 'campaign.createCampaign', { name: 'Sommer', columns: ['Anfrage', 'Zusage'] });
    await app.mutate(member, 'campaign.addChannels', { campaignId: campaign.data.id, channelIds: [channels.tube, channels.insta] });
    const watchlist = await app.mutate(member, 'watchlist.createWatchlist', { name: 'Beobachten', type: 'manual' });
    await app.mutate(member, 'watchlist.addChannels', { watchlistId: watchlist.data.id, channelIds: [channels.live] });
    const tag = await app.mutate(member, 'tag.createTag', { name: 'Favorit', color: 'grass' });
    await app.mutate(member, 'tag.addChannels', { tagId: tag.data.id, channelIds: [channels.insta, channels.live] });

    const answer = await memberships(member);
    expect(answer.data.campaigns).toEqual([
      {
        id: campaign.data.id,
        name: 'Sommer',
        isDraft: true,
        // Biggest channel first, whatever order the cards were added in.
        cards: [
          { channelId: channels.insta, columnName: 'Anfrage' },
          { channelId: channels.tube, columnName: 'Anfrage' },
        ],
      },
    ]);
    expect(answer.data.watchlists).toEqual([{ id: watchlist.data.id, name: 'Beobachten', channelIds: [channels.live] }]);
    expect(answer.data.tags).toEqual([{ id: tag.data.id, name: 'Favorit', color: 'grass', channelIds: [channels.insta, channels.live] }]);
    // Another artist's page shows none of it.
    expect((await memberships(member, 'snap-only')).data).toMatchObject({ campaigns: [], watchlists: [], tags: [] });
  });

  it('never shows another organisation’s lists, in either direction', async () => {
    const campaign = await app.mutate(kessel, 'campaign.createCampaign', { name: 'Kessel-Kampagne' });
    await app.mutate(kessel, 'campaign.addChannels', { campaignId: campaign.data.id, channelIds: [channels.insta] });
    const watchlist = await app.mutate(kessel, 'watchlist.createWatchlist', { name: 'Kessel-Liste', type: 'manual' });
    await app.mutate(kessel, 'watchlist.addChannels', { watchlistId: watchlist.data.id, channelIds: [channels.insta] });
    const tag = await app.mutate(kessel, 'tag.createTag', { name: 'Kessel-Tag', color: 'sky' });
    await app.mutate(kessel, 'tag.addChannels', { tagId: tag.data.id, channelIds: [channels.insta] });

    const own = await memberships(kessel);
    expect(own.data.campaigns.map((entry) => entry.name)).toEqual(['Kessel-Kampagne']);
    expect(own.data.watchlists.map((entry) => entry.name)).toEqual(['Kessel-Liste']);
    expect(own.data.tags.map((entry) => entry.name)).toEqual(['Kessel-Tag']);

    const nordlicht = await memberships(member);
    expect(nordlicht.data.campaigns.map((entry) => entry.name)).toEqual(['Sommer']);
    expect(nordlicht.data.watchlists.map((entry) => entry.name)).toEqual(['Beobachten']);
    expect(nordlicht.data.tags.map((entry) => entry.name)).toEqual(['Favorit']);
  });

  it('leaves campaigns and watchlists out for an actor who may not read them, tags stay', async () => {
    // Every organisation role reads campaigns in today's catalogue; an actor without a role in the organisation
    // has no read rights at all, which is the case the core function must hold for any future narrower role.
    const actor: Actor = { ...(await actorFor('member@creatorlens.test')), orgRole: null };
    const answer = await getArtistMemberships({ db: app.db(), actor }, { slug: 'fixture-artist' });
    expect(answer).toMatchObject({ canReadCampaigns: false, campaigns: [], canReadWatchlists: false, watchlists: [] });
    expect(answer.tags.map((entry) => entry.name)).toEqual(['Favorit']);
  });

  it('refuses an actor outside any organisation, anonymous callers, unknown and malformed slugs', async () => {
    const actor: Actor = { ...(await actorFor('member@creatorlens.test')), organizationId: null, orgRole: null };
    await expect(getArtistMemberships({ db: app.db(), actor }, { slug: 'fixture-artist' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await memberships(null)).status).toBe(401);
    expectRefused(await memberships(member, 'nobody-here'), 404, 'NOT_FOUND');
    expectRefused(await memberships(member, '../../etc'), 400, 'VALIDATION');
  });
});
