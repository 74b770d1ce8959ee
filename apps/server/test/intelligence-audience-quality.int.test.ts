import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Audience quality on the error classes of issue 18, with written examples (no rows copied from any data set), through
 * the product path: intelligence.replaceAudienceSample (file -> classifier -> stored shares) and
 * intelligence.getChannelIntelligence (shares with their intervals).
 *   1. Quiet real followers (few or no posts, no bio, following a few hundred to well over a thousand) are not fakes.
 *   2. Accounts without the counts the detector needs are "not enough data", not a guess.
 *   3. The obvious bot pattern (nothing posted, follows thousands, followed by few) is caught.
 */

const HEADER = 'username,bio,followers,following,posts,has_profile_pic,is_private';

/** Quiet people: they mostly look, rarely post, write no bio, and some follow many accounts. */
const QUIET_FOLLOWERS = [
  'lena.meier,,48,310,2,1,1',
  'marco_b,,12,95,0,1,0',
  'sandra.keller,,220,1400,3,1,1',
  'nico.zh,,31,640,1,1,1',
  'jana_wirz,,85,520,0,1,1',
  'fabian.huber,,140,980,4,1,0',
  'mia.suter,,9,150,0,1,1',
  'luca_bernet,,60,430,5,1,0',
  'elena.graf,,210,1150,2,1,1',
  'tim_kunz,,25,280,0,1,0',
  'nina.baumann,,73,760,1,1,1',
  'oliver.frei,,18,205,3,1,0',
];

/** Bought-follower pattern: nothing posted, follows thousands, hardly anyone follows back. */
const BOTS = [
  'sophie.style2847,,41,6300,0,1,0',
  'user83920174,,3,1890,0,0,0',
  'mike_44012,,12,2700,1,1,0',
  'kristina88213,,150,7400,2,1,0',
  'best.deals.4729,,7,4100,0,1,0',
  'anna_9918273,,22,5200,0,1,0',
];

/** Everyday active followers, to make up a realistic sample around the other classes. */
const ACTIVE = Array.from(
  { length: 20 },
  (_, i) =>
    `aktiv.person${['a', 'b', 'c', 'd'][i % 4]}${'xyz'[i % 3]}_${String.fromCharCode(97 + i)},"Bern · Velo",${300 + i * 17},${250 + i * 11},${40 + i * 9},1,${i % 2}`,
);

let app: TestApp;
let admin: string;
let member: string;
let channelId: string;

const upload = (text: string) => app.mutate(admin, 'intelligence.replaceAudienceSample', { channelId, text });
const sample = async () => (await app.query(member, 'intelligence.getChannelIntelligence', { channelId })).data.audience.sample!;
const storedTypes = async () =>
  Object.fromEntries(
    (await app.db().select().from(schema.audienceSampleAccount).where(eq(schema.audienceSampleAccount.channelId, channelId))).map((row) => [
      row.username,
      row.accountType,
    ]),
  );

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn('platform-admin@creatorlens.test');
  member = await app.signIn('member@creatorlens.test');
  const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
  channelId = artist.data.channels[0]!.id;
});
afterAll(async () => {
  await app?.close();
});

describe('audience quality on written examples', () => {
  it('calls none of a sample of quiet real followers fake, and says how sure it is', async () => {
    expect((await upload([HEADER, ...QUIET_FOLLOWERS, ...ACTIVE].join('\n'))).status).toBe(200);
    const types = await storedTypes();
    for (const row of QUIET_FOLLOWERS) expect(types[row.split(',')[0]!], row).toBe('real');
    const view = await sample();
    expect(view.typeShares!.suspicious).toBe(0);
    expect(view.credibility).toBe(1);
    // 32 judged followers are not enough to promise "no fakes at all": the interval says so.
    expect(view.judgedSize).toBe(32);
    expect(view.suspiciousInterval!.low).toBe(0);
    expect(view.suspiciousInterval!.high).toBeGreaterThan(0.05);
    expect(view.credibilityInterval!.high).toBe(1);
    expect(view.credibilityInterval!.low).toBeLessThan(0.95);
  });

  it('catches the bot pattern and puts the share of suspicious followers inside its interval', async () => {
    expect((await upload([HEADER, ...QUIET_FOLLOWERS, ...ACTIVE, ...BOTS].join('\n'))).status).toBe(200);
    const types = await storedTypes();
    for (const row of BOTS) expect(types[row.split(',')[0]!], row).toBe('suspicious');
    const view = await sample();
    expect(view.typeShares!.suspicious).toBeCloseTo(6 / 38, 3);
    expect(view.suspiciousInterval!.low).toBeLessThan(6 / 38);
    expect(view.suspiciousInterval!.high).toBeGreaterThan(6 / 38);
  });

  it('leaves accounts without posts, followers or following counts out as "not enough data" instead of guessing', async () => {
    // Exports that only list usernames (and one that has the counts but a missing following count) are common.
    const bare = ['nur.name.eins,,,,,,', 'nur.name.zwei,,,,,1,0', 'halb.bekannt,,120,,14,1,0'];
    expect((await upload([HEADER, ...QUIET_FOLLOWERS, ...ACTIVE, ...bare].join('\n'))).status).toBe(200);
    const types = await storedTypes();
    for (const row of bare) expect(types[row.split(',')[0]!], row).toBe('not_enough_data');
    const stored = await app.db().select().from(schema.audienceSampleAccount).where(eq(schema.audienceSampleAccount.channelId, channelId));
    expect(stored.filter((row) => row.accountType === 'not_enough_data').every((row) => row.fakeProbability === null)).toBe(true);
    const view = await sample();
    expect(view).toMatchObject({ sampleSize: 35, judgedSize: 32, notEnoughData: 3, credibility: 1 });
  });

  it('answers "not enough data" for a whole sample of usernames only, with no credibility and no interval', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `nur.ein.name.${String.fromCharCode(97 + i)},,,,,,`);
    expect((await upload([HEADER, ...names].join('\n'))).status).toBe(200);
    const view = await sample();
    expect(view).toMatchObject({
      sampleSize: 25,
      judgedSize: 0,
      notEnoughData: 25,
      credibility: null,
      credibilityInterval: null,
      suspiciousInterval: null,
    });
  });
});
