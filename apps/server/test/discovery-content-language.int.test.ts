import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

/**
 * Issue 38, content search: German and English word forms match (stemming), and the posting channel's language and
 * home country narrow the search. The invented word stems ("quirlbrot…") appear only in the posts made here.
 */

let app: TestApp;
let member: string;
const ids: Record<string, string> = {};

const search = async (input: ProcedureInput<'discovery.searchContent'>) => {
  const answer = await app.query(member, 'discovery.searchContent', input);
  expect(answer.error).toBeNull();
  return answer.data.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? item.id).sort();
};

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'stem-kitchen', name: 'Stem Kitchen' }).returning();
  const channels = await db
    .insert(schema.channel)
    .values([
      {
        artistId: artist!.id,
        platform: 'instagram',
        platformId: 'stem.de',
        name: 'Küche DE',
        handle: 'stem.de',
        language: 'de',
        country: 'DE',
        source: 'test-fixture',
      },
      {
        artistId: artist!.id,
        platform: 'instagram',
        platformId: 'stem.at',
        name: 'Küche AT',
        handle: 'stem.at',
        language: 'de',
        country: 'AT',
        source: 'test-fixture',
      },
      {
        artistId: artist!.id,
        platform: 'instagram',
        platformId: 'stem.en',
        name: 'Kitchen EN',
        handle: 'stem.en',
        language: 'en',
        country: 'GB',
        source: 'test-fixture',
      },
    ])
    .returning();
  const [de, at, en] = channels;
  const posts = [
    { key: 'de-rezepte', channelId: de!.id, caption: 'Drei schnelle Rezepte mit Quirlbrot für die Woche' },
    { key: 'at-rezept', channelId: at!.id, caption: 'Mein liebstes Rezept: Quirlbrot aus dem Ofen' },
    { key: 'en-recipes', channelId: en!.id, caption: 'Three quirlbread recipes for busy weeks' },
    { key: 'en-recipe', channelId: en!.id, caption: 'One quirlbread recipe, ten minutes' },
    // Snapchat has no creator channels anywhere in the product: its posts are never offered or found.
    { key: 'snap-rezept', channelId: de!.id, caption: 'Quirlbrot Rezept als Snap', platform: 'snapchat' as const },
  ];
  for (const [index, post] of posts.entries()) {
    const [row] = await db
      .insert(schema.post)
      .values({
        channelId: post.channelId,
        platform: post.platform ?? 'instagram',
        platformPostId: `stem-${post.key}`,
        type: 'image',
        caption: post.caption,
        publishedAt: new Date(Date.UTC(2026, 2, 1 + index, 12)),
        source: 'test-fixture',
      })
      .returning();
    ids[post.key] = row!.id;
  }
});
afterAll(() => app?.close());

describe('content search: word forms, language and country', () => {
  it('finds German plural and singular from either form ("Rezept" finds "Rezepte")', async () => {
    expect(await search({ q: 'Rezept quirlbrot' })).toEqual(['at-rezept', 'de-rezepte']);
    expect(await search({ q: 'Rezepte quirlbrot' })).toEqual(['at-rezept', 'de-rezepte']);
  });

  it('finds English plural and singular from either form ("recipe" finds "recipes")', async () => {
    expect(await search({ q: 'recipe quirlbread' })).toEqual(['en-recipe', 'en-recipes']);
    expect(await search({ q: 'recipes quirlbread' })).toEqual(['en-recipe', 'en-recipes']);
  });

  it("narrows to the posting channel's language and home country", async () => {
    expect(await search({ q: 'quirlbrot OR quirlbread', language: 'de' })).toEqual(['at-rezept', 'de-rezepte']);
    expect(await search({ q: 'quirlbrot OR quirlbread', language: 'en' })).toEqual(['en-recipe', 'en-recipes']);
    expect(await search({ q: 'quirlbrot OR quirlbread', country: 'AT' })).toEqual(['at-rezept']);
    expect(await search({ q: 'quirlbrot OR quirlbread', language: 'de', country: 'GB' })).toEqual([]);
  });

  it('searches only platforms with creator channels: no Snapchat', async () => {
    expect(await search({ q: 'quirlbrot' })).toEqual(['at-rezept', 'de-rezepte']);
    expect(await search({ q: 'quirlbrot', platforms: ['snapchat'] })).toEqual([]);
  });

  it('refuses a malformed language or country with a clear message', async () => {
    const answer = await app.query(member, 'discovery.searchContent', { q: 'quirlbrot', language: 'deu' });
    expect(answer.error?.message).toContain('two-letter');
  });
});
