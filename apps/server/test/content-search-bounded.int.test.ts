import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_COUNT_CAP } from '@creatorlens/contracts';
import { searchContent, type ContentSearchPage, type SearchContentInput } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import type { Actor } from '@creatorlens/core/actor';
import { schema } from '@creatorlens/db';
import { organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';

/**
 * Content search bounded by the page (issue 41): capped counts, keyset cursor pages that continue exactly in both
 * sorts and with every plan, tampered cursors, and the visibility rule for posts of unconfirmed imports.
 * "quillbrook" is in CAP + 50 posts; "marrowfen" in every 170th of them (ties in time and rank) plus the imports' posts.
 */
const BULK = DISCOVERY_COUNT_CAP + 50;
const MARROWFEN = Math.floor(BULK / 170);

let app: TestApp;
let member: string;
let kessel: string;
let actor: Actor;
const kesselPosts: string[] = [];
let nordlichtPost = '';

type Plan = { frequentTermMatches?: number; walkMatches?: number };
const PLANS: [string, Plan][] = [
  ['all matches', { frequentTermMatches: 1e9 }],
  ['newest months', { frequentTermMatches: -1 }],
  ['newest posts walked', { frequentTermMatches: -1, walkMatches: -1 }],
];

async function walk(next: (cursor: string | undefined) => Promise<{ items: { id: string }[]; nextCursor: string | null }>) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await next(cursor);
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('cursor paging did not end');
}

const search = async (cookie: string, input: ProcedureInput<'discovery.searchContent'>) => {
  const answer = await app.query(cookie, 'discovery.searchContent', input);
  expect(answer.error).toBeNull();
  return answer.data;
};
const core = (input: SearchContentInput, plan: Plan): Promise<ContentSearchPage> => searchContent({ db: app.db(), actor }, input, plan);

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  const db = app.db();
  const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
  actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
  const [artist] = await db.insert(schema.artist).values({ slug: 'bounded-content', name: 'Bounded Content' }).returning();
  const channel = async (handle: string, visibleToOrganizationId: string | null) => {
    const [row] = await db
      .insert(schema.channel)
      .values({
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: `bounded-${handle}`,
        name: handle,
        handle,
        source: 'test-fixture',
        visibleToOrganizationId,
      })
      .returning({ id: schema.channel.id });
    return row!.id;
  };
  const publicChannel = await channel('bounded_public', null);
  // Dates repeat every 40 posts (ties in time, broken by id); the word count repeats every 3 (ties in rank).
  await db.execute(sql`
    insert into post (channel_id, platform, platform_post_id, type, caption, published_at, source)
    select ${publicChannel}::uuid, 'tiktok', 'bounded-' || i, 'video',
           'quillbrook ' || case when i % 170 = 0 then repeat('marrowfen ', 1 + i % 3) else '' end || 'filler',
           timestamptz '2026-05-01T12:00:00Z' - ((i % 40) * interval '1 day'), 'test-fixture'
    from generate_series(1, ${BULK}) as i`);
  const kesselChannel = await channel('bounded_kessel', await organizationIdByName(app, 'Kessel Brands GmbH'));
  const nordlichtChannel = await channel('bounded_nordlicht', await organizationIdByName(app, 'Nordlicht Agency'));
  for (const [index, channelId] of [kesselChannel, kesselChannel, nordlichtChannel].entries()) {
    const [row] = await db
      .insert(schema.post)
      .values({
        channelId,
        platform: 'tiktok',
        platformPostId: `bounded-import-${index}`,
        type: 'video',
        caption: 'marrowfen import',
        publishedAt: new Date(Date.UTC(2026, 3, 10 + index, 12)),
        source: 'test-fixture',
      })
      .returning({ id: schema.post.id });
    if (channelId === kesselChannel) kesselPosts.push(row!.id);
    else nordlichtPost = row!.id;
  }
});
afterAll(() => app.close());

describe('content search: capped counts', () => {
  it('stops counting at the cap and says so (all-matches plan)', async () => {
    const page = await core({ q: 'quillbrook', pageSize: 10 }, { frequentTermMatches: 1e9 });
    expect(page).toMatchObject({ total: DISCOVERY_COUNT_CAP, totalIsCapped: true, totalIsEstimate: false, rankedAmongNewest: null });
    expect(page.items).toHaveLength(10);
    expect(typeof page.nextCursor).toBe('string');
  });

  it('marks the frequent-words total as an estimate and names the ranking window', async () => {
    const page = await core({ q: 'quillbrook', pageSize: 10 }, { frequentTermMatches: -1 });
    expect(page).toMatchObject({ totalIsEstimate: true, rankedAmongNewest: 1000 });
    expect(page.total).toBeLessThanOrEqual(DISCOVERY_COUNT_CAP);
  });

  it('counts exactly below the cap, with the visibility rule', async () => {
    expect(await search(member, { q: 'marrowfen' })).toMatchObject({ total: MARROWFEN + 1, totalIsCapped: false });
    expect(await search(kessel, { q: 'marrowfen' })).toMatchObject({ total: MARROWFEN + 2, totalIsCapped: false });
  });
});

describe('content search: keyset pages', () => {
  for (const sort of ['relevance', 'newest'] as const) {
    for (const [name, plan] of PLANS) {
      it(`${sort}, ${name}: cursor pages equal the full list, no duplicate, no gap`, async () => {
        const full = (await core({ q: 'marrowfen', sort, pageSize: 100 }, plan)).items.map((item) => item.id);
        expect(full).toHaveLength(MARROWFEN + 1);
        const walked = await walk((cursor) => core({ q: 'marrowfen', sort, pageSize: 7, cursor }, plan));
        expect(walked).toEqual(full);
        expect(new Set(walked).size).toBe(walked.length);
      });
    }
  }

  it('pages the same through the API, and numbered pages agree with cursor pages', async () => {
    const full = (await search(member, { q: 'marrowfen', sort: 'newest', pageSize: 100 })).items.map((item) => item.id);
    expect(await walk((cursor) => search(member, { q: 'marrowfen', sort: 'newest', pageSize: 9, cursor }))).toEqual(full);
    const numbered: string[] = [];
    for (const page of [1, 2, 3])
      numbered.push(...(await search(member, { q: 'marrowfen', sort: 'newest', pageSize: 9, page })).items.map((item) => item.id));
    expect(numbered).toEqual(full.slice(0, 27));
  });

  it('keeps the newest order across ties in the frequent-words plans too', async () => {
    const pages = await walk((cursor) =>
      core({ q: 'quillbrook', sort: 'newest', pageSize: 50, cursor, publishedFrom: Date.parse('2026-04-25') }, { frequentTermMatches: -1 }),
    );
    const all = await core(
      { q: 'quillbrook', sort: 'newest', pageSize: 100, publishedFrom: Date.parse('2026-04-25') },
      { frequentTermMatches: 1e9 },
    );
    expect(pages.slice(0, 100)).toEqual(all.items.map((item) => item.id));
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('content search: visibility across pages', () => {
  it('never shows another organisation’s unconfirmed import, on any page, in any sort', async () => {
    for (const sort of ['relevance', 'newest'] as const) {
      const asMember = await walk((cursor) => search(member, { q: 'marrowfen', sort, pageSize: 8, cursor }));
      expect(asMember).toContain(nordlichtPost);
      expect(asMember.filter((id) => kesselPosts.includes(id))).toEqual([]);
      const asKessel = await walk((cursor) => search(kessel, { q: 'marrowfen', sort, pageSize: 8, cursor }));
      expect(asKessel).toEqual(expect.arrayContaining(kesselPosts));
      expect(asKessel).not.toContain(nordlichtPost);
    }
  });
});

describe('content search: bad cursors', () => {
  const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  it.each([
    ['not base64', 'not a cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an id that is no uuid', forged({ s: 'newest', r: null, t: 1, i: "x' or 1=1" })],
    ['a time that is text', forged({ s: 'newest', r: null, t: '1', i: '5c000000-0000-4000-8000-000000000001' })],
    ['relevance without a rank', forged({ s: 'relevance', r: null, t: 1, i: '5c000000-0000-4000-8000-000000000001' })],
    ['extra fields', forged({ s: 'newest', r: null, t: 1, i: '5c000000-0000-4000-8000-000000000001', x: 1 })],
    ['too long', 'a'.repeat(500)],
  ])('%s answers 400 VALIDATION naming the cursor', async (_name, cursor) => {
    const answer = await app.queryUnchecked(member, 'discovery.searchContent', { q: 'marrowfen', sort: 'relevance', cursor });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain('cursor');
  });

  it('refuses a cursor of another sort order, and a cursor with a page number', async () => {
    const { nextCursor } = await search(member, { q: 'marrowfen', sort: 'newest', pageSize: 5 });
    const other = await app.queryUnchecked(member, 'discovery.searchContent', { q: 'marrowfen', sort: 'relevance', cursor: nextCursor });
    expect(other.status).toBe(400);
    expect(other.error?.message).toContain('cursor');
    const both = await app.queryUnchecked(member, 'discovery.searchContent', {
      q: 'marrowfen',
      sort: 'newest',
      page: 2,
      cursor: nextCursor,
    });
    expect(both.status).toBe(400);
  });

  it('ends page numbers at 1,000 rows; the cursor goes on', async () => {
    const answer = await app.queryUnchecked(member, 'discovery.searchContent', { q: 'quillbrook', page: 21, pageSize: 50 });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('page');
  });
});
