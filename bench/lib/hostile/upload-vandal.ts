import { csvRows, postStream } from '../../../apps/server/test/support/stream-upload.ts';
import { sessionCookieOf } from './guests.ts';
import { request, sleep, type Tally } from './tally.ts';

const UPLOAD_VANDAL_ADDRESS = '203.0.113.9';

/** A trial account of its own (sign-up from the lane's own client address) with a manual watchlist to import into. */
async function trialWithWatchlist(baseUrl: string): Promise<{ cookie: string; watchlistId: string }> {
  const signUp = await request(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': UPLOAD_VANDAL_ADDRESS },
    body: JSON.stringify({ name: 'Upload vandal', email: `upload-vandal-${Date.now()}@example.com`, password: 'a-good-password' }),
  });
  const cookie = sessionCookieOf(signUp.headers);
  if (signUp.status !== 200 || !cookie) throw new Error(`sign-up answered ${signUp.status}: ${signUp.body.slice(0, 200)}`);
  const created = await request(`${baseUrl}/api/trpc/watchlist.createWatchlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ name: 'Vandal list', type: 'manual' }),
  });
  if (created.status !== 200) throw new Error(`createWatchlist answered ${created.status}: ${created.body.slice(0, 200)}`);
  return { cookie, watchlistId: (JSON.parse(created.body) as { result: { data: { id: string } } }).result.data.id };
}

/** The files a trial member sends instead of a CSV: each must be refused with a 4xx, and nothing stored. */
const FILES: { name: string; chunks: () => Iterable<string | Uint8Array> }[] = [
  { name: '1,000,000 rows', chunks: () => csvRows(1_000_000, { row: (index) => `@u${index}` }) },
  {
    name: '25 MB of long rows',
    chunks: function* () {
      yield 'handle,notes\n';
      for (let index = 0; index < 25_000; index += 1) yield `@long${index},${'n'.repeat(1_000)}\n`;
    },
  },
  { name: 'UTF-16', chunks: () => [Buffer.from('\ufeffhandle\n@someone\n', 'utf16le')] },
  { name: 'NUL bytes', chunks: () => ['handle\n@some', '\u0000one\n'] },
  { name: 'a PNG', chunks: () => [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])] },
];

/** Two uploads at a time from one trial organisation, round after round of the files above. */
export async function uploadVandal(baseUrl: string, tally: Tally, until: number): Promise<void> {
  const { cookie, watchlistId } = await trialWithWatchlist(baseUrl);
  const url = `${baseUrl}/api/imports/csv?${new URLSearchParams({ targetKind: 'watchlist', targetId: watchlistId, fileName: 'attack.csv' }).toString()}`;
  for (let round = 0; Date.now() < until; round += 1) {
    const pair = [FILES[round % FILES.length]!, FILES[(round + 1) % FILES.length]!];
    await Promise.all(
      pair.map(async (file) => {
        try {
          const answer = await postStream(url, { 'content-type': 'text/csv; charset=utf-8', origin: baseUrl, cookie }, file.chunks());
          tally.attackAnswered(
            `upload ${file.name}${answer.body.reason ? ` (${answer.body.reason})` : answer.status === 409 ? ' (busy)' : ''}`,
            answer.status,
            JSON.stringify(answer.body),
          );
        } catch (error) {
          tally.wrong(`upload ${file.name}: no answer`, error instanceof Error ? error.message : String(error));
        }
      }),
    );
    await sleep(200);
  }
}
