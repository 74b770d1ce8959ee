import { readFileSync } from 'node:fs';
import { postStream, csvRows, type StreamedAnswer } from '../apps/server/test/support/stream-upload.ts';
import { armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer, type SpawnedServer } from './lib/server.ts';
import { printTable } from './lib/table.ts';

/**
 * The import-upload attack by hand: three 1,000,000-row CSV files posted at once, first all three by one trial
 * account (one organisation), then one each by three trial accounts (three organisations); last, three files of long
 * rows that are refused only at the size limit, the most reading one file may cost. Prints
 * the server's RSS before and at its peak, the slowest /healthz answer during the uploads, and what each upload got.
 * Figures only, no assertions: run it before and after a change to the upload path.
 *
 *   node --import tsx bench/import-upload-memory.ts [--rows=1000000]
 */

const ROWS = Number(process.argv.find((argument) => argument.startsWith('--rows='))?.split('=')[1] ?? 1_000_000);
const UPLOADS = 3;
const SAMPLE_MS = 50;

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function signUp(baseUrl: string, index: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: `Trial ${index}`, email: `trial-${index}-${Date.now()}@example.com`, password: 'a-good-password' }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('better-auth.session_token='))!
    .split(';')[0]!;
}

async function createWatchlist(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/trpc/watchlist.createWatchlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ name: 'Attack', type: 'manual' }),
  });
  const body = (await response.json()) as { result?: { data: { id: string } } };
  if (!body.result) throw new Error(`createWatchlist answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.data.id;
}

interface RoundResult {
  label: string;
  rssBeforeMb: number;
  rssPeakMb: number;
  slowestHealthzMs: number;
  seconds: number;
  answers: StreamedAnswer[];
}

async function attack(
  server: SpawnedServer,
  label: string,
  uploaders: { cookie: string; watchlistId: string }[],
  file: () => Iterable<string> = () => csvRows(ROWS, { row: (index) => `@u${index}` }),
): Promise<RoundResult> {
  const pid = server.child.pid!;
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let slowestHealthzMs = 0;
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const prober = (async () => {
    while (isRunning) {
      const startedAt = performance.now();
      await (await fetch(`${server.baseUrl}/healthz`)).arrayBuffer();
      slowestHealthzMs = Math.max(slowestHealthzMs, performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const startedAt = performance.now();
  const answers = await Promise.all(
    uploaders.map(({ cookie, watchlistId }) =>
      postStream(
        `${server.baseUrl}/api/imports/csv?${new URLSearchParams({ targetKind: 'watchlist', targetId: watchlistId, fileName: 'attack.csv' }).toString()}`,
        { 'content-type': 'text/csv; charset=utf-8', origin: server.baseUrl, cookie },
        file(),
      ),
    ),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  // Let the server settle so a late peak (parsing after the last byte) is seen too.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  isRunning = false;
  await Promise.all([sampler, prober]);
  return { label, rssBeforeMb, rssPeakMb, slowestHealthzMs, seconds, answers };
}

export async function runImportUploadMemory(): Promise<RoundResult[]> {
  const dataDir = makeTempDir('import-upload-memory');
  const server = await spawnServer({ dataDir, extraEnv: { RATE_LIMITS: 'off' } });
  try {
    const owners: { cookie: string; watchlistId: string }[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const cookie = await signUp(server.baseUrl, index);
      owners.push({ cookie, watchlistId: await createWatchlist(server.baseUrl, cookie) });
    }
    const sameOrganisation = await attack(
      server,
      'one organisation',
      Array.from({ length: UPLOADS }, () => owners[0]!),
    );
    const ownOrganisations = await attack(server, 'three organisations', owners);
    // The most one upload may cost: a file of long rows that is refused only when it passes the size limit.
    const notes = 'n'.repeat(1_000);
    const atSizeLimit = await attack(server, 'three organisations, 21 MB of long rows', owners, () =>
      csvRows(21_000, { rowsPerChunk: 100, row: (index) => `instagram.com/u${index},${notes}` }),
    );
    return [sameOrganisation, ownOrganisations, atSizeLimit];
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('import-upload-memory', 15);
  const results = await runImportUploadMemory();
  printTable(
    `${UPLOADS} concurrent uploads of ${ROWS.toLocaleString('en')} rows each`,
    ['uploaders', 'RSS before (MB)', 'RSS peak (MB)', 'growth (MB)', 'slowest /healthz (ms)', 'seconds', 'answers'],
    results.map((result) => [
      result.label,
      Math.round(result.rssBeforeMb),
      Math.round(result.rssPeakMb),
      Math.round(result.rssPeakMb - result.rssBeforeMb),
      Math.round(result.slowestHealthzMs),
      result.seconds.toFixed(1),
      result.answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`.trim()).join(', '),
    ]),
  );
  for (const result of results) {
    for (const answer of result.answers) console.log(`${result.label}: ${answer.status} ${answer.body.error ?? ''}`);
  }
}
