import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { createTestApp, type TestApp, type ProcedureInput } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

let app: TestApp;
let member: string;
let orgAdmin: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const list = (cookie: string) => app.query(cookie, 'watchlist.listWatchlists');
const create = (cookie: string, input: ProcedureInput<'watchlist.createWatchlist'>) =>
  app.mutate(cookie, 'watchlist.createWatchlist', input);
const get = (cookie: string, id: string) => app.query(cookie, 'watchlist.getWatchlist', { id });
const drop = (cookie: string, watchlistId: string, channelIds: string[]) =>
  app.mutate(cookie, 'watchlist.addChannels', { watchlistId, channelIds });

/** Sets Nordlicht's manual-watchlist limit, so the limit is reachable with the few fixture channels. */
async function setNordlichtLimit(limit: number) {
  const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
  await app
    .db()
    .update(schema.organizationLicense)
    .set({
      constraints: sql`jsonb_set(${schema.organizationLicense.constraints}, '{maxChannelsPerManualWatchlist}', ${String(limit)}::jsonb)`,
    })
    .where(eq(schema.organizationLicense.organizationId, organizationId));
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

describe('watchlists', () => {
  it('lists the seeded watchlists with their type, count and the licence limit for manual lists', async () => {
    const answer = await list(member);
    expect(answer.data.map((item) => [item.name, item.type, item.maxChannels])).toEqual([
      ['Rising gamers', 'manual', 500],
      ['Instagram favourites', 'manual', 500],
      ['TikTok millionaires', 'dynamic', null],
    ]);
    expect((await list(kessel)).data).toEqual([]);
  });

  it('creates manual and dynamic watchlists; a dynamic one needs a saved search of the organisation', async () => {
    const manual = await create(member, { name: ' Scouting ', type: 'manual' });
    expect(manual.data).toMatchObject({ name: 'Scouting', type: 'manual', usage: 0, maxChannels: 500, savedSearchId: null });

    const saved = await app.mutate(member, 'discovery.saveSearch', {
      name: 'Big Instagram',
      platform: 'instagram',
      filters: { followersMin: 100_000 },
    });
    const dynamic = await create(member, { name: 'Big ones', type: 'dynamic', savedSearchId: saved.data.id });
    expect(dynamic.data).toMatchObject({ type: 'dynamic', savedSearchId: saved.data.id, maxChannels: null });

    // The dynamic list shows the filter's current results: the 120k fixture Instagram channel.
    const detail = await get(member, dynamic.data.id);
    expect(detail.data.savedSearch).toMatchObject({ id: saved.data.id, name: 'Big Instagram' });
    expect(detail.data.channels.map((channel) => channel.channelId)).toEqual([channels.insta]);
    expect(detail.data.channels[0]).toMatchObject({ addedAt: null, followersChange: null });

    expectRefused(await create(kessel, { name: 'Foreign filter', type: 'dynamic', savedSearchId: saved.data.id }), 404, 'NOT_FOUND');
    expectRefused(
      await app.mutateUnchecked(member, 'watchlist.createWatchlist', { name: 'No filter', type: 'dynamic' }),
      400,
      'VALIDATION',
    );
    expectRefused(await create(member, { name: '  ', type: 'manual' }), 400, 'VALIDATION');
    expectRefused(await app.mutateUnchecked(member, 'watchlist.createWatchlist', { name: 'Other', type: 'smart' }), 400, 'VALIDATION');
  });

  it('renames (non-blank), reorders by edge and deletes', async () => {
    const { data: a } = await create(orgAdmin, { name: 'A', type: 'manual' });
    const { data: b } = await create(orgAdmin, { name: 'B', type: 'manual' });
    const renamed = await app.mutate(orgAdmin, 'watchlist.updateWatchlist', { id: a.id, data: { name: ' Alpha ' } });
    expect(renamed.data.name).toBe('Alpha');
    expectRefused(await app.mutate(orgAdmin, 'watchlist.updateWatchlist', { id: a.id, data: { name: ' ' } }), 400, 'VALIDATION');

    const first = (await list(orgAdmin)).data[0]!;
    await app.mutate(orgAdmin, 'watchlist.reorderWatchlist', { id: b.id, targetId: first.id, edge: 'top' });
    await app.mutate(orgAdmin, 'watchlist.reorderWatchlist', { id: a.id, targetId: b.id, edge: 'bottom' });
    const order = (await list(orgAdmin)).data.map((item) => item.id);
    expect(order.slice(0, 3)).toEqual([b.id, a.id, first.id]);

    expect((await app.mutate(orgAdmin, 'watchlist.deleteWatchlist', { id: a.id })).status).toBe(200);
    expectRefused(await get(orgAdmin, a.id), 404, 'NOT_FOUND');
  });
});

describe('dropping channels on a watchlist', () => {
  it('adds channels, reports the change in followers since added and counts n / max', async () => {
    const { data: watchlist } = await create(member, { name: 'Drops', type: 'manual' });
    const answer = await drop(member, watchlist.id, [channels.insta, channels.snap]);
    expect(answer.data).toMatchObject({ added: [channels.insta], filteredOut: [channels.snap], count: 1, maxChannels: 500 });

    // A snapshot from before the day it was added: 100,000 then, 120,000 now.
    await app
      .db()
      .insert(schema.channelSnapshot)
      .values([
        { channelId: channels.insta, day: '2020-01-01', followers: 90_000, source: 'test' },
        { channelId: channels.insta, day: '2020-06-01', followers: 100_000, source: 'test' },
      ]);
    const detail = await get(member, watchlist.id);
    expect(detail.data.watchlist.usage).toBe(1);
    expect(detail.data.channels[0]).toMatchObject({
      channelId: channels.insta,
      followers: 120_000,
      followersAtAdd: 100_000,
      followersChange: 20_000,
    });

    const removed = await app.mutate(member, 'watchlist.removeChannel', { watchlistId: watchlist.id, channelId: channels.insta });
    expect(removed.status).toBe(200);
    expect((await get(member, watchlist.id)).data.channels).toEqual([]);
  });

  it('refuses with CONFLICT when all channels are already there, and refuses dynamic lists', async () => {
    const { data: watchlist } = await create(member, { name: 'Duplicates', type: 'manual' });
    await drop(member, watchlist.id, [channels.insta, channels.tube]);
    expectRefused(await drop(member, watchlist.id, [channels.tube, channels.insta]), 409, 'CONFLICT');
    const partly = await drop(member, watchlist.id, [channels.tube, channels.live]);
    expect(partly.data).toMatchObject({ added: [channels.live], alreadyPresent: [channels.tube], count: 3 });

    const dynamic = (await list(member)).data.find((item) => item.type === 'dynamic')!;
    const refused = await drop(member, dynamic.id, [channels.insta]);
    expectRefused(refused, 409, 'CONFLICT');
    expect(refused.error?.message).toContain('manual');
  });

  it('adds what fits below the licence limit and refuses with LIMIT_EXCEEDED at it', async () => {
    await setNordlichtLimit(2);
    try {
      const { data: watchlist } = await create(member, { name: 'Limited', type: 'manual' });
      expect(watchlist.maxChannels).toBe(2);
      const tooMany = await drop(member, watchlist.id, [channels.insta, channels.tube, channels.live]);
      expect(tooMany.data).toMatchObject({ added: [channels.insta, channels.tube], overLimit: [channels.live], count: 2 });

      expectRefused(await drop(member, watchlist.id, [channels.live]), 412, 'LIMIT_EXCEEDED');
      expect((await get(member, watchlist.id)).data.watchlist.usage).toBe(2);
    } finally {
      await setNordlichtLimit(500);
    }
  });

  it('never lets two drops at once pass the limit or duplicate a channel', async () => {
    await setNordlichtLimit(2);
    try {
      const { data: watchlist } = await create(member, { name: 'Race', type: 'manual' });
      const answers = await Promise.all([
        drop(member, watchlist.id, [channels.insta, channels.tube]),
        drop(orgAdmin, watchlist.id, [channels.live, channels.insta]),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      expect((await get(member, watchlist.id)).data.watchlist.usage).toBe(2);
    } finally {
      await setNordlichtLimit(500);
    }
  });

  it('holds as many channels as the limit allows (many channels in one request)', async () => {
    const fixture = await insertFixtureArtist(app.db(), {
      slug: 'many-channels',
      name: 'Many Channels',
      channels: Array.from({ length: 30 }, (_, index) => ({
        platform: 'tiktok' as const,
        handle: `many_${index}`,
        followers: 1000 + index,
      })),
      postsPerChannel: 0,
    });
    const { data: watchlist } = await create(member, { name: 'Bulk', type: 'manual' });
    const answer = await drop(member, watchlist.id, fixture.channelIds);
    expect(answer.data.added).toHaveLength(30);
    expect((await get(member, watchlist.id)).data.channels).toHaveLength(30);
  });
});

describe('watchlist permissions', () => {
  it('lets guests read but not change', async () => {
    const guest = await app.signInAsGuest();
    const seeded = (await list(guest)).data[0]!;
    expect((await get(guest, seeded.id)).status).toBe(200);
    expectRefused(await create(guest, { name: 'Guest', type: 'manual' }), 403, 'FORBIDDEN');
    expectRefused(await drop(guest, seeded.id, [channels.insta]), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'watchlist.updateWatchlist', { id: seeded.id, data: { name: 'G' } }), 403, 'FORBIDDEN');
    expectRefused(await app.mutate(guest, 'watchlist.deleteWatchlist', { id: seeded.id }), 403, 'FORBIDDEN');
    expectRefused(
      await app.mutate(guest, 'watchlist.removeChannel', { watchlistId: seeded.id, channelId: channels.insta }),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses changes under an expired licence', async () => {
    const expired = await app.signIn('expired-admin@creatorlens.test');
    expect((await list(expired)).status).toBe(200);
    expectRefused(await create(expired, { name: 'Late', type: 'manual' }), 403, 'LICENSE_EXPIRED');
  });

  it('keeps watchlists inside their organisation', async () => {
    const { data: watchlist } = await create(member, { name: 'Private', type: 'manual' });
    expectRefused(await get(kessel, watchlist.id), 404, 'NOT_FOUND');
    expectRefused(await drop(kessel, watchlist.id, [channels.insta]), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'watchlist.updateWatchlist', { id: watchlist.id, data: { name: 'Mine' } }), 404, 'NOT_FOUND');
    expectRefused(await app.mutate(kessel, 'watchlist.deleteWatchlist', { id: watchlist.id }), 404, 'NOT_FOUND');
    const { data: own } = await create(kessel, { name: 'Kessel list', type: 'manual' });
    expectRefused(
      await app.mutate(kessel, 'watchlist.reorderWatchlist', { id: own.id, targetId: watchlist.id, edge: 'top' }),
      404,
      'NOT_FOUND',
    );
  });
});
