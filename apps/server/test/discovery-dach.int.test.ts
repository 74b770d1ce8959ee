import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Discovery for the German-speaking market: country DE / AT / CH and language de filter every platform the same way.
 * The fixtures share a marker word in their bio; every search adds it as text filter, so the base data's channels
 * never take part and each answer can be asserted as an exact set.
 */

const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitch'] as const;
const MARKER = 'zqdachprobe';

/** Per platform: creators as the German-speaking sets describe them (country from a page, language stated or guessed). */
const FIXTURES = {
  berlin: { country: 'DE', language: 'de', followers: 40_000 },
  // A German creator whose bio told no language (inBeat without an inferable language): found by country only.
  munich: { country: 'DE', language: null, followers: 30_000 },
  vienna: { country: 'AT', language: 'de', followers: 20_000 },
  zurich: { country: 'CH', language: 'de', followers: 10_000, extra: { dialect: 'gsw' } },
  // A German-language streamer or trending channel with no known country: found by language only.
  stream: { country: null, language: 'de', followers: 5_000, extra: { languageInferred: true } },
  newyork: { country: 'US', language: 'en', followers: 50_000 },
} as const;
type Key = keyof typeof FIXTURES;

let app: TestApp;
let member: string;
const ids = new Map<string, Key>();

const found = async (platform: (typeof PLATFORMS)[number], filter: Record<string, unknown>) => {
  const answer = await app.query(member, 'discovery.searchCreators', { platform, text: MARKER, pageSize: 100, ...filter });
  expect(answer.error).toBeNull();
  expect(answer.data.items.every((item) => item.platform === platform)).toBe(true);
  expect(answer.data.total).toBe(answer.data.items.length);
  return answer.data.items.map((item) => ids.get(item.id) ?? `unknown:${item.id}`);
};

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  for (const platform of PLATFORMS) {
    for (const [key, fixture] of Object.entries(FIXTURES) as [Key, (typeof FIXTURES)[Key]][]) {
      const handle = `${MARKER}_${platform}_${key}`;
      const [artist] = await app
        .db()
        .insert(schema.artist)
        .values({ slug: `${MARKER}-${platform}-${key}`, name: `${key} ${platform}` })
        .returning();
      const [row] = await app
        .db()
        .insert(schema.channel)
        .values({
          artistId: artist!.id,
          platform,
          platformId: handle,
          name: `${key} on ${platform}`,
          handle,
          bio: `${MARKER} creator`,
          country: fixture.country,
          language: fixture.language,
          followers: fixture.followers,
          extra: 'extra' in fixture ? fixture.extra : {},
          source: 'test-fixture',
        })
        .returning({ id: schema.channel.id });
      ids.set(row!.id, key);
    }
  }
});
afterAll(() => app.close());

describe('discovery.searchCreators for the German-speaking market', () => {
  describe.each(PLATFORMS)('on %s', (platform) => {
    it.each([
      [{ country: 'DE' }, ['berlin', 'munich']],
      [{ country: 'de' }, ['berlin', 'munich']],
      [{ country: 'AT' }, ['vienna']],
      [{ country: 'CH' }, ['zurich']],
      [{ language: 'de' }, ['berlin', 'vienna', 'zurich', 'stream']],
      [{ language: 'DE' }, ['berlin', 'vienna', 'zurich', 'stream']],
      [{ country: 'CH', language: 'de' }, ['zurich']],
      [{ country: 'DE', language: 'de' }, ['berlin']],
      [{}, ['newyork', 'berlin', 'munich', 'vienna', 'zurich', 'stream']],
    ])('filters %j', async (filter, expected) => {
      // Sorted by followers, biggest first (the default), so the order is part of the answer.
      expect(await found(platform, filter)).toEqual(expected);
    });
  });

  it('says which languages were guessed from the channel texts', async () => {
    const answer = await app.query(member, 'discovery.searchCreators', {
      platform: 'youtube',
      text: MARKER,
      language: 'de',
    });
    expect(answer.data.items.map((item) => [ids.get(item.id), item.languageInferred])).toEqual([
      ['berlin', false],
      ['vienna', false],
      ['zurich', false],
      ['stream', true],
    ]);
  });

  it('answers a bad country or language code with a validation error, not an empty list', async () => {
    for (const filter of [{ country: 'Germany' }, { language: 'deu' }]) {
      const answer = await app.query(member, 'discovery.searchCreators', { platform: 'twitch', ...filter });
      expect(answer.status).toBe(400);
      expect(answer.error?.data.code).toBe('BAD_REQUEST');
    }
  });
});
