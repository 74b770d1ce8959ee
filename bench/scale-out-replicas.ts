/**
 * Reads past one database: a PostgreSQL primary and a hot standby (pg_basebackup -R) on this machine, the real server
 * with DATABASE_REPLICA_URLS naming the standby, signed-in clients reading discovery, charts and channel search, and
 * one writer that checks it reads its own writes (create a watchlist, add a channel, read the artist's memberships,
 * delete, read again). After the first phase the standby is killed (SIGKILL to its postmaster and backends) and the
 * second phase runs on the primary alone. Prints per phase: reads, failed reads, p50/p95, read-your-writes misses,
 * and statements per node (the server's /metrics and pg_stat_database on each node).
 *
 * Run: node --import tsx bench/scale-out-replicas.ts   (PHASE_SECONDS=20, READERS=8; needs /usr/lib/postgresql/15/bin)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPrimaryWithStandby, whyNoStreamingReplication } from '@creatorlens/test-support/postgres-replication';
import { signIn } from './lib/auth.ts';
import { spawnServer } from './lib/server.ts';
import { percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 20);
const READERS = Number(process.env.READERS ?? 8);

const problem = whyNoStreamingReplication();
if (problem) {
  console.log(`scale-out-replicas skipped: ${problem}`);
  process.exit(0);
}

const READS: { procedure: string; input: unknown }[] = [
  ...['youtube', 'instagram', 'tiktok', 'twitch'].flatMap((platform) => [
    { procedure: 'discovery.searchCreators', input: { platform } },
    { procedure: 'discovery.searchCreators', input: { platform, followersMin: 100_000, sort: 'followers' } },
    { procedure: 'charts.listCharts', input: { platform, metric: 'followers', sizeClass: 'big' } },
  ]),
  ...['ma', 'le', 'sch', 'an', 'gam', 'lu'].map((q) => ({ procedure: 'channel.searchChannels', input: { q } })),
];

const folder = mkdtempSync(join(tmpdir(), 'creatorlens-replicas-bench-'));
console.log('starting a primary and a hot standby …');
const pair = await startPrimaryWithStandby();
console.log('starting the server (first start seeds the demo data on the primary) …');
// A server that never gets ready (the first-start seed on a busy machine) must not leave the two clusters behind.
const server = await spawnServer({
  dataDir: join(folder, 'server'),
  databaseUrl: pair.primaryUrl,
  timeoutSeconds: 1_200,
  extraEnv: {
    DATABASE_REPLICA_URLS: pair.standbyUrl,
    REPLICA_MAX_LAG_MS: '5000',
    RATE_LIMITS: 'off',
    AUTH_RATE_LIMIT: 'off',
    RANKINGS_REFRESH_MINUTES: '0',
  },
}).catch(async (error: unknown) => {
  await pair.stop();
  rmSync(folder, { recursive: true, force: true });
  throw error;
});
const base = server.baseUrl;

interface Sample {
  ms: number;
  isOk: boolean;
}

async function trpc(cookie: string, method: 'GET' | 'POST', procedure: string, input: unknown) {
  const url =
    method === 'GET' ? `${base}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` : `${base}/api/trpc/${procedure}`;
  const response = await fetch(url, {
    method,
    headers: { cookie, origin: base, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: body.result?.data, error: body.error?.message, setCookie: response.headers.getSetCookie() };
}

async function metricValue(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}
async function metricPlain(name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}
async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select xact_commit::text as n from pg_stat_database where datname = 'postgres'");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
async function nodeFigures() {
  return {
    standbyStatements: await metricValue('creatorlens_replica_statements', 'served_by="replica"'),
    fallbackStatements: await metricValue('creatorlens_replica_statements', 'served_by="primary"'),
    readsOnPrimary: await metricPlain('creatorlens_replica_reads_on_primary'),
  };
}

const readerCookies = await Promise.all(Array.from({ length: READERS }, () => signIn(base)));
const writerSession = await signIn(base);
const [found] = (await trpc(writerSession, 'GET', 'channel.searchChannels', { q: 'a' })).data as { id: string; artistSlug: string }[];
if (!found) throw new Error('the seed left no channel to put on a watchlist');
const target = found;

async function runPhase(label: string) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let rywChecks = 0;
  let rywMisses = 0;
  const until = Date.now() + PHASE_SECONDS * 1000;
  const readers = readerCookies.map(async (cookie, index) => {
    for (let turn = index; Date.now() < until; turn++) {
      const read = READS[turn % READS.length]!;
      const started = performance.now();
      const answer = await trpc(cookie, 'GET', read.procedure, read.input).catch((error: Error) => ({ status: 0, error: error.message }));
      samples.push({ ms: performance.now() - started, isOk: answer.status === 200 });
      if (answer.status !== 200 && failures.length < 5) failures.push(`${read.procedure}: ${answer.status} ${answer.error}`);
    }
  });
  const writer = (async () => {
    let readAfter = '';
    const cookie = () => [writerSession, readAfter].filter(Boolean).join('; ');
    const remember = (setCookie: string[]) => {
      const line = setCookie.find((value) => value.startsWith('creatorlens_read_after='));
      if (line) readAfter = line.split(';')[0]!;
    };
    const watchlistIds = async () => {
      const answer = await trpc(cookie(), 'GET', 'artist.getArtistMemberships', { slug: target.artistSlug });
      return ((answer.data as { watchlists?: { id: string }[] } | undefined)?.watchlists ?? []).map((w) => w.id);
    };
    for (let turn = 0; Date.now() < until; turn++) {
      const created = await trpc(cookie(), 'POST', 'watchlist.createWatchlist', { name: `Bench ${label} ${turn}`, type: 'manual' });
      remember(created.setCookie);
      const id = (created.data as { id: string }).id;
      remember((await trpc(cookie(), 'POST', 'watchlist.addChannels', { watchlistId: id, channelIds: [target.id] })).setCookie);
      rywChecks++;
      if (!(await watchlistIds()).includes(id)) rywMisses++;
      remember((await trpc(cookie(), 'POST', 'watchlist.deleteWatchlist', { id })).setCookie);
      rywChecks++;
      if ((await watchlistIds()).includes(id)) rywMisses++;
    }
  })();
  await Promise.all([...readers, writer]);
  const ms = samples.map((sample) => sample.ms);
  return {
    reads: samples.length,
    failed: samples.filter((sample) => !sample.isOk).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    rywChecks,
    rywMisses,
    failures,
  };
}

const rows: (string | number)[][] = [];
const nodeRows: (string | number)[][] = [];
const round = (value: number) => Math.round(value * 10) / 10;
try {
  // Warm both nodes' caches so the first phase does not measure cold reads.
  await runPhase('warm-up').catch(() => undefined);
  const before = await nodeFigures();
  const primaryBefore = await transactions(pair.primaryUrl);
  const standbyBefore = await transactions(pair.standbyUrl);
  const both = await runPhase('both');
  const afterBoth = await nodeFigures();
  nodeRows.push([
    'primary + standby',
    afterBoth.standbyStatements - before.standbyStatements,
    afterBoth.fallbackStatements - before.fallbackStatements,
    afterBoth.readsOnPrimary - before.readsOnPrimary,
    (await transactions(pair.standbyUrl)) - standbyBefore,
    (await transactions(pair.primaryUrl)) - primaryBefore,
  ]);
  rows.push(['primary + standby', both.reads, both.failed, round(both.p50), round(both.p95), `${both.rywMisses} / ${both.rywChecks}`]);

  // The kill lands while every reader has requests in flight on the standby.
  const killed = runPhase('killed');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await pair.killStandby();
  console.log('standby killed (SIGKILL) mid-phase');
  const afterKill = await killed;
  const afterKillFigures = await nodeFigures();
  const primaryAfterKill = await transactions(pair.primaryUrl);
  nodeRows.push([
    'standby killed after 2 s',
    afterKillFigures.standbyStatements - afterBoth.standbyStatements,
    afterKillFigures.fallbackStatements - afterBoth.fallbackStatements,
    afterKillFigures.readsOnPrimary - afterBoth.readsOnPrimary,
    '–',
    '(see primary-only row)',
  ]);
  rows.push([
    'standby killed mid-phase',
    afterKill.reads,
    afterKill.failed,
    round(afterKill.p50),
    round(afterKill.p95),
    `${afterKill.rywMisses} / ${afterKill.rywChecks}`,
  ]);
  const alone = await runPhase('primary-alone');
  const afterAlone = await nodeFigures();
  nodeRows.push([
    'primary alone',
    afterAlone.standbyStatements - afterKillFigures.standbyStatements,
    afterAlone.fallbackStatements - afterKillFigures.fallbackStatements,
    afterAlone.readsOnPrimary - afterKillFigures.readsOnPrimary,
    '–',
    (await transactions(pair.primaryUrl)) - primaryAfterKill,
  ]);
  rows.push(['primary alone', alone.reads, alone.failed, round(alone.p50), round(alone.p95), `${alone.rywMisses} / ${alone.rywChecks}`]);

  printTable(
    `Replica reads, ${READERS} signed-in readers + 1 writer, ${PHASE_SECONDS} s per phase (API p50/p95 in ms)`,
    ['phase', 'reads', 'failed reads', 'p50', 'p95', 'read-your-writes misses / checks'],
    rows,
  );
  printTable(
    'Reads per node (server /metrics; xact_commit from pg_stat_database includes health probes and the writer)',
    [
      'phase',
      'statements on standby',
      'standby failures served by primary',
      'replica reads sent to primary',
      'standby xact_commit',
      'primary xact_commit',
    ],
    nodeRows,
  );
  for (const failure of [...both.failures, ...afterKill.failures, ...alone.failures]) console.log(`failure: ${failure}`);
} finally {
  await server.stop();
  await pair.stop();
  rmSync(folder, { recursive: true, force: true });
}
