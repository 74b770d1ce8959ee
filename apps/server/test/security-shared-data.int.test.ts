import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeChannelDataBatch } from '@creatorlens/core/connectors';
import { JOB_QUEUES } from '@creatorlens/core/jobs';
import { UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY } from '@creatorlens/core/security';
import { schema } from '@creatorlens/db';
import { createRefreshRunHandler } from '../src/jobs/refresh-run-job.ts';
import { channelData, createFakeConnectorRegistry } from './support/fake-connectors.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

/**
 * Shared creator data under attack: a trial account importing invented handles must not reach other organisations
 * (discovery, search, artist pages, public pages, charts, sitemap), must stop at the daily cap, must not make the
 * schedule spend quota on them for ever; and a licence's platforms limit channel figures, not only posts.
 */

interface ImportView {
  state: string;
  summary: { total: number; matched: number; created: number; invalid: number } | null;
  rows: { rowNumber: number; input: string; status: string; reason: string | null; channelId: string | null }[];
}

let app: TestApp;
let kessel: string;
let nordlicht: string;
let kesselId: string;
let campaignId: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;
let hiddenChannelId: string;
let hiddenArtistSlug: string;

async function importAndWait(cookie: string, csv: string): Promise<ImportView> {
  const started = await app.mutate(cookie, 'import.startImport', {
    target: { kind: 'campaign', id: campaignId },
    fileName: 'flood.csv',
    csv,
  });
  expect(started.status).toBe(200);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await app.query(cookie, 'import.getImport', { jobId: started.data.jobId, limit: 500 });
    if (['completed', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

beforeAll(async () => {
  app = await createTestApp();
  kessel = await signInToKessel(app);
  nordlicht = await app.signIn('member@creatorlens.test');
  kesselId = await organizationIdByName(app, 'Kessel Brands GmbH');
  channels = await fixtureChannelIds(app);
  campaignId = (await app.mutate(kessel, 'campaign.createCampaign', { name: 'Flood' })).data.id;
  const result = await importAndWait(kessel, 'platform,handle\ninstagram,zz_invented_creator\n');
  expect(result.summary).toMatchObject({ created: 1 });
  hiddenChannelId = result.rows[0]!.channelId!;
  const [row] = await app
    .db()
    .select({ visibleTo: schema.channel.visibleToOrganizationId, slug: schema.artist.slug })
    .from(schema.channel)
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .where(eq(schema.channel.id, hiddenChannelId));
  expect(row!.visibleTo).toBe(kesselId);
  hiddenArtistSlug = row!.slug;
});
afterAll(() => app.close());

describe('channels created from unknown handles stay with the importing organisation', () => {
  it('another organisation finds them nowhere: discovery, channel and header search, artist page, compare, by id', async () => {
    const discovery = await app.query(nordlicht, 'discovery.searchCreators', {
      platform: 'instagram',
      text: 'zz_invented',
    });
    expect(discovery.status).toBe(200);
    expect(discovery.data.items).toHaveLength(0);
    const search = await app.query(nordlicht, 'channel.searchChannels', { q: 'zz_invented_creator' });
    expect(search.data).toHaveLength(0);
    const header = await app.query(nordlicht, 'shell.searchEverything', {
      q: 'zz_invented_creator',
    });
    expect(header.data.channels).toHaveLength(0);
    expect(header.data.artists).toHaveLength(0);
    expectRefused(await app.query(nordlicht, 'artist.getArtistBySlug', { slug: hiddenArtistSlug }), 404, 'NOT_FOUND');
    expectRefused(await app.query(nordlicht, 'artist.getChannelAnalytics', { channelId: hiddenChannelId }), 404, 'NOT_FOUND');
    expectRefused(await app.query(nordlicht, 'channel.compareChannels', { ids: [channels.insta, hiddenChannelId] }), 404, 'NOT_FOUND');
    expect((await app.query(nordlicht, 'channel.getChannelsByIds', { ids: [hiddenChannelId] })).data).toHaveLength(0);
    expectRefused(await app.mutate(nordlicht, 'job.requestChannelRefresh', { channelId: hiddenChannelId }), 404, 'NOT_FOUND');
  });

  it('visitors find them nowhere: public search, public artist page, sitemap', async () => {
    expect((await app.query(null, 'site.searchCreators', { q: 'zz_invented' })).data).toHaveLength(0);
    expectRefused(await app.query(null, 'site.getPublicArtist', { slug: hiddenArtistSlug }), 404, 'NOT_FOUND');
    const sitemap = await app.server.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(`/${hiddenArtistSlug}<`);
  });

  it('the importing organisation still sees them in its lists, search and artist page', async () => {
    const board = await app.query(kessel, 'campaign.getCampaign', {
      id: campaignId,
    });
    expect(JSON.stringify(board.data)).toContain(hiddenChannelId);
    const search = await app.query(kessel, 'channel.searchChannels', { q: 'zz_invented_creator' });
    expect(search.data.map((hit) => hit.id)).toContain(hiddenChannelId);
    const artist = await app.query(kessel, 'artist.getArtistBySlug', { slug: hiddenArtistSlug });
    expect(artist.data.channels.map((channel) => channel.id)).toEqual([hiddenChannelId]);
  });

  it('a scheduled run spends quota only on unconfirmed channels its importer still lists, once a day', async () => {
    const orphan = await importAndWait(kessel, 'platform,handle\ninstagram,zz_removed_from_list\n');
    const orphanId = orphan.rows[0]!.channelId!;
    await app.db().delete(schema.campaignChannel).where(eq(schema.campaignChannel.channelId, orphanId));
    const { registry } = createFakeConnectorRegistry(app.db(), { instagram: () => channelData(1_000) });
    const run = createRefreshRunHandler({ connectors: registry });
    const enqueuedFor = async (runId: string) =>
      (await app.db().select({ payload: schema.job.payload }).from(schema.job).where(eq(schema.job.queue, JOB_QUEUES.refreshChannel)))
        .filter((job) => job.payload.runId === runId)
        .map((job) => job.payload.channelId);
    const runOnce = async (runId: string) => {
      const job = { id: runId, payload: {}, organizationId: null, createdBy: null, attempts: 1 } as unknown as Parameters<
        typeof run
      >[0]['job'];
      await run({
        db: app.db(),
        job,
        reportProgress: async () => {},
        signal: new AbortController().signal,
        defer: () => {
          throw new Error('no defer');
        },
      } as unknown as Parameters<typeof run>[0]);
      return enqueuedFor(runId);
    };
    const first = await runOnce('00000000-0000-4000-8000-000000000001');
    expect(first).toContain(hiddenChannelId);
    expect(first).not.toContain(orphanId);
    // The first attempt is still queued (singleton) or was tried within the day: the next run leaves it alone.
    await app.db().update(schema.job).set({ state: 'failed' }).where(eq(schema.job.queue, JOB_QUEUES.refreshChannel));
    const second = await runOnce('00000000-0000-4000-8000-000000000002');
    expect(second).not.toContain(hiddenChannelId);
    await app.db().delete(schema.job).where(eq(schema.job.queue, JOB_QUEUES.refreshChannel));
  });

  it('becomes shared data once a connector confirms it', async () => {
    await storeChannelDataBatch(app.db(), [
      { channelId: hiddenChannelId, platform: 'instagram', source: 'instagram-api', data: channelData(5_000) },
    ]);
    const [row] = await app
      .db()
      .select({ visibleTo: schema.channel.visibleToOrganizationId })
      .from(schema.channel)
      .where(eq(schema.channel.id, hiddenChannelId));
    expect(row!.visibleTo).toBeNull();
    const search = await app.query(nordlicht, 'channel.searchChannels', { q: 'zz_invented_creator' });
    expect(search.data.map((hit) => hit.id)).toContain(hiddenChannelId);
    expect((await app.query(nordlicht, 'artist.getArtistBySlug', { slug: hiddenArtistSlug })).status).toBe(200);
  });

  it('caps unknown handles per organisation and UTC day and reports the rows over the cap', async () => {
    // Two unknown handles were created above; fill the rest of today's allowance and go 5 over it.
    const already = 2;
    const wanted = UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY - already + 5;
    const csv = ['platform,handle', ...Array.from({ length: wanted }, (_, index) => `tiktok,zz_flood_${index}`)].join('\n');
    const result = await importAndWait(kessel, csv);
    expect(result.summary).toMatchObject({ created: UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY - already, invalid: 5 });
    const refused = result.rows.filter((row) => row.status === 'invalid');
    expect(refused.map((row) => row.reason)).toEqual(Array(5).fill('daily-new-channel-limit'));
    // Known channels are still matched after the cap: the cap is about new shared rows, not about importing.
    const known = await importAndWait(kessel, 'platform,handle\ninstagram,fixture.insta\ntiktok,zz_one_more\n');
    expect(known.rows.map((row) => [row.status, row.reason])).toEqual([
      ['matched', null],
      ['invalid', 'daily-new-channel-limit'],
    ]);
    const report = await app.query(kessel, 'import.getErrorReport', { jobId: (await lastImportJob()).id });
    expect(report.data.csv).toContain(`daily limit of ${UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY} new channels`);
    const flood = await app
      .db()
      .select({ id: schema.channel.id })
      .from(schema.channel)
      .where(inArray(schema.channel.handle, ['zz_flood_0', 'zz_one_more']));
    expect(flood).toHaveLength(1);
  });
});

async function lastImportJob() {
  const rows = await app
    .db()
    .select({ id: schema.job.id, createdAt: schema.job.createdAt })
    .from(schema.job)
    .where(eq(schema.job.queue, JOB_QUEUES.import));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
}

describe('licence platforms limit channel figures (Kessel: Starter, Instagram and TikTok)', () => {
  it('refuses YouTube discovery and its export', async () => {
    expectRefused(await app.query(kessel, 'discovery.searchCreators', { platform: 'youtube' }), 403, 'FORBIDDEN');
    expect((await app.query(kessel, 'discovery.searchCreators', { platform: 'instagram' })).status).toBe(200);
    expectRefused(
      await app.query(kessel, 'export.exportDiscoveryResults', { search: { platform: 'youtube' }, format: 'csv' }),
      403,
      'FORBIDDEN',
    );
  });

  it('leaves YouTube channels out of search, artist pages, analytics, compare and reads by id', async () => {
    const search = await app.query(kessel, 'channel.searchChannels', { q: 'fixture' });
    expect(search.data.length).toBeGreaterThan(0);
    expect(search.data.map((hit) => hit.platform)).not.toContain('youtube');
    const artist = await app.query(kessel, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
    expect(artist.data.channels.map((channel) => channel.platform)).not.toContain('youtube');
    expect(artist.data.licenseExcludedPlatforms).toContain('youtube');
    expectRefused(await app.query(kessel, 'artist.getChannelAnalytics', { channelId: channels.tube }), 403, 'FORBIDDEN');
    expectRefused(await app.query(kessel, 'channel.compareChannels', { ids: [channels.insta, channels.tube] }), 403, 'FORBIDDEN');
    const byId = await app.query(kessel, 'channel.getChannelsByIds', { ids: [channels.insta, channels.tube] });
    expect(byId.data.map((channel) => channel.id)).toEqual([channels.insta]);
    // The same reads work for an organisation whose licence covers YouTube.
    expect((await app.query(nordlicht, 'channel.compareChannels', { ids: [channels.insta, channels.tube] })).status).toBe(200);
  });

  it('blanks YouTube figures on its own boards and in their exports (a channel on a list from before a licence change)', async () => {
    // The drop paths refuse unlicensed channels; a card written directly stands for one added under another licence.
    const board = (await app.mutate(kessel, 'campaign.createCampaign', { name: 'Licence change' })).data.id;
    await app.db().insert(schema.campaignChannel).values({ campaignId: board, channelId: channels.tube, organizationId: kesselId, idx: 0 });
    const view = await app.query(kessel, 'campaign.getCampaign', {
      id: board,
    });
    expect(view.data.cards.find((card) => card.channelId === channels.tube)?.channel.followers).toBeNull();
    const exported = await app.query(kessel, 'export.exportCampaign', { id: board, format: 'csv' });
    expect(exported.status).toBe(200);
    const csv = Buffer.from(exported.data.base64, 'base64').toString('utf8');
    const tubeLine = csv.split(/\r?\n/).find((line) => line.includes('FixtureTube'));
    expect(tubeLine).toBeDefined();
    const [tube] = await app
      .db()
      .select({ followers: schema.channel.followers })
      .from(schema.channel)
      .where(eq(schema.channel.id, channels.tube));
    expect(tube!.followers).toBeGreaterThan(0);
    expect(tubeLine).not.toContain(String(tube!.followers));
  });
});
