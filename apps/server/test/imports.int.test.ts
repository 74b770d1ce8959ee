import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { isReservedSlug } from '@creatorlens/contracts';
import { isPublicArtistSlug } from '@creatorlens/core/site';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, organizationIdByName, signInToKessel } from './support/lists-fixtures.ts';

interface ImportRow {
  rowNumber: number;
  input: string;
  status: 'matched' | 'created' | 'invalid';
  reason: string | null;
  channelId: string | null;
}
interface ImportView {
  jobId: string;
  state: string;
  fileName: string;
  target: { kind: string; id: string; name: string | null };
  progress: { done: number; total: number } | null;
  summary: { total: number; matched: number; created: number; invalid: number } | null;
  error: string | null;
  rows: ImportRow[];
  rowCount: number;
}

let app: TestApp;
let member: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

const createWatchlist = async (cookie: string, name: string) =>
  (await app.mutate(cookie, 'watchlist.createWatchlist', { name, type: 'manual' })).data.id;
const start = (cookie: string | null, kind: 'watchlist' | 'campaign', id: string, csv: string, fileName = 'creators.csv') =>
  app.mutate(cookie, 'import.startImport', { target: { kind, id }, fileName, csv });
const view = (cookie: string, jobId: string, extra: object = {}) => app.query(cookie, 'import.getImport', { jobId, ...extra });

/** Polls like the dialog does until the job finished (the worker runs inside the test app). */
async function finished(cookie: string, jobId: string): Promise<ImportView> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await view(cookie, jobId, { limit: 500 });
    expect(answer.status).toBe(200);
    if (['completed', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${jobId} did not finish`);
}

async function importAndWait(cookie: string, kind: 'watchlist' | 'campaign', id: string, csv: string): Promise<ImportView> {
  const started = await start(cookie, kind, id, csv);
  expect(started.status).toBe(200);
  return finished(cookie, started.data.jobId);
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

describe('CSV import into a watchlist', () => {
  it('matches known channels, creates unknown ones and reports invalid rows with reasons', async () => {
    const watchlistId = await createWatchlist(member, 'Imported');
    const csv = [
      '\uFEFFprofile',
      'https://www.instagram.com/fixture.insta/',
      'youtube.com/@fixturetube',
      'https://www.tiktok.com/@brand.new.creator?lang=de',
      'not a profile at all',
      'https://example.com/someone',
      '@nobody-knows-the-platform',
      'instagram.com/FIXTURE.INSTA',
      '',
      'twitch.tv/fixture_live',
    ].join('\r\n');
    const result = await importAndWait(member, 'watchlist', watchlistId, csv);
    expect(result.state).toBe('completed');
    expect(result.summary).toEqual({ total: 8, matched: 3, created: 1, invalid: 4 });
    expect(result.target).toEqual({ kind: 'watchlist', id: watchlistId, name: 'Imported' });
    expect(result.rows.map((row) => [row.rowNumber, row.status, row.reason])).toEqual([
      [2, 'matched', null],
      [3, 'matched', null],
      [4, 'created', null],
      [5, 'invalid', 'not-a-profile'],
      [6, 'invalid', 'not-a-profile'],
      [7, 'invalid', 'platform-missing'],
      [8, 'invalid', 'duplicate-in-file'],
      [10, 'matched', null],
    ]);
    expect(result.rows[0]!.channelId).toBe(channels.insta);
    expect(result.rows[1]!.channelId).toBe(channels.tube);

    const created = result.rows[2]!.channelId!;
    const [channel] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, created));
    expect(channel).toMatchObject({
      platform: 'tiktok',
      handle: 'brand.new.creator',
      platformId: 'brand.new.creator',
      source: 'import',
      dataAsOf: null,
    });

    const detail = await app.query(member, 'watchlist.getWatchlist', { id: watchlistId });
    expect(detail.data.channels.map((entry) => entry.channelId).sort()).toEqual(
      [channels.insta, channels.tube, channels.live, created].sort(),
    );

    const invalidOnly = await view(member, result.jobId, { status: 'invalid' });
    expect(invalidOnly.data.rowCount).toBe(4);
    expect(invalidOnly.data.rows.every((row) => row.status === 'invalid')).toBe(true);

    const report = await app.query(member, 'import.getErrorReport', {
      jobId: result.jobId,
    });
    expect(report.data.fileName).toBe('creators-errors.csv');
    expect(report.data.csv.startsWith('\uFEFFRow,Input,Reason\r\n')).toBe(true);
    expect(report.data.csv).toContain('5,not a profile at all,Not a handle or profile URL');
    expect(report.data.csv).toContain("7,'@nobody-knows-the-platform,No platform: use a profile URL or a platform column");
    expect(report.data.rows).toBe(4);

    // The finished job no longer carries the file.
    const [job] = await app.db().select({ payload: schema.job.payload }).from(schema.job).where(eq(schema.job.id, result.jobId));
    expect(job!.payload.csv).toBeUndefined();
  });

  it('reports channels already on the list, and fills a watchlist only up to the licence limit', async () => {
    const watchlistId = await createWatchlist(member, 'Limited');
    await app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: [channels.insta] });
    const organizationId = await organizationIdByName(app, 'Nordlicht Agency');
    await app
      .db()
      .update(schema.organizationLicense)
      .set({ constraints: sql`jsonb_set(${schema.organizationLicense.constraints}, '{maxChannelsPerManualWatchlist}', '3'::jsonb)` })
      .where(eq(schema.organizationLicense.organizationId, organizationId));
    try {
      const csv =
        'platform;handle\ninstagram;fixture.insta\nyoutube;FixtureTube\ntwitch;fixture_live\ntiktok;limit.one\ntiktok;limit.two\n';
      const result = await importAndWait(member, 'watchlist', watchlistId, csv);
      expect(result.rows.map((row) => [row.status, row.reason])).toEqual([
        ['invalid', 'already-in-list'],
        ['matched', null],
        ['matched', null],
        ['invalid', 'watchlist-limit'],
        ['invalid', 'watchlist-limit'],
      ]);
      // Rows past the limit create nothing.
      const stray = await app.db().select().from(schema.channel).where(eq(schema.channel.platformId, 'limit.one'));
      expect(stray).toHaveLength(0);
    } finally {
      await app
        .db()
        .update(schema.organizationLicense)
        .set({ constraints: sql`jsonb_set(${schema.organizationLicense.constraints}, '{maxChannelsPerManualWatchlist}', '500'::jsonb)` })
        .where(eq(schema.organizationLicense.organizationId, organizationId));
    }
  });

  it('refuses platforms the licence cannot read (Kessel: Instagram and TikTok only)', async () => {
    const watchlistId = await createWatchlist(kessel, 'Kessel import');
    const result = await importAndWait(kessel, 'watchlist', watchlistId, 'instagram.com/fixture.insta\nyoutube.com/@FixtureTube\n');
    expect(result.rows.map((row) => [row.status, row.reason])).toEqual([
      ['matched', null],
      ['invalid', 'platform-not-readable'],
    ]);
  });
});

describe('CSV import into a campaign', () => {
  it('adds the channels to the end of the first column', async () => {
    const campaign = await app.mutate(member, 'campaign.createCampaign', { name: 'Import campaign' });
    await app.mutate(member, 'campaign.addChannels', { campaignId: campaign.data.id, channelIds: [channels.live] });
    const result = await importAndWait(
      member,
      'campaign',
      campaign.data.id,
      'url\ninstagram.com/fixture.insta\ntwitch.tv/fixture_live\ntiktok.com/@campaign.newcomer\n',
    );
    expect(result.rows.map((row) => [row.status, row.reason])).toEqual([
      ['matched', null],
      ['invalid', 'already-in-list'],
      ['created', null],
    ]);
    const cards = await app
      .db()
      .select({ channelId: schema.campaignChannel.channelId, idx: schema.campaignChannel.idx })
      .from(schema.campaignChannel)
      .where(eq(schema.campaignChannel.campaignId, campaign.data.id))
      .orderBy(schema.campaignChannel.idx);
    expect(cards.map((card) => card.channelId)).toEqual([channels.live, channels.insta, result.rows[2]!.channelId]);
  });
});

describe('import permissions and validation', () => {
  it('refuses bad files with a clear 400 and dynamic watchlists with CONFLICT', async () => {
    const watchlistId = await createWatchlist(member, 'Validation');
    const empty = await start(member, 'watchlist', watchlistId, '\n\n');
    expectRefused(empty, 400, 'VALIDATION');
    expect(empty.error?.message).toMatch(/no rows/);
    const tooMany = await start(member, 'watchlist', watchlistId, 'instagram.com/a\n'.repeat(20_001));
    expectRefused(tooMany, 400, 'VALIDATION');
    expect(tooMany.error?.message).toMatch(/at most 20,000 rows/);
    expect(
      (await app.mutateUnchecked(member, 'import.startImport', { target: { kind: 'list', id: watchlistId }, fileName: 'a.csv', csv: 'x' }))
        .status,
    ).toBe(400);

    const saved = await app.mutate(member, 'discovery.saveSearch', { name: 'Dyn', platform: 'instagram', filters: {} });
    const dynamic = await app.mutate(member, 'watchlist.createWatchlist', {
      name: 'Dynamic',
      type: 'dynamic',
      savedSearchId: saved.data.id,
    });
    expectRefused(await start(member, 'watchlist', dynamic.data.id, 'instagram.com/a\n'), 409, 'CONFLICT');
  });

  it('keeps imports inside the organisation and refuses guests, expired licences and anonymous callers', async () => {
    const watchlistId = await createWatchlist(member, 'Private import');
    expectRefused(await start(kessel, 'watchlist', watchlistId, 'instagram.com/a\n'), 404, 'NOT_FOUND');
    const started = await start(member, 'watchlist', watchlistId, 'instagram.com/fixture.insta\n');
    await finished(member, started.data.jobId);
    expectRefused(await view(kessel, started.data.jobId), 404, 'NOT_FOUND');
    expectRefused(await app.query(kessel, 'import.getErrorReport', { jobId: started.data.jobId }), 404, 'NOT_FOUND');

    const guest = await app.signInAsGuest();
    const guestLists = await app.query(guest, 'watchlist.listWatchlists');
    const demoList = guestLists.data.find((entry) => entry.type === 'manual')!;
    expectRefused(await start(guest, 'watchlist', demoList.id, 'instagram.com/a\n'), 403, 'FORBIDDEN');

    const expired = await app.signIn('expired-member@creatorlens.test');
    const expiredLists = await app.query(expired, 'watchlist.listWatchlists');
    const expiredTarget = expiredLists.data[0]?.id ?? watchlistId;
    expectRefused(await start(expired, 'watchlist', expiredTarget, 'instagram.com/a\n'), 403, 'LICENSE_EXPIRED');

    expect((await start(null, 'watchlist', watchlistId, 'instagram.com/a\n')).status).toBe(401);
  });
});

describe('CSV import of creators named like one of the app routes', () => {
  it('never gives them a reserved slug, so their artist page stays reachable', async () => {
    const watchlistId = await createWatchlist(member, 'Route names');
    const csv = ['profile', 'https://www.instagram.com/pricing/', 'https://www.tiktok.com/@brand', 'twitch.tv/discovery'].join('\n');
    const result = await importAndWait(member, 'watchlist', watchlistId, csv);
    expect(result.summary).toMatchObject({ created: 3, invalid: 0 });
    const createdIds = result.rows.map((row) => row.channelId!).filter(Boolean);
    const slugs = (
      await app
        .db()
        .select({ slug: schema.artist.slug })
        .from(schema.channel)
        .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
        .where(inArray(schema.channel.id, createdIds))
    ).map((row) => row.slug);
    expect(slugs).toHaveLength(3);
    for (const slug of slugs) {
      expect(isReservedSlug(slug), slug).toBe(false);
      expect(isPublicArtistSlug(slug), slug).toBe(true);
    }
    expect(slugs.sort()).toEqual(['brand-tiktok', 'discovery-twitch', 'pricing-instagram']);
  });
});
