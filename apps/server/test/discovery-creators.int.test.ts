import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchCreators } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { mapCategoryIds } from '@creatorlens/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Creator discovery over hand-made TikTok channels: the base data has no TikTok channel, so every TikTok row in
 * this database is one of these and each filter's result can be asserted as an exact set of ids.
 */

const FIXTURES = {
  alpha: {
    name: 'Alpha Beats',
    handle: 'alpha.beats',
    bio: 'Berlin techno producer',
    followers: 1_000,
    engagementRate: 0.1,
    followers30dGrowth: 0.5,
    followers30dGain: 500,
    averageViews: 5_000,
    averageLikes: 400,
    postsPerWeek: 7,
    country: 'DE',
    language: 'de',
    categories: ['music', 'dance'],
  },
  bravo: {
    name: 'Bravo Laughs',
    handle: 'bravo_laughs',
    bio: 'Sketches from Vienna',
    followers: 50_000,
    engagementRate: 0.05,
    followers30dGrowth: 0.1,
    followers30dGain: 5_000,
    averageViews: 100_000,
    averageLikes: 3_000,
    postsPerWeek: 3,
    country: 'AT',
    language: 'de',
    categories: ['comedy'],
  },
  charlie: {
    name: 'Charlie Sings',
    handle: 'charliesings',
    bio: 'Singer and songwriter',
    followers: 200_000,
    engagementRate: 0.02,
    followers30dGrowth: -0.05,
    followers30dGain: -10_000,
    averageViews: 1_000_000,
    averageLikes: 20_000,
    postsPerWeek: 14,
    country: 'US',
    language: 'en',
    categories: ['music'],
  },
  delta: {
    name: 'Delta Plays',
    handle: 'deltaplays',
    bio: null,
    followers: 2_000_000,
    engagementRate: 0.01,
    followers30dGrowth: 0.01,
    followers30dGain: 20_000,
    averageViews: 5_000_000,
    averageLikes: 50_000,
    postsPerWeek: 1,
    country: 'US',
    language: 'en',
    categories: ['gaming'],
  },
  echo: {
    name: 'Echo Unknown',
    handle: 'echo.unknown',
    bio: null,
    followers: null,
    engagementRate: null,
    followers30dGrowth: null,
    followers30dGain: null,
    averageViews: null,
    averageLikes: null,
    postsPerWeek: null,
    country: null,
    language: null,
    categories: [],
  },
  foxtrot: {
    name: 'Foxtrot Fun',
    handle: 'foxtrot.fun',
    bio: 'Techno und Comedy aus Hamburg',
    followers: 50_000,
    engagementRate: 0.05,
    followers30dGrowth: 0.2,
    followers30dGain: 8_000,
    averageViews: 80_000,
    averageLikes: 2_500,
    postsPerWeek: 5,
    country: 'DE',
    language: 'en',
    categories: ['comedy', 'music'],
  },
} as const;
type Key = keyof typeof FIXTURES;

let app: TestApp;
let member: string;
const ids = {} as Record<Key, string>;
const keyOf = (id: string): string => (Object.keys(ids) as Key[]).find((key) => ids[key] === id) ?? `unknown:${id}`;

const search = async (input: Record<string, unknown>) => {
  const answer = await app.query(member, 'discovery.searchCreators', { platform: 'tiktok', ...input });
  expect(answer.error).toBeNull();
  return answer.data;
};
const keys = async (input: Record<string, unknown>) => (await search(input)).items.map((item) => keyOf(item.id));
const sortedKeys = async (input: Record<string, unknown>) => (await keys({ pageSize: 100, ...input })).sort();

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  const [artist] = await app.db().insert(schema.artist).values({ slug: 'discovery-crew', name: 'Discovery Crew' }).returning();
  for (const [key, fixture] of Object.entries(FIXTURES) as [Key, (typeof FIXTURES)[Key]][]) {
    const [row] = await app
      .db()
      .insert(schema.channel)
      .values({
        ...fixture,
        categories: [...fixture.categories],
        // The taxonomy ids as the seed and the connectors write them from the source labels.
        categoryIds: mapCategoryIds({ labels: fixture.categories }),
        artistId: artist!.id,
        platform: 'tiktok',
        platformId: `tiktok-${fixture.handle}`,
        followersSparkline: fixture.followers === null ? [] : [fixture.followers - 10, fixture.followers],
        dataAsOf: new Date('2026-01-02T00:00:00Z'),
        source: 'test-fixture',
      })
      .returning({ id: schema.channel.id });
    ids[key] = row!.id;
  }
});
afterAll(() => app.close());

const byIdAscending = (a: Key, b: Key) => (ids[a] < ids[b] ? -1 : 1);

describe('discovery.searchCreators: filters', () => {
  it('lists every channel of the platform by followers, biggest first, unknown figures last', async () => {
    const page = await search({});
    const tie = (['bravo', 'foxtrot'] as Key[]).sort(byIdAscending).reverse();
    expect(page.items.map((item) => keyOf(item.id))).toEqual(['delta', 'charlie', ...tie, 'alpha', 'echo']);
    expect(page).toMatchObject({ total: 6, totalIsCapped: false, page: 1, pageSize: 50 });
    expect(page.items[0]).toMatchObject({
      artistSlug: 'discovery-crew',
      sparkline: [1_999_990, 2_000_000],
      dataAsOf: Date.parse('2026-01-02T00:00:00Z'),
    });
  });

  it.each([
    [{ followersMin: 50_000 }, ['bravo', 'charlie', 'delta', 'foxtrot']],
    [{ followersMax: 50_000 }, ['alpha', 'bravo', 'foxtrot']],
    [{ followersMin: 50_000, followersMax: 50_000 }, ['bravo', 'foxtrot']],
    [{ engagementMin: 0.05 }, ['alpha', 'bravo', 'foxtrot']],
    [{ engagementMax: 0.02 }, ['charlie', 'delta']],
    [{ growth30dMin: 0.1 }, ['alpha', 'bravo', 'foxtrot']],
    [{ growth30dMax: 0 }, ['charlie']],
    [{ averageViewsMin: 100_000 }, ['bravo', 'charlie', 'delta']],
    [{ averageLikesMin: 20_000 }, ['charlie', 'delta']],
    [{ postsPerWeekMin: 5 }, ['alpha', 'charlie', 'foxtrot']],
    [{ postsPerWeekMax: 3 }, ['bravo', 'delta']],
    [{ country: 'de' }, ['alpha', 'foxtrot']],
    [{ language: 'EN' }, ['charlie', 'delta', 'foxtrot']],
    [{ category: 'music' }, ['alpha', 'charlie', 'foxtrot']],
    [{ text: 'techno' }, ['alpha', 'foxtrot']],
    [{ text: 'BRAVO' }, ['bravo']],
    [{ text: 'echo.unk' }, ['echo']],
    [{ text: '%' }, []],
    [{ text: 'vienna', country: 'AT', followersMin: 10_000 }, ['bravo']],
    [{ category: 'music', engagementMin: 0.03, language: 'de' }, ['alpha']],
  ])('%j matches exactly %j', async (filter, expected) => {
    expect(await sortedKeys(filter)).toEqual([...expected].sort());
    expect((await search(filter)).total).toBe(expected.length);
  });

  it('returns only channels of the platform asked for', async () => {
    const instagram = await app.query(member, 'discovery.searchCreators', { platform: 'instagram' });
    expect(instagram.data.items.map((item) => item.id).some((id) => Object.values(ids).includes(id))).toBe(false);
  });
});

describe('discovery.searchCreators: sorting and paging', () => {
  const sortKeys = [
    'followers',
    'engagementRate',
    'followers30dGain',
    'followers30dGrowth',
    'averageViews',
    'averageLikes',
    'postsPerWeek',
  ] as const;

  it.each(
    sortKeys.flatMap(
      (sort) =>
        [
          [sort, 'asc'],
          [sort, 'desc'],
        ] as const,
    ),
  )('sorts by %s %s with NULLs last and ties by id', async (sort, direction) => {
    const page = await search({ sort, direction });
    const items = page.items;
    expect(items).toHaveLength(6);
    expect(keyOf(items.at(-1)!.id)).toBe('echo');
    const known = items.slice(0, -1);
    for (let index = 1; index < known.length; index += 1) {
      const previous = known[index - 1]!;
      const current = known[index]!;
      const difference = (current[sort] as number) - (previous[sort] as number);
      if (difference === 0) expect(direction === 'asc' ? previous.id < current.id : previous.id > current.id).toBe(true);
      else expect(direction === 'asc' ? difference > 0 : difference < 0).toBe(true);
    }
  });

  it.each([
    ['followers', 'desc'],
    ['followers', 'asc'],
    ['engagementRate', 'desc'],
    ['postsPerWeek', 'asc'],
  ] as const)('pages by %s %s without overlap, and the pages together are the full list', async (sort, direction) => {
    const full = (await search({ sort, direction })).items.map((item) => item.id);
    const pages: string[][] = [];
    for (const page of [1, 2, 3, 4]) pages.push((await search({ sort, direction, page, pageSize: 2 })).items.map((item) => item.id));
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 2, 0]);
    expect(pages.flat()).toEqual(full);
    expect(new Set(pages.flat()).size).toBe(6);
  });

  it('answers the same pages with both plans (filter first, and walking the sort index)', async () => {
    const db = app.db();
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
    const actor = await loadActor({ db }, { userId: user!.id, sessionId: 'test', activeOrganizationId: null });
    const inputs = [
      ...sortKeys.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction }))),
      { sort: 'followers' as const, followersMin: 50_000, pageSize: 2, page: 2 },
      { sort: 'followers30dGain' as const, engagementMin: 0.05 },
    ];
    for (const input of inputs) {
      const query = { platform: 'tiktok' as const, ...input };
      const first = await searchCreators({ db, actor }, query, { plan: 'filter-first' });
      const walked = await searchCreators({ db, actor }, query, { plan: 'index-walk' });
      expect(
        walked.items.map((item) => item.id),
        JSON.stringify(input),
      ).toEqual(first.items.map((item) => item.id));
      expect(walked.total).toBe(first.total);
    }
  });

  it('reports the page it answered and the full total on every page', async () => {
    const page = await search({ page: 2, pageSize: 4 });
    expect(page).toMatchObject({ page: 2, pageSize: 4, total: 6, totalIsCapped: false });
    expect(page.items).toHaveLength(2);
  });
});

describe('discovery.searchCreators: bad input and permissions', () => {
  it.each([
    [{ followersMin: 10, followersMax: 5 }, 'followersMin'],
    [{ engagementMin: 0.5, engagementMax: 0.1 }, 'engagementMin'],
    [{ growth30dMin: 1, growth30dMax: 0 }, 'growth30dMin'],
    [{ postsPerWeekMin: 9, postsPerWeekMax: 2 }, 'postsPerWeekMin'],
    [{ followersMin: -1 }, 'followersMin'],
    [{ followersMax: 1.5 }, 'followersMax'],
    [{ engagementMin: 'high' }, 'engagementMin'],
    [{ growth30dMin: -2 }, 'growth30dMin'],
    [{ averageViewsMin: -5 }, 'averageViewsMin'],
    [{ country: 'DEU' }, 'country'],
    [{ language: 'deu' }, 'language'],
    [{ text: '   ' }, 'text'],
    [{ text: 'x'.repeat(101) }, 'text'],
    [{ sort: 'random' }, 'sort'],
    [{ direction: 'sideways' }, 'direction'],
    [{ page: 0 }, 'page'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ page: 201, pageSize: 50 }, 'page'],
    [{ platform: 'snapchat' }, 'platform'],
    [{ followerMin: 5 }, 'followerMin'],
  ])('%j answers 400 VALIDATION naming %s', async (input, field) => {
    const answer = await app.queryUnchecked(member, 'discovery.searchCreators', { platform: 'tiktok', ...input });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.appCode).toBe('VALIDATION');
    expect(answer.error?.message).toContain(field);
  });

  it('refuses members of an organisation whose licence expired with LICENSE_EXPIRED', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    const answer = await app.query(expired, 'discovery.searchCreators', { platform: 'tiktok' });
    expect(answer.status).toBe(403);
    expect(answer.error?.data.appCode).toBe('LICENSE_EXPIRED');
  });

  it('refuses anonymous callers', async () => {
    expect((await app.query(null, 'discovery.searchCreators', { platform: 'tiktok' })).status).toBe(401);
  });

  it('lets guests search', async () => {
    const guest = await app.signInAsGuest();
    const answer = await app.query(guest, 'discovery.searchCreators', { platform: 'tiktok' });
    expect(answer.data.total).toBe(6);
  });
});
