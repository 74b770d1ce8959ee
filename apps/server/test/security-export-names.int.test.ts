import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX_LENGTH } from '@creatorlens/core/exports';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { fixtureChannelIds } from './support/lists-fixtures.ts';

/**
 * A campaign or watchlist name is user input and becomes the XLSX sheet name, which Excel restricts (no `[]:*?/\`,
 * at most 31 characters, not blank). Such names used to fail the export with a 500; now the export succeeds and the
 * workbook opens with a sanitised sheet name.
 */

let app: TestApp;
let member: string;
let channels: Awaited<ReturnType<typeof fixtureChannelIds>>;

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  channels = await fixtureChannelIds(app);
});
afterAll(() => app.close());

const sheetsOf = async (answer: { status: number; data: { base64: string } }) => {
  expect(answer.status).toBe(200);
  return readXlsxFile(Buffer.from(answer.data.base64, 'base64'));
};

describe('XLSX exports of lists with hostile names', () => {
  it('export a campaign named with the characters Excel refuses in a sheet name', async () => {
    const campaignId = (await app.mutate(member, 'campaign.createCampaign', { name: "'Q1/Q2: [Launch] *final?* \\ draft'" })).data.id;
    await app.mutate(member, 'campaign.addChannels', { campaignId, channelIds: [channels.insta] });
    const sheets = await sheetsOf(await app.query(member, 'export.exportCampaign', { id: campaignId, format: 'xlsx' }));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Q1 Q2 Launch final draft']);
    expect(sheets[0]!.data[0]).toContain('Channel');
    expect(sheets[0]!.data).toHaveLength(2);
  });

  it('export watchlists whose names are too long or nothing but forbidden characters', async () => {
    const long = (
      await app.mutate(member, 'watchlist.createWatchlist', { name: 'A watchlist name far longer than any sheet may be', type: 'manual' })
    ).data.id;
    const empty = (await app.mutate(member, 'watchlist.createWatchlist', { name: '[]:*?/\\', type: 'manual' })).data.id;
    const longSheets = await sheetsOf(await app.query(member, 'export.exportWatchlist', { id: long, format: 'xlsx' }));
    expect(longSheets.map((sheet) => sheet.sheet)).toEqual(['A watchlist name far longer tha']);
    expect(longSheets[0]!.sheet.length).toBe(SHEET_NAME_MAX_LENGTH);
    const emptySheets = await sheetsOf(await app.query(member, 'export.exportWatchlist', { id: empty, format: 'xlsx' }));
    expect(emptySheets.map((sheet) => sheet.sheet)).toEqual(['Export']);
  });
});
