import { readSheet } from 'read-excel-file/node';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectRefused, fixtureChannelIds, signInToKessel } from './support/lists-fixtures.ts';

interface ExportFile {
  fileName: string;
  contentType: string;
  base64: string;
}

let app: TestApp;
let member: string;
let kessel: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;
let watchlistId: string;
let campaignId: string;

const file = (answer: { data: ExportFile }) => Buffer.from(answer.data.base64, 'base64');

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
  channels = await fixtureChannelIds(app);
  watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Export = test', type: 'manual' })).data.id;
  await app.mutate(member, 'watchlist.addChannels', { watchlistId, channelIds: [channels.insta, channels.tube] });
  campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: 'Export campaign' })).data.id;
  await app.mutate(member, 'campaign.addChannels', { campaignId, channelIds: [channels.live, channels.insta] });
});
afterAll(() => app.close());

describe('list exports', () => {
  it('exports a watchlist as CSV with a BOM, English headers and the formula guard', async () => {
    const answer = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'csv' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ fileName: 'export-test.csv', contentType: 'text/csv; charset=utf-8' });
    const text = file(answer).toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFChannel,Handle,Platform,Profile URL,Followers,Engagement rate,30-day growth,Average views,Added,Change since added,' +
          'Bot risk,Data as of,Source,Engagement basis,Growth basis,Averages basis,Posts per week basis\r\n',
      ),
    ).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(text).toContain('fixture.insta,instagram,https://www.instagram.com/fixture.insta/');
    expect(text).toContain('FixtureTube,youtube,https://www.youtube.com/@FixtureTube');
  });

  it('exports a watchlist as XLSX with typed cells that parse back', async () => {
    const answer = await app.query(member, 'export.exportWatchlist', { id: watchlistId, format: 'xlsx' });
    expect(answer.data.fileName).toBe('export-test.xlsx');
    const rows = await readSheet(file(answer));
    expect(rows[0]).toEqual([
      'Channel',
      'Handle',
      'Platform',
      'Profile URL',
      'Followers',
      'Engagement rate',
      '30-day growth',
      'Average views',
      'Added',
      'Change since added',
      'Bot risk',
      'Data as of',
      'Source',
      'Engagement basis',
      'Growth basis',
      'Averages basis',
      'Posts per week basis',
    ]);
    expect(rows).toHaveLength(3);
    const insta = rows.find((row) => row[1] === 'fixture.insta')!;
    expect(insta[2]).toBe('instagram');
    expect(typeof insta[4]).toBe('number');
    expect(insta[8]).toBeInstanceOf(Date);
  });

  it('exports a campaign board as CSV and XLSX in board order', async () => {
    const csv = file(await app.query(member, 'export.exportCampaign', { id: campaignId, format: 'csv' })).toString('utf8');
    expect(
      csv.startsWith(
        '\uFEFFColumn,Position,Channel,Handle,Platform,Followers,Engagement rate,Assignee,Max budget,Notes,Added,Bot risk,Data as of,Source,' +
          'Engagement basis,Growth basis,Averages basis,Posts per week basis\r\n',
      ),
    ).toBe(true);
    const rows = await readSheet(file(await app.query(member, 'export.exportCampaign', { id: campaignId, format: 'xlsx' })));
    expect(rows.slice(1).map((row) => [row[1], row[3]])).toEqual([
      [1, 'fixture_live'],
      [2, 'fixture.insta'],
    ]);
  });

  it('exports discovery results with the search filters', async () => {
    const answer = await app.query(member, 'export.exportDiscoveryResults', {
      search: { platform: 'instagram', sort: 'followers', direction: 'desc' },
      format: 'xlsx',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.fileName).toBe('discovery-instagram.xlsx');
    const rows = await readSheet(file(answer));
    expect(rows[0]![0]).toBe('Channel');
    expect(rows.slice(1).every((row) => row[2] === 'instagram')).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
    const bad = await app.query(member, 'export.exportDiscoveryResults', {
      search: { platform: 'instagram', followersMin: 10, followersMax: 5 },
      format: 'csv',
    });
    expect(bad.status).toBe(400);
  });
});

describe('category labels in exports', () => {
  it("writes a channel's categories in the reader's language: German for a German export, English otherwise", async () => {
    await app
      .db()
      .update(schema.channel)
      .set({ categoryIds: ['food-cooking', 'travel'], categories: ['food', 'travel'] })
      .where(eq(schema.channel.id, channels.insta));
    const rowOf = async (locale: 'de' | 'en') => {
      const answer = await app.query(member, 'export.exportDiscoveryResults', {
        search: { platform: 'instagram', text: 'fixture.insta' },
        format: 'xlsx',
        locale,
      });
      expect(answer.status).toBe(200);
      const rows = await readSheet(file(answer));
      const categoriesColumn = locale === 'de' ? 'Kategorien' : 'Categories';
      const index = rows[0]!.indexOf(categoriesColumn);
      expect(index).toBeGreaterThan(-1);
      return rows.find((row) => row[1] === 'fixture.insta')![index];
    };
    expect(await rowOf('de')).toBe('Essen & Kochen, Reisen');
    expect(await rowOf('en')).toBe('Food & cooking, Travel');
  });
});

describe('artist PDF report', () => {
  it('renders a PDF with the artist name and the charts', async () => {
    const answer = await app.query(member, 'export.exportArtistReport', { slug: 'fixture-artist', locale: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ fileName: 'fixture-artist-report.pdf', contentType: 'application/pdf' });
    const pdf = file(answer);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Fixture Artist');
    expect(pdf.length).toBeGreaterThan(2_000);
    expectRefused(await app.query(member, 'export.exportArtistReport', { slug: 'nobody-at-all' }), 404, 'NOT_FOUND');
  });
});

describe('export permissions', () => {
  it('keeps lists inside their organisation', async () => {
    expectRefused(await app.query(kessel, 'export.exportWatchlist', { id: watchlistId, format: 'csv' }), 404, 'NOT_FOUND');
    expectRefused(await app.query(kessel, 'export.exportCampaign', { id: campaignId, format: 'xlsx' }), 404, 'NOT_FOUND');
  });

  it('refuses creator data under an expired licence and anonymous callers', async () => {
    const expired = await app.signIn('expired-member@creatorlens.test');
    expectRefused(await app.query(expired, 'export.exportArtistReport', { slug: 'fixture-artist' }), 403, 'LICENSE_EXPIRED');
    expectRefused(
      await app.query(expired, 'export.exportDiscoveryResults', { search: { platform: 'instagram' }, format: 'csv' }),
      403,
      'LICENSE_EXPIRED',
    );
    expect((await app.query(null, 'export.exportWatchlist', { id: watchlistId, format: 'csv' })).status).toBe(401);
    expect((await app.query(null, 'export.exportArtistReport', { slug: 'fixture-artist' })).status).toBe(401);
  });

  it('lets guests export what they may read', async () => {
    const guest = await app.signInAsGuest();
    const lists = await app.query(guest, 'watchlist.listWatchlists');
    const answer = await app.query(guest, 'export.exportWatchlist', { id: lists.data[0]!.id, format: 'csv' });
    expect(answer.status).toBe(200);
  });
});
