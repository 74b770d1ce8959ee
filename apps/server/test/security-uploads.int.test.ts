import { count, eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUES, MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES } from '@creatorlens/contracts';
import { acquireImportReadingLease } from '@creatorlens/core/imports';
import { schema } from '@creatorlens/db';
import { IMPORT_UPLOAD_PATH } from '../src/http/import-upload-route.ts';
import { expectRefused } from './support/lists-fixtures.ts';
import { csvRows, postStream, type StreamedAnswer } from './support/stream-upload.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Hostile import files, sent over real HTTP as the import dialog streams them (text/csv, chunked): far too big, far
 * too many rows, UTF-16, NUL bytes, invalid UTF-8, images and workbooks, and several files of one organisation at
 * once. Each is refused with a 4xx that says what to do, before anything is stored.
 */

let app: TestApp;
let baseUrl: string;
let member: string;
let watchlistId: string;
let organizationId: string;

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

function send(chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>, cookie = member): Promise<StreamedAnswer> {
  const query = new URLSearchParams({ targetKind: 'watchlist', targetId: watchlistId, fileName: 'hostile.csv' });
  return postStream(
    `${baseUrl}${IMPORT_UPLOAD_PATH}?${query.toString()}`,
    { 'content-type': 'text/csv; charset=utf-8', origin: ORIGIN, cookie },
    chunks,
  );
}

/** What an upload could have left behind: import jobs of the organisation and channels anywhere. */
async function storedState() {
  const db = app.db();
  const [jobs] = await db
    .select({ value: count() })
    .from(schema.job)
    .where(and(eq(schema.job.organizationId, organizationId), eq(schema.job.queue, JOB_QUEUES.import)));
  const [channels] = await db.select({ value: count() }).from(schema.channel);
  return { jobs: jobs!.value, channels: channels!.value };
}

/** Sends one hostile file and expects it refused with `status` and `reason`, leaving nothing stored. */
async function expectFileRefused(chunks: Iterable<string | Uint8Array>, status: number, reason: string, message: RegExp) {
  const before = await storedState();
  const answer = await send(chunks);
  expect(answer).toMatchObject({ status, body: { reason, error: expect.stringMatching(message) } });
  expect(await storedState()).toEqual(before);
  return answer;
}

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listenOnLoopback();
  member = await app.signIn('member@creatorlens.test');
  watchlistId = (await app.mutate(member, 'watchlist.createWatchlist', { name: 'Hostile files', type: 'manual' })).data.id;
  const [list] = await app
    .db()
    .select({ organizationId: schema.watchlist.organizationId })
    .from(schema.watchlist)
    .where(eq(schema.watchlist.id, watchlistId));
  organizationId = list!.organizationId;
});
afterAll(() => app.close());

describe('size and row limits apply while the file arrives', () => {
  it('stops reading a file past MAX_IMPORT_UPLOAD_BYTES and answers 413, with no content-length to trust', async () => {
    const notes = 'n'.repeat(1_000);
    // 40 MB if it were all sent; about 1 KB a row keeps it under the row limit until the size limit is passed.
    const answer = await expectFileRefused(
      csvRows(40_000, { header: 'profile,notes', rowsPerChunk: 100, row: (index) => `instagram.com/big.${index},${notes}` }),
      413,
      'too-large',
      /larger than 20 MB; split it/,
    );
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    // The answer came right after the limit was passed: the client never got to send the remaining 20 MB.
    expect(answer.bytesSent).toBeLessThan(MAX_IMPORT_UPLOAD_BYTES + 10_000_000);
  });

  it('refuses a declared content-length over the limit before reading any of it', async () => {
    const before = await storedState();
    const query = new URLSearchParams({ targetKind: 'watchlist', targetId: watchlistId, fileName: 'declared.csv' });
    const answer = await app.server.inject({
      method: 'POST',
      url: `${IMPORT_UPLOAD_PATH}?${query.toString()}`,
      payload: 'instagram.com/a\n',
      headers: { 'content-type': 'text/csv', 'content-length': String(MAX_IMPORT_UPLOAD_BYTES + 1), origin: ORIGIN, cookie: member },
    });
    expect(answer.statusCode).toBe(413);
    expect(await storedState()).toEqual(before);
  });

  it('stops reading a million-row file at the row limit and answers 400', async () => {
    const answer = await expectFileRefused(
      csvRows(1_000_000, { header: 'profile' }),
      400,
      'too-many-rows',
      new RegExp(`at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows per import`),
    );
    // About 30 MB if it were all sent; the answer came after the first 20,001 rows (under 1 MB) and socket buffers.
    expect(answer.bytesSent).toBeLessThan(15_000_000);
  });

  it('reads past an unclosed quote and a row longer than any real one: both are bad rows, not the whole rest of the file', async () => {
    const before = await storedState();
    const answer = await send(['profile\n"instagram.com/a\n', 'x'.repeat(100_000), '\n']);
    // Two rows, each reported with its problem by the import; no channel is created for either.
    expect(answer).toMatchObject({ status: 200, body: { rows: 2 } });
    expect((await storedState()).channels).toBe(before.channels);
  });
});

describe('encodings are checked before any row is read', () => {
  const csv = 'platform,handle\ninstagram,fixture.insta\n';

  it('refuses UTF-16 with either byte order mark, and without one', async () => {
    await expectFileRefused([Buffer.from(`\uFEFF${csv}`, 'utf16le')], 400, 'utf-16', /UTF-16 text; save it as UTF-8 CSV/);
    await expectFileRefused([utf16be(`\uFEFF${csv}`)], 400, 'utf-16', /UTF-16/);
    await expectFileRefused([Buffer.from(csv, 'utf16le')], 400, 'utf-16', /UTF-16/);
  });

  it('refuses NUL bytes, invalid UTF-8 and binary files, also when they start after the first chunk', async () => {
    await expectFileRefused([utf8('platform,handle\ninstagram,fix\u0000ture\n')], 400, 'nul-bytes', /NUL bytes/);
    await expectFileRefused([utf8(`${'instagram.com/a\n'.repeat(1_000)}`), utf8('instagram.com/\u0000\n')], 400, 'nul-bytes', /NUL bytes/);
    // "München" as Excel's default CSV on a German Windows writes it (Windows-1252).
    await expectFileRefused([utf8('handle,city\n@a,M'), Buffer.from([0xfc]), utf8('nchen\n')], 400, 'not-utf-8', /not UTF-8 text/);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    await expectFileRefused([png], 400, 'binary', /a PNG image, not a CSV/);
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]), utf8('[Content_Types].xml')]);
    await expectFileRefused([xlsx], 400, 'binary', /Excel workbook \(XLSX\)/);
  });

  it('accepts a UTF-8 byte order mark, multi-byte characters split across chunks and Windows line ends', async () => {
    const bytes = utf8('\uFEFFplatform;handle;notes\r\ninstagram;fixture.insta;Zürich ✓\r\n');
    const split = bytes.indexOf(0xc3) + 1;
    const answer = await send([bytes.subarray(0, split), bytes.subarray(split)]);
    expect(answer).toMatchObject({ status: 200, body: { rows: 1, jobId: expect.any(String) } });
  });

  it('refuses the same files through import.startImport (as text a browser decoded), never with a 500', async () => {
    const start = (text: string) =>
      app.mutate(member, 'import.startImport', { target: { kind: 'watchlist', id: watchlistId }, fileName: 'a.csv', csv: text });
    const before = await storedState();
    const withNul = await start('platform,handle\ninstagram,fix\u0000ture\n');
    expectRefused(withNul, 400, 'VALIDATION');
    expect(withNul.error?.message).toMatch(/NUL bytes/);
    // A UTF-16 file read as UTF-8: its byte order mark became two replacement characters, its zeros stayed.
    const decodedUtf16 = await start(`\uFFFD\uFFFD${Buffer.from(csv, 'utf16le').toString('latin1')}`);
    expectRefused(decodedUtf16, 400, 'VALIDATION');
    expect(decodedUtf16.error?.message).toMatch(/UTF-16/);
    expect(await storedState()).toEqual(before);
  });
});

describe('one file at a time per organisation', () => {
  it('answers 409 to a second upload while the first is being read, and takes uploads again after it', async () => {
    let sendRest: () => void = () => undefined;
    const restMayGo = new Promise<void>((resolve) => (sendRest = resolve));
    async function* slowFile() {
      yield 'platform,handle\ninstagram,fixture.insta\n';
      await restMayGo;
      yield 'tiktok,fixture.tok\n';
    }
    const jobsBefore = (await storedState()).jobs;
    const first = send(slowFile());
    // The first upload holds the lease once the server has read its first chunk; wait until the row is there.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const leases = await app
        .db()
        .select({ key: schema.rateLimitBucket.key })
        .from(schema.rateLimitBucket)
        .where(eq(schema.rateLimitBucket.key, `importReading:${organizationId}`));
      if (leases.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const second = await send(csvRows(10));
    expect(second).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', error: expect.stringMatching(/already being read for this organisation; try again when it has finished/) },
    });
    const tRpcMeanwhile = await app.mutate(member, 'import.startImport', {
      target: { kind: 'watchlist', id: watchlistId },
      fileName: 'b.csv',
      csv: 'instagram.com/fixture.insta\n',
    });
    expectRefused(tRpcMeanwhile, 409, 'CONFLICT');
    expect((await storedState()).jobs).toBe(jobsBefore);

    sendRest();
    expect(await first).toMatchObject({ status: 200, body: { rows: 2 } });
    expect(await send(['instagram.com/fixture.insta\n'])).toMatchObject({ status: 200 });
    expect((await storedState()).jobs).toBe(jobsBefore + 2);
  });

  it('sees a lease another server process holds in the shared database, and takes over one that lapsed', async () => {
    const release = await acquireImportReadingLease({ db: app.db() }, { organizationId });
    expect(await send(['instagram.com/fixture.insta\n'])).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    await release();
    expect(await send(['instagram.com/fixture.insta\n'])).toMatchObject({ status: 200 });

    // A process that died while reading leaves its lease behind until it lapses.
    await acquireImportReadingLease({ db: app.db() }, { organizationId, now: new Date(Date.now() - 3_600_000) });
    expect(await send(['instagram.com/fixture.insta\n'])).toMatchObject({ status: 200 });
  });

  it('lets another organisation upload while one is being read', async () => {
    const release = await acquireImportReadingLease({ db: app.db() }, { organizationId });
    try {
      const trial = await app.signUp({ name: 'Trial Person', email: 'trial-uploads@example.com' });
      const trialList = (await app.mutate(trial, 'watchlist.createWatchlist', { name: 'Trial list', type: 'manual' })).data.id;
      const query = new URLSearchParams({ targetKind: 'watchlist', targetId: trialList, fileName: 'ok.csv' });
      const answer = await postStream(
        `${baseUrl}${IMPORT_UPLOAD_PATH}?${query.toString()}`,
        { 'content-type': 'text/csv', origin: ORIGIN, cookie: trial },
        ['instagram.com/fixture.insta\n'],
      );
      expect(answer).toMatchObject({ status: 200, body: { rows: 1 } });
    } finally {
      await release();
    }
  });
});
