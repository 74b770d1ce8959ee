import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { IMPORT_UPLOAD_PATH } from '../src/http/import-upload-route.ts';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';
import { fixtureChannelIds } from './support/lists-fixtures.ts';

interface ImportRow {
  rowNumber: number;
  input: string;
  status: 'matched' | 'created' | 'invalid';
  reason: string | null;
  channelId: string | null;
}

let app: TestApp;
let member: string;
let fixtureTube: string;
/** A seeded-style YouTube channel: the UC… id as platform id, its handle stored with the @. */
let seedTube: string;
/** A channel added by handle: "@handle" as platform id until its first refresh, no handle yet. */
let handleTube: string;
const SEED_TUBE_ID = 'UCseedTube000000000000_x';

const createWatchlist = async (name: string) => (await app.mutate(member, 'watchlist.createWatchlist', { name, type: 'manual' })).data.id;
const channelCount = async () => Number((await app.db().select({ value: count() }).from(schema.channel))[0]!.value);

async function finished(jobId: string): Promise<{ state: string; rows: ImportRow[] }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await app.query(member, 'import.getImport', { jobId, limit: 500 });
    expect(answer.status).toBe(200);
    if (['completed', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${jobId} did not finish`);
}

async function importCsv(watchlistId: string, csv: string, fileName = 'creators.csv') {
  const started = await app.mutate(member, 'import.startImport', { target: { kind: 'watchlist', id: watchlistId }, fileName, csv });
  expect(started.status).toBe(200);
  return { jobId: started.data.jobId as string, ...(await finished(started.data.jobId)) };
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  fixtureTube = (await fixtureChannelIds(app)).tube;
  const inserted = await insertFixtureArtist(app.db(), {
    slug: 'matching-artist',
    name: 'Matching Artist',
    channels: [
      { platform: 'youtube', handle: 'seed-tube-placeholder', followers: 50_000 },
      { platform: 'youtube', handle: 'handle-tube-placeholder', followers: 40_000 },
    ],
  });
  [seedTube, handleTube] = inserted.channelIds as [string, string];
  await app.db().update(schema.channel).set({ platformId: SEED_TUBE_ID, handle: '@SeedTube' }).where(eq(schema.channel.id, seedTube));
  await app.db().update(schema.channel).set({ platformId: '@HandleTube', handle: '' }).where(eq(schema.channel.id, handleTube));
});
afterAll(() => app.close());

describe('CSV import matches every profile URL form to the existing channel', () => {
  it('matches YouTube /@handle URLs (and their variants) without creating a duplicate channel', async () => {
    const before = await channelCount();
    const result = await importCsv(
      await createWatchlist('YouTube forms'),
      [
        'url',
        'https://www.youtube.com/@FixtureTube',
        'https://music.youtube.com/@seedtube?feature=share',
        'https://m.youtube.com/%40HandleTube/videos/',
        `https://www.youtube.com/channel/${SEED_TUBE_ID}`,
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ].join('\n'),
    );
    expect(result.state).toBe('completed');
    expect(result.rows.map((row) => [row.rowNumber, row.status, row.reason, row.channelId])).toEqual([
      [2, 'matched', null, fixtureTube],
      [3, 'matched', null, seedTube],
      [4, 'matched', null, handleTube],
      // The same channel by its id: one list entry, the later row is the duplicate.
      [5, 'invalid', 'duplicate-in-file', null],
      [6, 'invalid', 'not-a-profile', null],
    ]);
    expect(await channelCount()).toBe(before);
  });

  it('finds the same channel in the channel search by the same URLs', async () => {
    for (const [url, id] of [
      ['https://www.youtube.com/@FixtureTube/videos', fixtureTube],
      ['https://music.youtube.com/@seedtube?feature=share', seedTube],
      ['https://m.youtube.com/%40HandleTube/', handleTube],
      [`https://www.youtube.com/channel/${SEED_TUBE_ID}`, seedTube],
    ] as const) {
      const hits = await app.query(member, 'channel.searchChannels', { q: url });
      expect(hits.status, url).toBe(200);
      expect(hits.data[0]?.id, url).toBe(id);
    }
  });

  it('matches a handle-less YouTube channel by its display name when exactly one has it', async () => {
    const db = app.db();
    const twins = await insertFixtureArtist(db, {
      slug: 'nameonly-artist',
      name: 'Name Only',
      channels: [
        { platform: 'youtube', handle: 'nameonly-a', followers: 20_000 },
        { platform: 'youtube', handle: 'nameonly-b', followers: 10_000 },
        { platform: 'youtube', handle: 'nameonly-c', followers: 9_000 },
      ],
    });
    const [unique, twinA, twinB] = twins.channelIds as [string, string, string];
    // Sources that list a channel id and a display name, no @handle (as much of the seed's YouTube data).
    await db
      .update(schema.channel)
      .set({ platformId: 'UCnameOnly00000000000001', handle: '', name: 'KochenMitOma' })
      .where(eq(schema.channel.id, unique));
    await db
      .update(schema.channel)
      .set({ platformId: 'UCnameOnly00000000000002', handle: '', name: 'Zwillinge' })
      .where(eq(schema.channel.id, twinA));
    await db
      .update(schema.channel)
      .set({ platformId: 'UCnameOnly00000000000003', handle: '', name: 'zwillinge' })
      .where(eq(schema.channel.id, twinB));
    const before = await channelCount();
    const result = await importCsv(
      await createWatchlist('Name only'),
      'url\nhttps://www.youtube.com/@kochenmitoma\nhttps://www.youtube.com/@Zwillinge\n',
    );
    expect(result.rows.map((row) => [row.status, row.channelId === unique])).toEqual([
      ['matched', true],
      // Two handle-less channels share that name: ambiguous, so a new channel, never a guess.
      ['created', false],
    ]);
    expect(await channelCount()).toBe(before + 1);
  });

  it('still creates a channel for an unknown handle, as before', async () => {
    const before = await channelCount();
    const result = await importCsv(await createWatchlist('Unknown'), 'url\nhttps://www.youtube.com/@Brand.New.Tube/videos\n');
    expect(result.rows.map((row) => [row.status, row.reason])).toEqual([['created', null]]);
    const [created] = await app.db().select().from(schema.channel).where(eq(schema.channel.id, result.rows[0]!.channelId!));
    expect(created).toMatchObject({ platform: 'youtube', handle: 'Brand.New.Tube', platformId: 'brand.new.tube', source: 'import' });
    expect(await channelCount()).toBe(before + 1);
  });
});

describe('CSV rows that cannot be read', () => {
  const csv = [
    'platform;handle;notes',
    'instagram;fixture.insta;"Notiz über',
    'zwei Zeilen"',
    'youtube;"@FixtureTube;kaputt',
    'twitch;fixture_live;ok',
  ].join('\r\n');

  it('imports the good rows and reports the bad one with its real line number, in German for a German user', async () => {
    const result = await importCsv(await createWatchlist('Kaputte Datei'), csv, 'kanäle.csv');
    expect(result.state).toBe('completed');
    expect(result.rows.map((row) => [row.rowNumber, row.status, row.reason])).toEqual([
      [2, 'matched', null],
      [4, 'invalid', 'broken-quote'],
      [5, 'matched', null],
    ]);
    const german = await app.query(member, 'import.getErrorReport', { jobId: result.jobId, locale: 'de' });
    expect(german.status).toBe(200);
    expect(german.data.fileName).toBe('kanäle-fehler.csv');
    expect(german.data.csv).toBe(
      '\uFEFFZeile,Eingabe,Grund\r\n4,"youtube;""@FixtureTube;kaputt",Fehlerhaftes Anführungszeichen: nicht geschlossen oder an falscher Stelle\r\n',
    );
    const english = await app.query(member, 'import.getErrorReport', { jobId: result.jobId, locale: 'en' });
    expect(english.data.csv).toContain('4,"youtube;""@FixtureTube;kaputt",Broken quote:');
  });

  it('does the same through the upload route, and names file-level refusals by a reason the dialog translates', async () => {
    const watchlistId = await createWatchlist('Hochgeladen');
    const post = (body: string) =>
      app.server.inject({
        method: 'POST',
        url: `${IMPORT_UPLOAD_PATH}?${new URLSearchParams({ targetKind: 'watchlist', targetId: watchlistId, fileName: 'a.csv' })}`,
        payload: body,
        headers: { 'content-type': 'text/csv; charset=utf-8', origin: ORIGIN, cookie: member },
      });
    const uploaded = await post(csv);
    expect(uploaded.statusCode).toBe(200);
    const result = await finished((JSON.parse(uploaded.body) as { jobId: string }).jobId);
    expect(result.rows.map((row) => [row.rowNumber, row.reason])).toEqual([
      [2, null],
      [4, 'broken-quote'],
      [5, null],
    ]);
    const headerOnly = await post('platform;handle\r\n');
    expect(headerOnly.statusCode).toBe(400);
    expect(JSON.parse(headerOnly.body)).toMatchObject({ code: 'VALIDATION', reason: 'header-only' });
  });
});
