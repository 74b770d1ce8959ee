import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapCategoryIds } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 38 in creator discovery, over hand-made TikTok channels (the base data has no TikTok channel, so every row
 * is one of these): taxonomy categories (case-insensitive, labels and old free text), the picker's counts, "data
 * newer than", the count of channels a range hides because a figure is unknown, "also listed for this market", the
 * bot-risk value "not enough data", and the saved-search round trip of all of them.
 */

const DAY = 86_400_000;
const now = Date.now();

interface Fixture {
  name: string;
  bio: string | null;
  labels: string[];
  posts?: string[];
  followers: number | null;
  engagementRate: number | null;
  country: string | null;
  marketCountry?: string;
  language: string | null;
  /** Days before today the figures were observed; null: unknown. */
  ageDays: number | null;
  botRisk?: string;
}

const FIXTURES = {
  // Filed under YouTube's broad Howto & Style, but its posts are recipes: food-cooking.
  kitchen: {
    name: 'Ofenliebe',
    bio: null,
    labels: ['howto', 'style'],
    posts: ['Rezept: Kürbissuppe in 20 Minuten', 'Brot backen für Anfänger', 'Meal Prep #rezept', 'Mein Lieblingsmesser'],
    followers: 80_000,
    engagementRate: 0.04,
    country: 'DE',
    language: 'de',
    ageDays: 30,
  },
  // inBeat writes niches lower case; the artist page writes "Fitness".
  trainer: {
    name: 'Kraftwerk Kim',
    bio: 'Personal Trainerin aus Köln',
    labels: ['fitness'],
    followers: 250_000,
    engagementRate: 0.03,
    country: 'DE',
    language: 'de',
    ageDays: 200,
    botRisk: 'insufficient-data',
  },
  // No subscriber count at all (as most German YouTube channels): unknown, never 0.
  quiet: {
    name: 'Stille Küche',
    bio: 'Ich koche vegan, jeden Sonntag ein neues Rezept',
    labels: [],
    followers: null,
    engagementRate: null,
    country: 'DE',
    language: 'de',
    ageDays: 800,
  },
  // Lives in Ireland; a top list named it popular in Germany.
  visitor: {
    name: 'Emerald Eats',
    bio: 'Food and travel from Galway',
    labels: ['food', 'travel'],
    followers: 600_000,
    engagementRate: 0.02,
    country: 'IE',
    marketCountry: 'DE',
    language: 'en',
    ageDays: null,
    botRisk: 'low',
  },
  gamer: {
    name: 'Pixelpilot',
    bio: null,
    labels: ['gaming'],
    followers: 40_000,
    engagementRate: null,
    country: 'AT',
    language: 'de',
    ageDays: 10,
    botRisk: 'high',
  },
} satisfies Record<string, Fixture>;
type Key = keyof typeof FIXTURES;

let app: TestApp;
let member: string;
const ids = {} as Record<Key, string>;
const keyOf = (id: string) => (Object.keys(ids) as Key[]).find((key) => ids[key] === id) ?? `unknown:${id}`;

const search = async (input: Record<string, unknown>) => {
  const answer = await app.query(member, 'discovery.searchCreators', { platform: 'tiktok', pageSize: 100, ...input });
  expect(answer.error).toBeNull();
  return answer.data;
};
const keys = async (input: Record<string, unknown>) => (await search(input)).items.map((item) => keyOf(item.id)).sort();

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const [artist] = await app.db().insert(schema.artist).values({ slug: 'taxonomy-crew', name: 'Taxonomy Crew' }).returning();
  for (const [key, fixture] of Object.entries(FIXTURES) as [Key, Fixture][]) {
    const [row] = await app
      .db()
      .insert(schema.channel)
      .values({
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: `tiktok-${key}`,
        name: fixture.name,
        handle: key,
        bio: fixture.bio,
        categories: fixture.labels,
        // As the seed writes them (packages/db/src/seed/category-ids.ts): labels, name, bio and post texts.
        categoryIds: mapCategoryIds({ labels: fixture.labels, names: [fixture.name], bio: fixture.bio, postTexts: fixture.posts }),
        followers: fixture.followers,
        engagementRate: fixture.engagementRate,
        country: fixture.country,
        marketCountry: fixture.marketCountry ?? null,
        language: fixture.language,
        botRisk: fixture.botRisk ?? null,
        dataAsOf: fixture.ageDays === null ? null : new Date(now - fixture.ageDays * DAY),
        source: 'test-fixture',
      })
      .returning({ id: schema.channel.id });
    ids[key] = row!.id;
  }
});
afterAll(() => app.close());

describe('discovery categories', () => {
  it.each([
    ['fitness', ['trainer']],
    ['Fitness', ['trainer']],
    ['FITNESS', ['trainer']],
    ['Food', ['kitchen', 'quiet', 'visitor']],
    ['food-cooking', ['kitchen', 'quiet', 'visitor']],
    ['Essen & Kochen', ['kitchen', 'quiet', 'visitor']],
    ['Gaming', ['gamer']],
    ['travel', ['visitor']],
  ])('%s finds %j', async (category, expected) => {
    expect(await keys({ category })).toEqual([...expected].sort());
  });

  it('keeps an old free-text category that names no taxonomy category working on the source labels', async () => {
    expect(await keys({ category: 'Howto' })).toEqual(['kitchen']);
    expect(await keys({ category: 'no such thing' })).toEqual([]);
  });

  it('returns the taxonomy ids beside the source labels as read', async () => {
    const kitchen = (await search({ category: 'howto' })).items[0]!;
    expect(kitchen).toMatchObject({ categories: ['howto', 'style'], categoryIds: ['food-cooking'] });
  });

  it('counts the channels per category of the platform for the picker, zero included', async () => {
    const counts = await app.query(member, 'discovery.listCategoryCounts', { platform: 'tiktok' });
    expect(counts.error).toBeNull();
    const byId = Object.fromEntries(counts.data.map((entry) => [entry.id, entry.count]));
    expect(byId).toMatchObject({ 'food-cooking': 3, fitness: 1, gaming: 1, travel: 1, music: 0 });
    expect(counts.data).toHaveLength(35);
  });
});

describe('discovery data date', () => {
  it.each([
    ['3m', ['gamer', 'kitchen']],
    ['12m', ['gamer', 'kitchen', 'trainer']],
    ['24m', ['gamer', 'kitchen', 'trainer']],
    ['2000-01-01', ['gamer', 'kitchen', 'quiet', 'trainer']],
  ])('dataNewerThan %s keeps %j (an unknown date never passes)', async (dataNewerThan, expected) => {
    expect(await keys({ dataNewerThan })).toEqual([...expected].sort());
  });

  it('refuses a value that is neither a month choice nor a day', async () => {
    const answer = await app.query(member, 'discovery.searchCreators', { platform: 'tiktok', dataNewerThan: '5 years' });
    expect(answer.status).toBe(400);
  });

  it('says where each row figures come from', async () => {
    const [row] = (await search({ category: 'gaming' })).items;
    expect(row).toMatchObject({ dataSource: 'test-fixture', dataAsOf: expect.any(Number) });
  });
});

describe('discovery unknown figures', () => {
  it('says how many channels a range hides because their figure is unknown, and includes them on request', async () => {
    const strict = await search({ followersMin: 50_000 });
    expect(strict.items.map((item) => keyOf(item.id)).sort()).toEqual(['kitchen', 'trainer', 'visitor']);
    expect(strict.hiddenUnknown).toEqual({ count: 1, isCapped: false, figures: ['followers'] });

    const included = await search({ followersMin: 50_000, includeUnknown: true });
    expect(included.items.map((item) => keyOf(item.id)).sort()).toEqual(['kitchen', 'quiet', 'trainer', 'visitor']);
    expect(included.hiddenUnknown).toBeNull();
    // Unknown stays unknown: the row says null, never 0.
    expect(included.items.find((item) => keyOf(item.id) === 'quiet')).toMatchObject({ followers: null, engagementRate: null });
  });

  it('counts only channels the other conditions and known ranges let through', async () => {
    // gamer: followers known but under the minimum, engagement unknown: the followers range excludes it anyway.
    const both = await search({ followersMin: 50_000, engagementMin: 0.01, language: 'de' });
    expect(both.items.map((item) => keyOf(item.id)).sort()).toEqual(['kitchen', 'trainer']);
    expect(both.hiddenUnknown).toEqual({ count: 1, isCapped: false, figures: ['followers', 'engagement'] });
  });

  it('reports nothing hidden without a range', async () => {
    expect((await search({ country: 'DE' })).hiddenUnknown).toBeNull();
  });
});

describe('discovery country and bot risk', () => {
  it('matches the home country, and the listed-for market only when asked', async () => {
    expect(await keys({ country: 'DE' })).toEqual(['kitchen', 'quiet', 'trainer']);
    expect(await keys({ country: 'DE', alsoListedForMarket: true })).toEqual(['kitchen', 'quiet', 'trainer', 'visitor']);
  });

  it('filters on "not enough data" as a bot-risk value of its own', async () => {
    expect(await keys({ botRisk: ['insufficient-data'] })).toEqual(['trainer']);
    expect(await keys({ botRisk: ['low', 'insufficient-data'] })).toEqual(['trainer', 'visitor']);
  });
});

describe('discovery saved searches with the issue-38 filters', () => {
  it('stores a typed category as its taxonomy id and replays every new filter unchanged', async () => {
    const saved = await app.mutate(member, 'discovery.saveSearch', {
      name: 'Fitness DE',
      platform: 'tiktok',
      filters: {
        category: 'Fitness',
        dataNewerThan: '12m',
        includeUnknown: true,
        followersMin: 100_000,
        country: 'DE',
        alsoListedForMarket: true,
        botRisk: ['insufficient-data'],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.filters).toMatchObject({
      category: 'fitness',
      dataNewerThan: '12m',
      includeUnknown: true,
      alsoListedForMarket: true,
      botRisk: ['insufficient-data'],
    });
    const listed = await app.query(member, 'discovery.listSavedSearches');
    const again = listed.data.find((entry) => entry.id === saved.data.id)!;
    expect(again.filters).toEqual(saved.data.filters);
    expect(await keys({ ...again.filters })).toEqual(['trainer']);
  });

  it('replays an old saved search whose category is free text in another case', async () => {
    const saved = await app.mutate(member, 'discovery.saveSearch', { name: 'Old', platform: 'tiktok', filters: { category: 'GAMING' } });
    expect(saved.data.filters.category).toBe('gaming');
    expect(await keys({ ...saved.data.filters })).toEqual(['gamer']);
  });
});
