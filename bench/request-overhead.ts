import pg from 'pg';
import { eq } from 'drizzle-orm';
import { appRouter, createCallerFactory, type ApiContext } from '@creatorlens/api';
import { listCharts } from '@creatorlens/core/charts';
import { searchChannels } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { createSessionLookup } from '../apps/server/src/auth/session-lookup.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { BENCH_AUTH_SECRET, findFreePort } from './lib/server.ts';
import { mean, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Where the milliseconds of one cheap tRPC read go, one request at a time (no queueing): the bare core query, the
 * session lookup, the actor, the tRPC caller (input and output validation), JSON, Fastify's whole pipeline
 * (`inject`, no socket) and the real HTTP round trip over loopback; plus the SQL statements one request sends.
 * In-process on PGlite, or with BENCH_DATABASE_URL on a scratch PostgreSQL database.
 */

const ROUNDS = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 400);
const CHANNEL_SEARCH_INPUT = { q: 'be', limit: 8 };
const CHART_INPUT = { platform: 'youtube', metric: 'followers', sizeClass: 'big', channelGroup: 'creators', limit: 50 } as const;

interface Step {
  label: string;
  run: () => Promise<unknown>;
}

async function timeStep(step: Step): Promise<(string | number)[]> {
  for (let index = 0; index < 50; index += 1) await step.run();
  const times: number[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const startedAt = performance.now();
    await step.run();
    times.push(performance.now() - startedAt);
  }
  return [step.label, round(percentile(times, 50), 3), round(percentile(times, 95), 3), round(mean(times), 3)];
}

/** Counts (and keeps the text of) every statement the process sends, on both drivers. */
function recordStatements(pglite: { query: (...args: never[]) => unknown } | null): { take: () => string[] } {
  let statements: string[] = [];
  const textOf = (query: unknown) => String(typeof query === 'object' && query !== null ? (query as { text?: unknown }).text : query);
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements.push(textOf(args[0]));
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  if (pglite) {
    const originalQuery = pglite.query.bind(pglite) as (...args: unknown[]) => unknown;
    (pglite as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements.push(textOf(args[0]));
      return originalQuery(...args);
    };
  }
  return {
    take: () => {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

async function main(): Promise<void> {
  const dataDir = makeTempDir('request-overhead');
  const adminUrl = benchDatabaseUrl();
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'overhead') : null;
  const port = await findFreePort();
  const log = console.log;
  console.log = () => {};
  const app = await createApp(
    readConfig({
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: `${dataDir}/no-web-build`,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SEED: 'on',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    }),
  ).finally(() => {
    console.log = log;
  });
  try {
    const address = await app.server.listen({ host: '127.0.0.1', port });
    const db = app.database.db;
    const cookie = await signIn(address);
    const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
    const actor = await loadActor({ db }, { userId: member!.id, sessionId: 'bench', activeOrganizationId: null });
    const sessionLookup = await createSessionLookup({ auth: app.auth, db, secret: (await app.auth.$context).secret });
    const identity = (await sessionLookup.lookup(cookie))!;
    if (!identity) throw new Error('the fast session lookup did not answer for a fresh sign-in');
    const context: ApiContext = { db, actor, now: () => new Date(), mail: { send: async () => {} } as never, requestId: 'bench' };
    const caller = createCallerFactory(appRouter)(context);
    const searchResult = await caller.channel.searchChannels(CHANNEL_SEARCH_INPUT);
    const chartResult = await caller.charts.listChartEntries(CHART_INPUT);
    const url = (path: string, input: unknown) => `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
    const inject = async (path: string, input: unknown) => {
      const response = await app.server.inject({ url: url(path, input), headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    const fetchOver = async (path: string, input: unknown) => {
      const response = await fetch(`${address}${url(path, input)}`, { headers: { cookie } });
      await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    };

    const recorder = recordStatements(app.database.kind === 'pglite' ? (app.database.pglite as never) : null);
    for (const [path, input] of [
      ['channel.searchChannels', CHANNEL_SEARCH_INPUT],
      ['charts.listChartEntries', CHART_INPUT],
    ] as const) {
      // The first request of a session misses the session cache (SESSION_CACHE=off: every request does).
      for (const which of ['first', 'second']) {
        recorder.take();
        await inject(path, input);
        const statements = recorder.take();
        console.log(`${path}, ${which} request of the session: ${statements.length} SQL statements`);
        for (const statement of statements) console.log(`  - ${statement.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
    }

    const steps: Step[] = [
      { label: 'session lookup (1 statement: session, user, membership, licence)', run: () => sessionLookup.lookup(cookie) },
      { label: 'loadActor from the looked-up facts (no SQL)', run: () => loadActor({ db }, identity) },
      { label: 'channel.searchChannels: core function (raw)', run: () => searchChannels({ db, actor }, CHANNEL_SEARCH_INPUT) },
      { label: 'channel.searchChannels: tRPC caller (zod in/out)', run: () => caller.channel.searchChannels(CHANNEL_SEARCH_INPUT) },
      {
        label: 'channel.searchChannels: JSON.stringify of the answer',
        run: async () => JSON.stringify({ result: { data: searchResult } }),
      },
      {
        label: 'channel.searchChannels: Fastify inject (whole pipeline)',
        run: () => inject('channel.searchChannels', CHANNEL_SEARCH_INPUT),
      },
      { label: 'channel.searchChannels: HTTP over loopback', run: () => fetchOver('channel.searchChannels', CHANNEL_SEARCH_INPUT) },
      { label: 'charts.listChartEntries: core function (raw)', run: () => listCharts({ db }, CHART_INPUT) },
      { label: 'charts.listChartEntries: tRPC caller (zod in/out)', run: () => caller.charts.listChartEntries(CHART_INPUT) },
      {
        label: 'charts.listChartEntries: JSON.stringify of the answer',
        run: async () => JSON.stringify({ result: { data: chartResult } }),
      },
      { label: 'charts.listChartEntries: Fastify inject (whole pipeline)', run: () => inject('charts.listChartEntries', CHART_INPUT) },
      { label: 'charts.listChartEntries: HTTP over loopback', run: () => fetchOver('charts.listChartEntries', CHART_INPUT) },
      {
        label: 'charts.listChartEntries: HTTP, no cookie (no session)',
        run: async () => (await fetch(`${address}${url('charts.listChartEntries', CHART_INPUT)}`)).text(),
      },
    ];
    const rows: (string | number)[][] = [];
    for (const step of steps) rows.push(await timeStep(step));
    printTable(
      `Request overhead on ${app.database.kind}, one request at a time, ${ROUNDS} rounds after 50 warm-up (search ${searchResult.length} rows, chart ${chartResult.items.length} entries)`,
      ['step', 'p50 ms', 'p95 ms', 'mean ms'],
      rows,
    );
  } finally {
    await app.close();
    removeDir(dataDir);
    await scratch?.drop();
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('request overhead bench', 15);
  await main();
}
