import { eq } from 'drizzle-orm';
import { chromium, type CDPSession } from 'playwright-core';
import type { Actor } from '@creatorlens/core/actor';
import { getHomeOverview } from '@creatorlens/core/home';
import { loadActor } from '@creatorlens/core/load-actor';
import { listMyOrganizations } from '@creatorlens/core/organizations';
import { searchEverything } from '@creatorlens/core/search';
import { schema } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { runLoad, type LoadOptions } from './lib/load.ts';
import { WEB_DIST_DIR, armWatchdog, ensureWebBuild, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer } from './lib/server.ts';
import { median, percentile, round, roundSummary, type LatencySummary } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Issue figures for the signed-in shell: JavaScript transferred (gzip) on a cold signed-in first load, time until
 * the shell is interactive in Chromium, and the shell's own procedures under 50 concurrent users against their
 * raw floor (the core functions called directly with the same concurrency).
 */

type Summary = LatencySummary & { firstError: string | null };

export const SHELL_LOAD: LoadOptions = { concurrency: 50, warmup: 100, count: 1_000, maxSeconds: 45 };
const FIRST_LOAD_RUNS = 5;
const JS_BUDGET_KB = 300;

export interface FirstLoadResult {
  runs: number;
  jsGzipKb: { median: number; max: number };
  jsFiles: number;
  interactiveMs: { median: number; p95: number };
}

export interface ShellProcedureResult {
  procedure: string;
  api: Summary;
  raw: Summary;
  ratioP95: number;
}

export interface ShellBenchResult {
  firstLoad: FirstLoadResult;
  procedures: ShellProcedureResult[];
  load: LoadOptions;
}

/** Bytes on the wire (after gzip/brotli) of every script the page loaded, from the DevTools protocol. */
function trackScriptBytes(cdp: CDPSession): () => { bytes: number; files: number } {
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => ({ bytes, files: scripts.size });
}

async function measureFirstLoad(baseUrl: string, cookie: string): Promise<FirstLoadResult> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const sizes: number[] = [];
  const times: number[] = [];
  let files = 0;
  try {
    for (let run = 0; run < FIRST_LOAD_RUNS; run += 1) {
      // A fresh context per run: empty HTTP cache, only the session cookie carried over.
      const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, locale: 'en-US' });
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scriptBytes = trackScriptBytes(cdp);
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      // Interactive: the sidebar navigation and the home heading are rendered and the search box takes input.
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Search channels, artists and lists' }).fill('a');
      times.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      const measured = scriptBytes();
      sizes.push(measured.bytes / 1024);
      files = measured.files;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    runs: FIRST_LOAD_RUNS,
    jsGzipKb: { median: round(median(sizes), 1), max: round(Math.max(...sizes), 1) },
    jsFiles: files,
    interactiveMs: { median: round(median(times), 0), p95: round(percentile(times, 95), 0) },
  };
}

async function trpcGet(baseUrl: string, cookie: string, path: string, input?: unknown): Promise<void> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${baseUrl}/api/trpc/${path}${search}`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
}

const PROCEDURES: { procedure: string; input?: unknown }[] = [
  { procedure: 'user.getSessionUser' },
  { procedure: 'user.getMyOrganizations' },
  { procedure: 'home.getOverview' },
  { procedure: 'shell.searchEverything', input: { q: 'mrbe' } },
];

export async function runShellBench(load: LoadOptions = SHELL_LOAD): Promise<ShellBenchResult> {
  ensureWebBuild('shell bench');
  const dataDir = makeTempDir('shell');
  try {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
    console.log('shell bench: seeding and measuring the raw floor');
    const raw: Record<string, Summary> = {};
    const log = console.log;
    console.log = () => {};
    const app = await createApp(readConfig({ ...env, SEED: 'on', LOG_LEVEL: 'warn' })).finally(() => (console.log = log));
    try {
      const db = app.database.db;
      const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
      const actor: Actor = await loadActor({ db }, { userId: member!.id, sessionId: 'bench', activeOrganizationId: null });
      // The session query's floor is the actor resolution it performs on every request.
      raw['user.getSessionUser'] = await runLoad(async () => {
        await loadActor({ db }, { userId: member!.id, sessionId: 'bench', activeOrganizationId: null });
      }, load);
      raw['user.getMyOrganizations'] = await runLoad(async () => {
        await listMyOrganizations({ db, actor });
      }, load);
      raw['home.getOverview'] = await runLoad(async () => {
        await getHomeOverview({ db, actor });
      }, load);
      raw['shell.searchEverything'] = await runLoad(async () => {
        await searchEverything({ db, actor }, { q: 'mrbe' });
      }, load);
    } finally {
      await app.close();
    }

    console.log('shell bench: starting the server');
    const server = await spawnServer({ dataDir, extraEnv: { WEB_DIST_DIR, AUTH_RATE_LIMIT: 'off' } });
    try {
      // 50 users: 50 sessions of the demo member, so each client carries its own session cookie.
      const cookies = await Promise.all(Array.from({ length: load.concurrency }, () => signIn(server.baseUrl)));
      console.log('shell bench: cold first loads in Chromium');
      const firstLoad = await measureFirstLoad(server.baseUrl, cookies[0]!);
      const procedures: ShellProcedureResult[] = [];
      for (const { procedure, input } of PROCEDURES) {
        let next = 0;
        const api = await runLoad(async () => {
          await trpcGet(server.baseUrl, cookies[next++ % cookies.length]!, procedure, input);
        }, load);
        const floor = raw[procedure]!;
        procedures.push({ procedure, api: roundSummary(api), raw: roundSummary(floor), ratioP95: round(api.p95Ms / floor.p95Ms, 1) });
      }
      return { firstLoad, procedures, load };
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

export function printShell(result: ShellBenchResult): void {
  const { firstLoad } = result;
  printTable(
    `Signed-in first load (cold cache, ${firstLoad.runs} runs, Chromium 1360x900)`,
    ['figure', 'median', 'max / p95', 'target'],
    [
      [
        'JavaScript transferred (KB, gzip)',
        firstLoad.jsGzipKb.median,
        firstLoad.jsGzipKb.max,
        `<= ${JS_BUDGET_KB} KB ${firstLoad.jsGzipKb.max <= JS_BUDGET_KB ? 'met' : 'MISSED'}`,
      ],
      ['script files', firstLoad.jsFiles, '', ''],
      ['time to interactive shell (ms)', firstLoad.interactiveMs.median, firstLoad.interactiveMs.p95, ''],
    ],
  );
  const rows: (string | number)[][] = [];
  for (const entry of result.procedures) {
    for (const [layer, summary] of [
      ['API (HTTP)', entry.api],
      ['raw floor', entry.raw],
    ] as const) {
      rows.push([
        entry.procedure,
        layer,
        summary.count,
        summary.errors,
        summary.p50Ms,
        summary.p95Ms,
        summary.throughputPerSecond,
        layer === 'API (HTTP)' ? `${entry.ratioP95}x` : '',
      ]);
    }
  }
  printTable(
    `Shell procedures: ${result.load.concurrency} concurrent users, ${result.load.count} requests after ${result.load.warmup} warm-up (PGlite)`,
    ['procedure', 'layer', 'ok', 'errors', 'p50 ms', 'p95 ms', 'req/s', 'p95 API/raw'],
    rows,
  );
  for (const entry of result.procedures) {
    for (const summary of [entry.api, entry.raw]) {
      if (summary.firstError) console.log(`  ${entry.procedure}: first error: ${summary.firstError}`);
      if (summary.wasCutShort) console.log(`  ${entry.procedure}: stopped by the time bound after ${summary.count} requests`);
    }
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('shell bench', 20);
  printShell(await runShellBench());
}
