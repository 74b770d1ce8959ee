import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DISCOVERY_COUNT_CAP, encodeCreatorCursor } from '@creatorlens/contracts';
import { searchCreators } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

/**
 * Issue 41: creator discovery whose cost is bounded by the page. More TikTok channels than the count cap (the base
 * data has none), followers in a few values so ties are everywhere, every tenth follower count unknown, and a small
 * Austrian group for the filter-first plan: capped counts, keyset pages that continue exactly, tampered cursors, and
 * the visibility rule across pages.
 */

const BULK = DISCOVERY_COUNT_CAP + 20;
const AUSTRIAN = 40;

let app: TestApp;
let member: string;
let kessel: string;
let kesselId: string;
const hiddenFromMember: string[] = [];
let ownImport: string;

type Page = { items: { id: string; followers: number | null }[]; total: number; totalIsCapped: boolean; nextCursor: string | null };

const search = async (cookie: string, input: Record<string, unknown>): Promise<Page> => {
  const answer = await app.query(cookie, 'discovery.searchCreators', { platform: 'tiktok', ...input });
  expect(answer.error).toBeNull();
  return answer.data as Page;
};

/** Every page by cursor, from the first, until nextCursor is null. */
async function walkByCursor(next: (cursor: string | undefined) => Promise<Page>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await next(cursor);
    ids.push(...page.items.map((item) => item.id));
    if (page.nextCursor === null) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('cursor paging did not end');
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  kesselId = await organizationIdByName(app, 'Kessel Brands GmbH');
  const nordlichtId = await organizationIdByName(app, 'Nordlicht Agency');
  const db = app.db();
  const [artist] = await db.insert(schema.artist).values({ slug: 'keyset-crowd', name: 'Keyset Crowd' }).returning();
  // Followers in 7 values (0..6000) and unknown for every tenth: long runs of ties the id must break.
  await db.execute(sql`
    insert into channel (artist_id, platform, platform_id, name, handle, followers, engagement_rate, country, source)
    select ${artist!.id}::uuid, 'tiktok', 'keyset-' || i, 'Keyset ' || i, 'keyset' || i,
           case when i % 10 = 0 then null else (i % 7) * 1000 end, (i % 3) / 100.0,
           case when i <= ${AUSTRIAN} then 'AT' else 'US' end, 'test-fixture'
    from generate_series(1, ${BULK}) as i`);
  // Unconfirmed imports: three of Kessel's (with tied follower counts) and one of Nordlicht's, all Austrian.
  for (const [index, organizationId] of [kesselId, kesselId, kesselId, nordlichtId].entries()) {
    const [row] = await db
      .insert(schema.channel)
      .values({
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: `keyset-import-${index}`,
        name: `Import ${index}`,
        handle: `keyset_import_${index}`,
        followers: 3000,
        engagementRate: 0.01,
        country: 'AT',
        source: 'test-fixture',
        visibleToOrganizationId: organizationId,
      })
      .returning({ id: schema.channel.id });
    if (organizationId === kesselId) hiddenFromMember.push(row!.id);
    else ownImport = row!.id;
  }
});
afterAll(() => app.close());

describe('discovery.searchCreators: capped counts', () => {
  it('stops counting at the cap and says so', async () => {
    const page = await search(member, { pageSize: 10 });
    expect(page).toMatchObject({ total: DISCOVERY_COUNT_CAP, totalIsCapped: true });
    expect(page.items).toHaveLength(10);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('counts exactly below the cap, with the visibility rule', async () => {
    expect(await search(member, { country: 'AT' })).toMatchObject({ total: AUSTRIAN + 1, totalIsCapped: false });
    expect(await search(kessel, { country: 'AT' })).toMatchObject({ total: AUSTRIAN + 3, totalIsCapped: false });
  });
});

describe('discovery.searchCreators: keyset pages', () => {
  it.each([
    ['followers', 'desc'],
    ['followers', 'asc'],
    ['engagementRate', 'desc'],
    ['engagementRate', 'asc'],
  ] as const)('by %s %s, cursor pages continue exactly: no duplicate, no gap, ties and unknowns included', async (sort, direction) => {
    const full = (await search(member, { country: 'AT', sort, direction, pageSize: 100 })).items.map((item) => item.id);
    expect(full).toHaveLength(AUSTRIAN + 1);
    const walked = await walkByCursor((cursor) => search(member, { country: 'AT', sort, direction, pageSize: 6, cursor }));
    expect(walked).toEqual(full);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toContain(ownImport);
    for (const hidden of hiddenFromMember) expect(walked).not.toContain(hidden);
  });

  it('answers the same cursor pages with both plans, across the unknown figures and the visibility rule', async () => {
    const db = app.db();
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
    const actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
    for (const direction of ['desc', 'asc'] as const) {
      const input = { platform: 'tiktok' as const, country: 'AT', sort: 'followers' as const, direction, pageSize: 4 };
      const byPlan = [];
      for (const plan of ['filter-first', 'index-walk'] as const) {
        byPlan.push(await walkByCursor((cursor) => searchCreators({ db, actor }, { ...input, cursor }, { plan })));
      }
      expect(byPlan[1]).toEqual(byPlan[0]);
      expect(byPlan[0]).toHaveLength(AUSTRIAN + 1);
      for (const hidden of hiddenFromMember) expect(byPlan[0]).not.toContain(hidden);
    }
  });

  it('continues the broad list (more matches than the cap: the index walk) exactly as page numbers do', async () => {
    const numbered: string[] = [];
    for (const page of [1, 2, 3]) numbered.push(...(await search(member, { page, pageSize: 50 })).items.map((item) => item.id));
    const cursorPages: string[] = [];
    let cursor: string | undefined;
    for (let k = 0; k < 3; k += 1) {
      const page = await search(member, { pageSize: 50, cursor });
      cursorPages.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor!;
    }
    expect(cursorPages).toEqual(numbered);
    expect(new Set(cursorPages).size).toBe(150);
  });

  it('pages deep past the cap by cursor, from the last known figure into the unknown ones', async () => {
    // After the smallest known follower count (0) at the smallest possible id, in followers DESC, id DESC order, only
    // the unknowns remain (about a tenth of the channels, far past the cap and the page numbers).
    const cursor = encodeCreatorCursor({ s: 'followers', d: 'desc', f: 0, i: '00000000-0000-4000-8000-000000000000' });
    const page = await search(member, { cursor, pageSize: 100 });
    expect(page.items).toHaveLength(100);
    expect(page.items.every((item) => item.followers === null)).toBe(true);
    const ids = page.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const next = await search(member, { cursor: page.nextCursor, pageSize: 100 });
    expect(next.items[0]!.id < ids.at(-1)!).toBe(true);
  });
});

describe('discovery.searchCreators: bad cursors and deep page numbers', () => {
  const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  it.each([
    ['not base64', 'not a cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an id that is no uuid', forged({ s: 'followers', d: 'desc', f: 5, i: "x' or 1=1" })],
    ['a figure that is text', forged({ s: 'followers', d: 'desc', f: '5', i: '5c000000-0000-4000-8000-000000000001' })],
    ['extra fields', forged({ s: 'followers', d: 'desc', f: 5, i: '5c000000-0000-4000-8000-000000000001', x: 1 })],
    ['too long', 'a'.repeat(500)],
  ])('%s answers 400 VALIDATION naming the cursor', async (_name, cursor) => {
    const answer = await app.queryUnchecked(member, 'discovery.searchCreators', { platform: 'tiktok', cursor });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain('cursor');
  });

  it('refuses a cursor of another sort order', async () => {
    const { nextCursor } = await search(member, { sort: 'followers', pageSize: 5 });
    const answer = await app.queryUnchecked(member, 'discovery.searchCreators', {
      platform: 'tiktok',
      sort: 'engagementRate',
      cursor: nextCursor,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('cursor');
  });

  it('ends page numbers at 1,000 rows; the cursor goes on', async () => {
    const answer = await app.queryUnchecked(member, 'discovery.searchCreators', { platform: 'tiktok', page: 21, pageSize: 50 });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('page');
  });
});
