import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Platform } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

/** channel.searchChannels (as you type, by handle, name or URL) and channel.compareChannels over hand-made channels. */

const CHANNELS = {
  milaInsta: { platform: 'instagram', handle: 'mila.moves', name: 'Mila Moves', followers: 500_000, platformId: 'ig-mila' },
  milaTok: { platform: 'tiktok', handle: 'Mila.Moves', name: 'Mila Moves', followers: 10_000, platformId: 'tt-mila' },
  milan: { platform: 'instagram', handle: 'milan_cooks', name: 'Milan Kocht', followers: 1_000_000, platformId: 'ig-milan' },
  milaTube: {
    platform: 'youtube',
    handle: 'MilaTube',
    name: 'Mila auf YouTube',
    followers: 300_000,
    platformId: 'UCmila123000000000000000',
  },
  milaLive: { platform: 'twitch', handle: 'milalive', name: 'Mila Live', followers: 20_000, platformId: 'milalive' },
  camila: { platform: 'instagram', handle: 'cami_fanpage', name: 'Camila Fanpage', followers: 900_000, platformId: 'ig-camila' },
} as const;
type Key = keyof typeof CHANNELS;

let app: TestApp;
let member: string;
const ids = {} as Record<Key, string>;
const keyOf = (id: string): string => (Object.keys(ids) as Key[]).find((key) => ids[key] === id) ?? `other:${id}`;

const search = async (input: ProcedureInput<'channel.searchChannels'>) => {
  const answer = await app.query(member, 'channel.searchChannels', input);
  expect(answer.error).toBeNull();
  return answer.data.map((hit) => keyOf(hit.id));
};

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const [artist] = await app.db().insert(schema.artist).values({ slug: 'mila', name: 'Mila' }).returning();
  for (const [key, channel] of Object.entries(CHANNELS) as [Key, (typeof CHANNELS)[Key]][]) {
    const [row] = await app
      .db()
      .insert(schema.channel)
      .values({
        ...channel,
        platform: channel.platform as Platform,
        artistId: artist!.id,
        source: 'test-fixture',
        dataAsOf: new Date('2026-01-05T00:00:00Z'),
      })
      .returning({ id: schema.channel.id });
    ids[key] = row!.id;
  }
  await app
    .db()
    .insert(schema.channelSnapshot)
    .values([
      { channelId: ids.milaInsta, day: '2026-01-03', followers: 499_000, source: 'test-fixture' },
      { channelId: ids.milaInsta, day: '2026-01-01', followers: 497_000, source: 'test-fixture' },
      { channelId: ids.milaInsta, day: '2026-01-02', followers: 498_000, source: 'test-fixture' },
      { channelId: ids.milan, day: '2026-01-02', followers: null, source: 'test-fixture' },
      { channelId: ids.milan, day: '2026-01-03', followers: 999_000, source: 'test-fixture' },
      // Older than a year before the newest point: outside the growth window.
      { channelId: ids.milan, day: '2024-06-01', followers: 10, source: 'test-fixture' },
    ]);
});
afterAll(() => app.close());

describe('channel.searchChannels', () => {
  it('ranks exact handle matches first, biggest first, then handle prefixes', async () => {
    expect(await search({ q: 'mila.moves' })).toEqual(['milaInsta', 'milaTok']);
    expect(await search({ q: '@Mila.Moves' })).toEqual(['milaInsta', 'milaTok']);
  });

  it('lists handle prefixes by followers, then similar names', async () => {
    const hits = await search({ q: 'mila', limit: 20 });
    expect(hits.slice(0, 5)).toEqual(['milan', 'milaInsta', 'milaTube', 'milaLive', 'milaTok']);
    expect(hits).toContain('camila');
    expect(hits.indexOf('camila')).toBeGreaterThan(4);
  });

  it('finds channels by a word of their name', async () => {
    expect(await search({ q: 'Kocht' })).toEqual(['milan']);
    expect((await search({ q: 'fanpage' }))[0]).toBe('camila');
  });

  it.each([
    ['https://www.instagram.com/mila.moves/', ['milaInsta']],
    ['https://www.tiktok.com/@mila.moves?lang=de', ['milaTok']],
    ['https://www.youtube.com/@MilaTube', ['milaTube']],
    ['https://www.youtube.com/channel/UCmila123000000000000000', ['milaTube']],
    ['twitch.tv/milalive', ['milaLive']],
  ])('resolves the profile URL %s to its channel', async (q, expected) => {
    expect(await search({ q })).toEqual(expected);
  });

  it('keeps to the platforms asked for and to the limit', async () => {
    expect(await search({ q: 'mila', platforms: ['twitch'] })).toEqual(['milaLive']);
    expect(await search({ q: 'mila', limit: 2 })).toEqual(['milan', 'milaInsta']);
    expect(await search({ q: 'https://www.instagram.com/mila.moves/', platforms: ['tiktok'] })).toEqual([]);
  });

  it('answers artist and follower details for each hit', async () => {
    const answer = await app.query(member, 'channel.searchChannels', { q: 'milalive' });
    expect(answer.data[0]).toMatchObject({
      platform: 'twitch',
      handle: 'milalive',
      followers: 20_000,
      artistSlug: 'mila',
      artistName: 'Mila',
    });
  });

  it('treats LIKE wildcards literally and finds nothing for unknown text', async () => {
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: 'mi_a' })).toEqual([]);
    expect(await search({ q: 'qqqxxzz' })).toEqual([]);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'mila', limit: 21 }, 'limit'],
    [{ q: 'mila', limit: 0 }, 'limit'],
    [{ q: 'mila', platforms: ['myspace'] }, 'platforms'],
  ])('%j answers 400 VALIDATION naming %s', async (input, field) => {
    const answer = await app.queryUnchecked(member, 'channel.searchChannels', input);
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain(field);
  });

  it('refuses an expired licence and anonymous callers', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'channel.searchChannels', { q: 'mila' });
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
    expect((await app.query(null, 'channel.searchChannels', { q: 'mila' })).status).toBe(401);
  });
});

describe('channel.compareChannels', () => {
  it('answers the channels in the order asked, with daily follower lines oldest first', async () => {
    const answer = await app.query(member, 'channel.compareChannels', { ids: [ids.milan, ids.milaInsta] });
    expect(answer.status).toBe(200);
    expect(answer.data.channels.map((channel) => keyOf(channel.id))).toEqual(['milan', 'milaInsta']);
    expect(answer.data.channels[0]).toMatchObject({
      handle: 'milan_cooks',
      artistSlug: 'mila',
      followers: 1_000_000,
      dataAsOf: Date.parse('2026-01-05T00:00:00Z'),
    });
    expect(answer.data.growth).toEqual([
      { channelId: ids.milan, points: [{ day: '2026-01-03', followers: 999_000 }] },
      {
        channelId: ids.milaInsta,
        points: [
          { day: '2026-01-01', followers: 497_000 },
          { day: '2026-01-02', followers: 498_000 },
          { day: '2026-01-03', followers: 499_000 },
        ],
      },
    ]);
  });

  it('compares up to six channels, with empty lines where no snapshot exists', async () => {
    const six = Object.values(ids);
    const answer = await app.query(member, 'channel.compareChannels', { ids: six });
    expect(answer.data.channels.map((channel) => channel.id)).toEqual(six);
    expect(answer.data.growth.find((line) => line.channelId === ids.camila)?.points).toEqual([]);
  });

  it('answers NOT_FOUND naming an unknown id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await app.query(member, 'channel.compareChannels', { ids: [ids.milan, unknown] });
    expect(answer.status).toBe(404);
    expect(answer.error?.data.appCode).toBe('NOT_FOUND');
    expect(answer.error?.message).toContain(unknown);
  });

  it.each([
    ['one id', () => [ids.milan], 'ids'],
    ['seven ids', () => [...Object.values(ids), '00000000-0000-4000-8000-000000000000'], 'ids'],
    ['the same id twice', () => [ids.milan, ids.milan], 'once'],
    ['a non-UUID', () => [ids.milan, 'milan'], 'UUID'],
  ])('rejects %s with 400', async (_label, makeIds, text) => {
    const answer = await app.query(member, 'channel.compareChannels', { ids: makeIds() });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain(text);
  });

  it('refuses an expired licence', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'channel.compareChannels', { ids: [ids.milan, ids.milaInsta] });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });
});
