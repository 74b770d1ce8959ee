import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshCharts } from '@creatorlens/core/charts';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 38, who and where: creator charts rank creators only (a car maker, a retailer and a news site are ranked in a
 * list of their own), a channel nobody classified yet is classified by the chart refresh before it is ranked, and an
 * Irish creator that a "top in Germany" list names is listed for the German market without becoming German.
 * All accounts are invented; the handles of the two brands are the only known names (they are what the cue list keys).
 */

let app: TestApp;
let member: string;

// Twitch is empty in the test base, so these six are the whole of its charts. All big (from 1 M followers).
const CHANNELS = [
  // A brand with nothing but its name: BMW's profile in the sources has no bio and no posts.
  { handle: 'bmw', name: 'BMW', bio: null, followers: 9_000_000, country: 'DE', channelType: null },
  // A retailer on a "top in Germany" list, already classified by the intelligence job.
  { handle: 'primark', name: 'Primark', bio: null, followers: 8_000_000, country: null, channelType: 'brand' },
  // A news publisher, recognised from its bio by the chart refresh.
  {
    handle: 'tagesblick_news',
    name: 'Tagesblick',
    bio: 'Nachrichten und Eilmeldungen aus der Redaktion, jeden Tag',
    followers: 7_000_000,
    country: 'DE',
    channelType: null,
  },
  {
    handle: 'kochlisa',
    name: 'Koch-Lisa',
    bio: 'Ich bin Lisa und koche jeden Tag für euch',
    followers: 3_000_000,
    country: 'DE',
    channelType: null,
  },
  // Writes about a brand and stays a creator.
  {
    handle: 'ringracer',
    name: 'Ring Racer',
    bio: 'Racing driver for BMW, streamer',
    followers: 2_000_000,
    country: 'DE',
    channelType: 'creator',
  },
  { handle: 'dublinfood', name: 'Aoife Cooks', bio: 'Home cook from Dublin', followers: 1_500_000, country: 'IE', channelType: null },
];

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'who-where', name: 'Who Where' }).returning({ id: schema.artist.id });
  await db.insert(schema.channel).values(
    CHANNELS.map((c) => ({
      artistId: artist!.id,
      platform: 'twitch' as const,
      platformId: `ww-${c.handle}`,
      name: c.name,
      handle: c.handle,
      bio: c.bio,
      followers: c.followers,
      country: c.country,
      countrySource: c.country ? 'test-fixture' : null,
      channelType: c.channelType,
      source: 'test-fixture',
    })),
  );
  // The Irish cook is on a "top creators in Germany" list: a market, not a home.
  await db
    .update(schema.channel)
    .set({ marketCountry: 'DE', marketSource: 'instagram-tiktok-dach-inbeat' })
    .where(eq(schema.channel.platformId, 'ww-dublinfood'));
  await refreshCharts({ db }, { now: new Date('2026-03-01T03:00:00Z') });
});
afterAll(() => app?.close());

const chart = async (input: { channelGroup?: 'creators' | 'other-accounts'; country?: string }) => {
  const answer = await app.query(null, 'charts.listChartEntries', { platform: 'twitch', metric: 'followers', sizeClass: 'big', ...input });
  expect(answer.error).toBeNull();
  return answer.data.items.map((item) => item.channel.handle);
};

describe('creator charts rank creators', () => {
  it('leaves brands and media out of the creator list, and ranks them in a list of their own', async () => {
    expect(await chart({})).toEqual(['kochlisa', 'ringracer', 'dublinfood']);
    expect(await chart({ channelGroup: 'creators' })).toEqual(['kochlisa', 'ringracer', 'dublinfood']);
    expect(await chart({ channelGroup: 'other-accounts' })).toEqual(['bmw', 'primark', 'tagesblick_news']);
  });

  it('classifies a channel without a type before ranking it, and stores the type', async () => {
    const rows = await app.db().select({ handle: schema.channel.handle, type: schema.channel.channelType }).from(schema.channel);
    const typeOf = (handle: string) => rows.find((row) => row.handle === handle)?.type;
    expect(typeOf('bmw')).toBe('brand');
    expect(typeOf('tagesblick_news')).toBe('media');
    expect(typeOf('kochlisa')).toBe('creator');
    expect(typeOf('dublinfood')).toBe('creator');
  });

  it('builds country lists from the home country, not from the market a list named', async () => {
    expect(await chart({ country: 'DE' })).toEqual(['kochlisa', 'ringracer']);
    expect(await chart({ country: 'IE' })).toEqual(['dublinfood']);
  });

  it('refuses an unknown channel group with a 400', async () => {
    const answer = await app.queryUnchecked(null, 'charts.listChartEntries', {
      platform: 'twitch',
      metric: 'followers',
      sizeClass: 'big',
      channelGroup: 'brands',
    });
    expect(answer.status).toBe(400);
  });
});

describe('home country and listed market on the artist page', () => {
  it('carries both, each with its source', async () => {
    const answer = await app.query(member, 'artist.getArtistBySlug', { slug: 'who-where' });
    expect(answer.error).toBeNull();
    const cook = answer.data.channels.find((channel) => channel.handle === 'dublinfood');
    expect(cook).toMatchObject({
      country: 'IE',
      countrySource: 'test-fixture',
      marketCountry: 'DE',
      marketSource: 'instagram-tiktok-dach-inbeat',
    });
    const retailer = answer.data.channels.find((channel) => channel.handle === 'primark');
    expect(retailer).toMatchObject({ country: null, countrySource: null, marketCountry: null });
  });
});
