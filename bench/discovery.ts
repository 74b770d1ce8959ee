import { mkdirSync, writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@creatorlens/core/actor';
import { listCharts, refreshCharts } from '@creatorlens/core/charts';
import { searchChannels, searchContent, searchCreators } from '@creatorlens/core/discovery';
import { ensureLicenseTemplates } from '@creatorlens/core/licensing';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema, type DatabaseHandle } from '@creatorlens/db';
import { seedDemoAccounts } from '../apps/server/src/seed/demo-accounts.ts';
import { runScaleGeneration } from './generate-scale.ts';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { runLoad, type LoadOptions } from './lib/load.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';
import { DISCOVERY_COUNT_CAP } from '@creatorlens/contracts';
import { captureQueries, explainAnalyze, planBound, planGist, type PlanBound } from './lib/scale/capture.ts';
import { openScaleTarget } from './lib/scale/sessions.ts';
import { buildWorkloads, cycle, type Workloads } from './lib/scale/workloads.ts';
import { spawnServer } from './lib/server.ts';
import { round, roundSummary, type LatencySummary } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

type Summary = LatencySummary & { firstError: string | null };

/**
 * 4 concurrent clients by default (several users at once on 2 cores shared with the database and the load
 * generator); BENCH_DISCOVERY_CLIENTS=1 measures what one user waits for with the machine otherwise idle.
 */
export const DISCOVERY_LOAD: LoadOptions = {
  concurrency: Number(process.env.BENCH_DISCOVERY_CLIENTS ?? 4),
  warmup: 40,
  count: 400,
  maxSeconds: 30,
};

interface CaseDefinition {
  /** Unique name of the case (the procedure, plus a qualifier when one procedure has two workloads). */
  key: string;
  procedure: string;
  label: string;
  targetP95Ms: number;
  inputs: (workloads: Workloads) => Record<string, unknown>[];
  raw: (context: { db: DatabaseHandle['db']; actor: Actor }, input: Record<string, unknown>) => Promise<unknown>;
}

/** The issue's figures: API p95 targets per procedure. */
const CASES: CaseDefinition[] = [
  {
    key: 'discovery.searchCreators',
    procedure: 'discovery.searchCreators',
    label: 'creator discovery (followers range + engagement min + country, sort, page of 50)',
    targetP95Ms: 50,
    inputs: (w) => w.creators,
    raw: (context, input) => searchCreators(context, input as unknown as Parameters<typeof searchCreators>[1]),
  },
  {
    key: 'discovery.searchContent',
    procedure: 'discovery.searchContent',
    label: 'content search (full text + platform + 90-day range, relevance, page of 50)',
    targetP95Ms: 150,
    inputs: (w) => w.content,
    raw: (context, input) => searchContent(context, input as unknown as Parameters<typeof searchContent>[1]),
  },
  {
    key: 'channel.searchChannels',
    procedure: 'channel.searchChannels',
    label: "channel search as you type (2..6 characters of the handles' word part)",
    targetP95Ms: 30,
    inputs: (w) => w.channelSearch,
    raw: (context, input) => searchChannels(context, input as unknown as Parameters<typeof searchChannels>[1]),
  },
  {
    key: 'channel.searchChannels syn_',
    procedure: 'channel.searchChannels',
    label: 'channel search typed with the syn_ marker (syn_ + 2..6 characters: the handle-prefix branch)',
    targetP95Ms: 30,
    inputs: (w) => w.channelSearchHandlePrefix,
    raw: (context, input) => searchChannels(context, input as unknown as Parameters<typeof searchChannels>[1]),
  },
  {
    key: 'charts.listChartEntries',
    procedure: 'charts.listChartEntries',
    label: '/charts list (platform x metric x size class x country, 50 entries)',
    targetP95Ms: 50,
    inputs: (w) => w.charts,
    raw: (context, input) => listCharts(context, input as unknown as Parameters<typeof listCharts>[1]),
  },
];

export interface StatementPlan {
  statement: number;
  executionMs: number | null;
  indexes: string[];
  seqScans: string[];
  /** Rows the scans produced or filtered away, against the rows returned (planBound). */
  rowsExamined: number;
  rowsReturned: number;
  bound: PlanBound;
  sql: string;
  plan: string[];
}

export interface DiscoveryCaseResult {
  key: string;
  procedure: string;
  label: string;
  targetP95Ms: number;
  api: Summary | null;
  raw: Summary;
  /** API p95 / raw p95. */
  ratioP95: number | null;
  isTargetMet: boolean | null;
  plans: StatementPlan[];
}

export interface DiscoveryBackendResult {
  backend: 'postgres' | 'pglite';
  channels: number;
  posts: number;
  generation: { seconds: number; rowsPerSecond: number } | null;
  chartRefreshSeconds: number | null;
  chartRefreshError: string | null;
  load: LoadOptions;
  cases: DiscoveryCaseResult[];
}

async function trpcGet(baseUrl: string, cookie: string, path: string, input: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { result?: { data?: unknown } }).result?.data;
}

/**
 * Demo accounts (the bench signs in as the member), licence templates and one chart run, written into the scaled
 * database the way the server's first start would; then the raw floor, EXPLAIN of each statement, and the counts.
 */
async function prepareAndMeasureRaw(handle: DatabaseHandle, workloads: () => Promise<Workloads>, load: LoadOptions) {
  const db = handle.db;
  await ensureLicenseTemplates({ db });
  await seedDemoAccounts({ db });
  const selectRows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ runs } = { runs: 0 }] = await selectRows<{ runs: number }>(sql`select count(*)::int as runs from chart_run`);
  let chartRefreshSeconds: number | null = null;
  let chartRefreshError: string | null = null;
  if (Number(runs) === 0) {
    const startedAt = performance.now();
    try {
      await refreshCharts({ db }, { now: new Date('2026-06-01T00:00:00Z') });
      chartRefreshSeconds = (performance.now() - startedAt) / 1000;
    } catch (error) {
      chartRefreshError = error instanceof Error ? error.message : String(error);
    }
  }
  const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
  if (!member) throw new Error(`no ${DEMO_MEMBER_EMAIL} after seedDemoAccounts`);
  const actor = await loadActor({ db }, { userId: member.id, sessionId: 'bench', activeOrganizationId: null });
  const w = await workloads();

  const raw: Record<string, Summary> = {};
  const plans: Record<string, StatementPlan[]> = {};
  for (const definition of CASES) {
    const inputs = definition.inputs(w);
    await definition.raw({ db, actor }, inputs[0]!); // fail early with the real error rather than a count of errors
    raw[definition.key] = await runLoad(
      cycle(inputs, (input) => definition.raw({ db, actor }, input)),
      load,
    );
    // EXPLAIN after the warm load: the statements of the first three inputs, exactly as the core function sends them.
    plans[definition.key] = [];
    for (const input of inputs.slice(0, 3)) {
      const statements = await captureQueries(handle, () => definition.raw({ db, actor }, input));
      for (const [index, statement] of statements.entries()) {
        if (!/^\s*(select|with)/i.test(statement.text)) continue;
        const plan = await explainAnalyze(handle, statement);
        plans[definition.key]!.push({
          statement: index + 1,
          ...planGist(plan),
          ...planBound(plan, DISCOVERY_COUNT_CAP),
          sql: statement.text,
          plan,
        });
      }
    }
  }
  const [counts] = await selectRows<{ channels: number; posts: number }>(
    sql`select (select count(*) from channel)::int as channels, (select count(*) from post)::int as posts`,
  );
  return {
    raw,
    plans,
    chartRefreshSeconds,
    chartRefreshError,
    channels: Number(counts?.channels),
    posts: Number(counts?.posts),
    workloads: w,
  };
}

async function measureApi(baseUrl: string, workloads: Workloads, load: LoadOptions): Promise<Record<string, Summary>> {
  const cookie = await signIn(baseUrl);
  const api: Record<string, Summary> = {};
  for (const definition of CASES) {
    const inputs = definition.inputs(workloads);
    api[definition.key] = await runLoad(
      cycle(inputs, (input) => trpcGet(baseUrl, cookie, definition.procedure, input)),
      load,
    );
  }
  return api;
}

export interface DiscoveryBackendOptions {
  backend: 'postgres' | 'pglite';
  /** An already scaled database (PostgreSQL URL or PGlite folder); without it the bench generates one. */
  existing?: string | undefined;
  /** Admin URL for a scratch PostgreSQL database when no existing one is given. */
  adminUrl?: string | undefined;
  channels: number;
  posts: number;
  load?: LoadOptions;
}

export async function runDiscoveryBackend(options: DiscoveryBackendOptions): Promise<DiscoveryBackendResult> {
  const load = options.load ?? DISCOVERY_LOAD;
  const log = (message: string) => console.log(`discovery ${options.backend}: ${message}`);
  const tempDir = makeTempDir(`discovery-${options.backend}`);
  let scratch: ScratchDatabase | null = null;
  try {
    let databaseUrl: string | undefined;
    let pgliteDir: string | undefined;
    let generation: DiscoveryBackendResult['generation'] = null;
    if (options.backend === 'postgres') {
      databaseUrl = options.existing;
      if (!databaseUrl) {
        scratch = await createScratchDatabase(options.adminUrl!, 'scale');
        databaseUrl = scratch.url;
      }
    } else {
      pgliteDir = options.existing ?? `${tempDir}/pglite`;
    }
    if (!options.existing) {
      log(`generating ${options.channels.toLocaleString('en-US')} channels and ${options.posts.toLocaleString('en-US')} posts`);
      const generated = await runScaleGeneration({
        databaseUrl,
        pgliteDir,
        channels: options.channels,
        posts: options.posts,
        log: (m) => log(m),
      });
      generation = { seconds: round(generated.seconds.total, 1), rowsPerSecond: round(generated.rowsPerSecond, 0) };
    }

    log('demo accounts, chart run, raw floor and EXPLAIN');
    const target = await openScaleTarget({ databaseUrl, pgliteDir });
    let prepared: Awaited<ReturnType<typeof prepareAndMeasureRaw>>;
    try {
      prepared = await prepareAndMeasureRaw(target.handle, () => buildWorkloads(target.handle.db), load);
    } finally {
      await target.close(); // PGlite: one process per data folder, and the server comes next
    }

    log('API through the real server (SEED=off)');
    const server = await spawnServer({
      dataDir: pgliteDir ?? `${tempDir}/server-data`,
      databaseUrl,
      extraEnv: { SEED: 'off', WEB_DIST_DIR: `${tempDir}/no-web-build` },
    });
    let api: Record<string, Summary>;
    try {
      api = await measureApi(server.baseUrl, prepared.workloads, load);
    } finally {
      await server.stop();
    }

    return {
      backend: options.backend,
      channels: prepared.channels,
      posts: prepared.posts,
      generation,
      chartRefreshSeconds: prepared.chartRefreshSeconds === null ? null : round(prepared.chartRefreshSeconds, 2),
      chartRefreshError: prepared.chartRefreshError,
      load,
      cases: CASES.map((definition) => {
        const raw = prepared.raw[definition.key]!;
        const apiSummary = api[definition.key]!;
        const isApiValid = apiSummary.count > 0;
        return {
          key: definition.key,
          procedure: definition.procedure,
          label: definition.label,
          targetP95Ms: definition.targetP95Ms,
          api: roundSummary(apiSummary),
          raw: roundSummary(raw),
          ratioP95: isApiValid ? round(apiSummary.p95Ms / raw.p95Ms, 1) : null,
          isTargetMet: isApiValid ? apiSummary.p95Ms <= definition.targetP95Ms : null,
          plans: prepared.plans[definition.key] ?? [],
        };
      }),
    };
  } finally {
    removeDir(tempDir);
    await scratch?.drop();
  }
}

/**
 * PostgreSQL (BENCH_SCALE_DATABASE_URL: an already scaled database, or BENCH_DATABASE_URL: a scratch database
 * generated with BENCH_SCALE_CHANNELS / BENCH_SCALE_POSTS, default 1,000,000 / 5,000,000) and PGlite
 * (BENCH_SCALE_PGLITE_DIR, or a temp folder generated with 100,000 channels / 500,000 posts).
 * BENCH_SCALE_BACKENDS=postgres or pglite runs only one.
 */
export async function runDiscoveryBench(): Promise<DiscoveryBackendResult[]> {
  const backends = (process.env.BENCH_SCALE_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim());
  const results: DiscoveryBackendResult[] = [];
  const scaledUrl = process.env.BENCH_SCALE_DATABASE_URL?.trim() || undefined;
  const adminUrl = benchDatabaseUrl();
  if (backends.includes('postgres')) {
    if (scaledUrl || adminUrl) {
      results.push(
        await runDiscoveryBackend({
          backend: 'postgres',
          existing: scaledUrl,
          adminUrl,
          channels: Number(process.env.BENCH_SCALE_CHANNELS ?? 1_000_000),
          posts: Number(process.env.BENCH_SCALE_POSTS ?? 5_000_000),
        }),
      );
    } else {
      console.log('discovery postgres: skipped (set BENCH_SCALE_DATABASE_URL or BENCH_DATABASE_URL)');
    }
  }
  if (backends.includes('pglite')) {
    results.push(
      await runDiscoveryBackend({
        backend: 'pglite',
        existing: process.env.BENCH_SCALE_PGLITE_DIR?.trim() || undefined,
        channels: Number(process.env.BENCH_SCALE_PGLITE_CHANNELS ?? 100_000),
        posts: Number(process.env.BENCH_SCALE_PGLITE_POSTS ?? 500_000),
      }),
    );
  }
  return results;
}

export function printDiscovery(results: DiscoveryBackendResult[]): void {
  const rows: (string | number)[][] = [];
  for (const result of results) {
    for (const item of result.cases) {
      for (const [layer, summary] of [
        ['API (HTTP)', item.api],
        ['raw floor', item.raw],
      ] as const) {
        if (!summary) continue;
        const isApi = layer === 'API (HTTP)';
        rows.push([
          result.backend,
          item.key,
          layer,
          summary.count,
          summary.errors,
          summary.p50Ms,
          summary.p95Ms,
          summary.p99Ms,
          isApi && item.ratioP95 !== null ? `${item.ratioP95.toFixed(1)}x` : '',
          isApi ? `${item.targetP95Ms} ms ${item.isTargetMet === null ? 'n/a' : item.isTargetMet ? 'met' : 'MISSED'}` : '',
        ]);
      }
    }
  }
  const load = results[0]?.load ?? DISCOVERY_LOAD;
  printTable(
    `Discovery at scale: ${load.concurrency} concurrent clients, ${load.count} requests after ${load.warmup} warm-up (max ${load.maxSeconds} s)`,
    ['database', 'case', 'layer', 'ok', 'errors', 'median ms', 'p95 ms', 'p99 ms', 'p95 API/raw', 'API p95 target'],
    rows,
  );
  for (const result of results) {
    const generation = result.generation
      ? `, generated in ${result.generation.seconds} s (${result.generation.rowsPerSecond.toLocaleString('en-US')} rows/s)`
      : '';
    const charts = result.chartRefreshError
      ? `, refreshCharts failed: ${result.chartRefreshError.slice(0, 200)}`
      : result.chartRefreshSeconds !== null
        ? `, refreshCharts ${result.chartRefreshSeconds} s`
        : '';
    console.log(
      `${result.backend}: ${result.channels.toLocaleString('en-US')} channels, ${result.posts.toLocaleString('en-US')} posts${generation}${charts}`,
    );
    for (const item of result.cases) {
      for (const summary of [item.api, item.raw]) {
        if (summary?.firstError) console.log(`  ${item.key}: first error: ${summary.firstError.slice(0, 300)}`);
        if (summary?.wasCutShort) console.log(`  ${item.key}: stopped by the time bound after ${summary.count} requests`);
      }
    }
  }
  const planRows: (string | number)[][] = [];
  for (const result of results) {
    for (const item of result.cases) {
      for (const plan of item.plans) {
        planRows.push([
          result.backend,
          item.key,
          plan.statement,
          plan.executionMs ?? Number.NaN,
          plan.rowsExamined,
          plan.rowsReturned,
          plan.bound === 'grows' ? 'GROWS WITH MATCHES' : plan.bound === 'cap' ? 'bounded by the cap' : 'bounded by the page',
          plan.indexes.join(', ') || '-',
          plan.seqScans.join(', ') || '-',
        ]);
      }
    }
  }
  printTable(
    'EXPLAIN (ANALYZE, BUFFERS) of the first three inputs per procedure',
    ['database', 'case', 'stmt', 'exec ms', 'rows examined', 'rows returned', 'cost bound', 'indexes used', 'seq scans'],
    planRows,
  );
  // The issue's check in one line per case: p95 API and raw at this client count, their ratio, errors, and whether
  // any statement's plan examined rows in proportion to the matches (beyond the page and beyond the count cap).
  for (const result of results) {
    console.log(`\n${result.backend}, ${result.load.concurrency} clients:`);
    for (const item of result.cases) {
      const growing = item.plans.filter((plan) => plan.bound === 'grows').map((plan) => plan.statement);
      const errors = (item.api?.errors ?? 0) + item.raw.errors;
      console.log(
        `  ${item.key}: p95 API ${item.api?.p95Ms ?? 'n/a'} ms / raw ${item.raw.p95Ms} ms = ${item.ratioP95 ?? 'n/a'}x` +
          ` (aim <= 1.5: ${item.ratioP95 !== null && item.ratioP95 <= 1.5 ? 'met' : 'MISSED'}), errors ${errors},` +
          ` EXPLAIN: ${growing.length === 0 ? 'no statement grows with the matches' : `statements ${[...new Set(growing)].join(', ')} GROW with the matches`}`,
      );
    }
  }
  for (const result of results) {
    for (const item of result.cases) {
      const slowest = [...item.plans].sort((a, b) => (b.executionMs ?? 0) - (a.executionMs ?? 0))[0];
      for (const plan of item.plans.filter((candidate) => candidate.bound === 'grows' && candidate !== slowest).slice(0, 2)) {
        console.log(
          `\n-- ${result.backend} ${item.key}: statement ${plan.statement} examines ${plan.rowsExamined} rows for ${plan.rowsReturned}`,
        );
        console.log(plan.plan.join('\n'));
      }
      if (!slowest || (slowest.executionMs ?? 0) < item.targetP95Ms / 5) continue;
      console.log(`\n-- ${result.backend} ${item.key}: slowest statement (${slowest.executionMs} ms)`);
      console.log(slowest.plan.join('\n'));
    }
  }
}

export function writeDiscoveryResults(results: DiscoveryBackendResult[]): void {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('discovery.json', dir), `${JSON.stringify({ finishedAt: new Date().toISOString(), results }, null, 2)}\n`);
  console.log('Figures written to bench/results/discovery.json');
}

if (isMainModule(import.meta.url)) {
  armWatchdog('discovery bench', 30);
  const results = await runDiscoveryBench();
  printDiscovery(results);
  writeDiscoveryResults(results);
}
