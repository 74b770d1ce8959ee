import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_UPLOAD_BYTES } from '@creatorlens/contracts';
import { IMPORT_UPLOAD_PATH } from '../src/http/import-upload-route.ts';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';
import { signInToKessel } from './support/lists-fixtures.ts';

interface UploadAnswer {
  status: number;
  body: { jobId?: string; rows?: number; code?: string; error?: string };
}

let app: TestApp;
let member: string;
let kessel: string;

/** Posts a file to the upload route like the import dialog does: the raw CSV as the body. */
async function upload(
  cookie: string | null,
  query: Record<string, string>,
  csv: string,
  contentType = 'text/csv; charset=utf-8',
): Promise<UploadAnswer> {
  const response = await app.server.inject({
    method: 'POST',
    url: `${IMPORT_UPLOAD_PATH}?${new URLSearchParams(query).toString()}`,
    payload: csv,
    headers: { 'content-type': contentType, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as UploadAnswer['body'] };
}
const intoWatchlist = (id: string) => ({ targetKind: 'watchlist', targetId: id, fileName: 'big.csv' });
const createWatchlist = async (cookie: string, name: string) =>
  (await app.mutate(cookie, 'watchlist.createWatchlist', { name, type: 'manual' })).data.id;

async function finished(cookie: string, jobId: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await app.query(cookie, 'import.getImport', { jobId, limit: 1 });
    if (['completed', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${jobId} did not finish`);
}

beforeAll(async () => {
  app = await createTestApp();
  member = await app.signIn('member@creatorlens.test');
  kessel = await signInToKessel(app);
});
afterAll(() => app.close());

describe('the CSV upload route', () => {
  it('imports a 10,000-row file larger than the 1 MiB JSON body limit end to end', async () => {
    const watchlistId = await createWatchlist(member, 'Uploaded');
    // Two real profiles, then rows repeating them with a long notes column: over 1 MiB, and every row reported.
    const notes = 'n'.repeat(120);
    const rows = ['profile,notes', `https://www.instagram.com/fixture.insta/,${notes}`, `youtube.com/@fixturetube,${notes}`];
    for (let index = 2; index < 10_000; index += 1)
      rows.push(`${index % 2 ? 'instagram.com/fixture.insta' : 'youtube.com/@FixtureTube'},${notes}`);
    const csv = rows.join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1_048_576);

    const started = await upload(member, intoWatchlist(watchlistId), csv);
    expect(started).toMatchObject({ status: 200, body: { rows: 10_000 } });
    const result = await finished(member, started.body.jobId!);
    expect(result).toMatchObject({ state: 'completed', summary: { total: 10_000, matched: 2, created: 0, invalid: 9_998 } });
  });

  it('answers a clear 413 beyond the route limit, 415 for other content types and 400 for a bad query or an empty file', async () => {
    const watchlistId = await createWatchlist(member, 'Too big');
    const tooBig = await upload(member, intoWatchlist(watchlistId), 'x'.repeat(MAX_IMPORT_UPLOAD_BYTES + 1));
    expect(tooBig).toEqual({
      status: 413,
      body: {
        code: 'PAYLOAD_TOO_LARGE',
        reason: 'too-large',
        error: expect.stringMatching(/larger than 20 MB/),
        requestId: expect.any(String),
      },
    });
    expect((await upload(member, intoWatchlist(watchlistId), 'instagram.com/a\n', 'text/plain')).status).toBe(415);
    expect((await upload(member, intoWatchlist(watchlistId), '{"csv":"x"}', 'application/json')).status).toBe(415);
    const badQuery = await upload(member, { targetKind: 'board', targetId: 'nope', fileName: '' }, 'instagram.com/a\n');
    expect(badQuery).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', error: expect.stringMatching(/targetKind.*targetId.*fileName/) },
    });
    expect(await upload(member, intoWatchlist(watchlistId), '')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await upload(member, intoWatchlist(watchlistId), '\n\n')).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/no rows/) },
    });
  });

  it('refuses anonymous callers, other organisations, guests and expired licences', async () => {
    const watchlistId = await createWatchlist(member, 'Private');
    expect(await upload(null, intoWatchlist(watchlistId), 'instagram.com/a\n')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect(await upload(kessel, intoWatchlist(watchlistId), 'instagram.com/a\n')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });

    const guest = await app.signInAsGuest();
    const guestLists = await app.query(guest, 'watchlist.listWatchlists');
    const demoList = guestLists.data.find((entry) => entry.type === 'manual')!;
    expect(await upload(guest, intoWatchlist(demoList.id), 'instagram.com/a\n')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });

    const expired = await app.signIn('expired-member@creatorlens.test');
    const expiredLists = await app.query(expired, 'watchlist.listWatchlists');
    const expiredTarget = expiredLists.data[0]?.id ?? watchlistId;
    expect(await upload(expired, intoWatchlist(expiredTarget), 'instagram.com/a\n')).toMatchObject({
      status: 403,
      body: { code: 'LICENSE_EXPIRED' },
    });
  });
});
