import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, organizationIdByName } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let channelIds: string[];

const drop = (watchlistId: string, ids: string[]) => app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: ids });
const storedIds = async (watchlistId: string) =>
  (
    await app
      .db()
      .select({ channelId: schema.watchlistChannel.channelId })
      .from(schema.watchlistChannel)
      .where(eq(schema.watchlistChannel.watchlistId, watchlistId))
  ).map((row) => row.channelId);

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  // 102 YouTube channels (a platform the member's licence reads) and a limit of 100, the spec's example.
  ({ channelIds } = await insertFixtureArtist(app.db(), {
    slug: 'limit-fixture',
    name: 'Limit Fixture',
    postsPerChannel: 0,
    channels: Array.from({ length: 102 }, (_, index) => ({
      platform: 'youtube' as const,
      handle: `limit-${index}`,
      followers: 1000 + index,
    })),
  }));
  const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
  await app
    .db()
    .update(schema.organizationLicense)
    .set({ constraints: sql`jsonb_set(${schema.organizationLicense.constraints}, '{maxChannelsPerManualWatchlist}', '100'::jsonb)` })
    .where(eq(schema.organizationLicense.organizationId, organizationId));
});
afterAll(() => app.close());

describe('watchlist drops against the licence limit (spec §5)', () => {
  it('adds what fits below the limit, names what was left out, and refuses only at the limit', async () => {
    const { data: watchlist } = await app.mutate(member, 'watchlist.createWatchlist', { name: 'Nearly full', type: 'manual' });
    expect(watchlist.maxChannels).toBe(100);
    const first = await drop(watchlist.id, channelIds.slice(0, 99));
    expect(first.data).toMatchObject({ count: 99, overLimit: [] });

    // 99 + 2: the first of the two fits, the second is left out and said so; the list holds exactly 100.
    const [fits, leftOut, another] = channelIds.slice(99) as [string, string, string];
    const partly = await drop(watchlist.id, [fits, leftOut]);
    expect(partly.status).toBe(200);
    expect(partly.data).toMatchObject({ added: [fits], alreadyPresent: [], overLimit: [leftOut], count: 100, maxChannels: 100 });
    const stored = await storedIds(watchlist.id);
    expect(stored).toHaveLength(100);
    expect(stored).toContain(fits);
    expect(stored).not.toContain(leftOut);
    expect((await app.query(member, 'watchlist.getWatchlist', { id: watchlist.id })).data.watchlist.usage).toBe(100);

    // At the limit: the existing refusal, nothing written.
    expectRefused(await drop(watchlist.id, [another]), 412, 'LIMIT_EXCEEDED');
    expectRefused(await drop(watchlist.id, [leftOut, another]), 412, 'LIMIT_EXCEEDED');
    expect(await storedIds(watchlist.id)).toHaveLength(100);
  });

  it('counts channels already on the list as present, not as left out', async () => {
    const { data: watchlist } = await app.mutate(member, 'watchlist.createWatchlist', { name: 'Two short', type: 'manual' });
    await drop(watchlist.id, channelIds.slice(0, 98));
    // One already there, three new for two free places.
    const answer = await drop(watchlist.id, [channelIds[0]!, channelIds[98]!, channelIds[99]!, channelIds[100]!]);
    expect(answer.data).toMatchObject({
      added: [channelIds[98], channelIds[99]],
      alreadyPresent: [channelIds[0]],
      overLimit: [channelIds[100]],
      count: 100,
    });
  });
});
