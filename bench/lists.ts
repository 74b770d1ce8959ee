import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '@creatorlens/core/actor';
import { addChannelsToCampaign, createCampaign } from '@creatorlens/core/campaigns';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema, type Database } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { spawnServer } from './lib/server.ts';
import { round, roundSummary, summarizeLatencies, type LatencySummary } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from '../tests/support/trpc-procedures.ts';

/** One drop of this many channels per request, as the figure asks ("dropping 200 channels on a campaign"). */
export const DROP_SIZE = 200;
const ROUNDS = 40;
const WARMUP = 3;

export interface ListsBackendResult {
  backend: 'pglite' | 'postgres';
  dropSize: number;
  /** campaign.addChannels over HTTP: session, actor, zod, licence filter, one transaction. */
  api: LatencySummary;
  /** The core function called directly on the database handle. */
  core: LatencySummary;
  /** A bare INSERT of the same rows (no checks): the floor the database sets. */
  insertFloor: LatencySummary;
  /** Cards found on the last campaign afterwards (must equal dropSize: the drop persisted). */
  persisted: number;
}

async function time(
  rounds: number,
  run: (round: number) => Promise<void>,
  prepare?: (round: number) => Promise<void>,
): Promise<LatencySummary> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds + WARMUP; round += 1) {
    await prepare?.(round);
    const start = performance.now();
    await run(round);
    // Each drop goes to a fresh campaign, so every round inserts all 200 rows.
    if (round >= WARMUP) latencies.push(performance.now() - start);
  }
  return summarizeLatencies(latencies, { errors: 0, wallMs: performance.now() - started, wasCutShort: false });
}

async function readableChannelIds(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: schema.channel.id })
    .from(schema.channel)
    .where(inArray(schema.channel.platform, ['instagram', 'tiktok', 'youtube', 'twitch']))
    .orderBy(schema.channel.id)
    .limit(count);
  if (rows.length < count) throw new Error(`the seed has only ${rows.length} readable channels, ${count} needed`);
  return rows.map((row) => row.id);
}

/** Seeds through the real composition root, then measures the core function and the bare INSERT floor. */
async function seedAndMeasureFloors(
  env: NodeJS.ProcessEnv,
): Promise<{ core: LatencySummary; insertFloor: LatencySummary; channelIds: string[] }> {
  const log = console.log;
  console.log = () => {};
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(readConfig({ ...env, SEED: 'on', LOG_LEVEL: 'warn' }));
  } finally {
    console.log = log;
  }
  try {
    const db = app.database.db;
    const channelIds = await readableChannelIds(db, DROP_SIZE);
    const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
    const actor: Actor = await loadActor({ db }, { userId: member!.id, sessionId: 'bench', activeOrganizationId: null });
    let campaignId = '';
    const fresh = async (round: number) => {
      campaignId = (await createCampaign({ db, actor }, { name: `Bench core ${round}` })).id;
    };
    const core = await time(
      ROUNDS,
      async () => {
        const result = await addChannelsToCampaign({ db, actor }, { campaignId, channelIds });
        if (result.added.length !== DROP_SIZE) throw new Error(`core added ${result.added.length}`);
      },
      fresh,
    );
    const [column] = await db.select({ id: schema.campaignColumn.id }).from(schema.campaignColumn).limit(1);
    const insertFloor = await time(
      ROUNDS,
      async () => {
        await db.insert(schema.campaignChannel).values(
          channelIds.map((channelId, idx) => ({
            campaignId,
            channelId,
            columnId: column!.id,
            idx,
            organizationId: actor.organizationId!,
          })),
        );
      },
      fresh,
    );
    return { core, insertFloor, channelIds };
  } finally {
    await app.close();
  }
}

async function trpc<P extends ProcedurePath>(
  baseUrl: string,
  cookie: string,
  path: P,
  input: ProcedureInput<P>,
  method: 'GET' | 'POST',
): Promise<ProcedureOutput<P>> {
  const url =
    method === 'GET' ? `${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `${baseUrl}/api/trpc/${path}`;
  const response = await fetch(url, {
    method,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { result: { data: ProcedureOutput<P> } }).result.data;
}

async function runBackend(backend: 'pglite' | 'postgres', adminUrl?: string): Promise<ListsBackendResult> {
  const dataDir = makeTempDir(`lists-${backend}`);
  const scratch = backend === 'postgres' ? await createScratchDatabase(adminUrl!, 'lists') : null;
  try {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, WEB_DIST_DIR: `${dataDir}/no-web-build` };
    if (scratch) env.DATABASE_URL = scratch.url;
    console.log(`lists ${backend}: seeding and measuring the floors`);
    const floors = await seedAndMeasureFloors(env);
    console.log(`lists ${backend}: dropping ${DROP_SIZE} channels over HTTP, ${ROUNDS} rounds`);
    const server = await spawnServer({ dataDir, databaseUrl: scratch?.url, extraEnv: { WEB_DIST_DIR: env.WEB_DIST_DIR! } });
    try {
      const cookie = await signIn(server.baseUrl);
      let campaignId = '';
      const api = await time(
        ROUNDS,
        async () => {
          const result = await trpc(server.baseUrl, cookie, 'campaign.addChannels', { campaignId, channelIds: floors.channelIds }, 'POST');
          if (result.added.length !== DROP_SIZE) throw new Error(`the API added ${result.added.length}`);
        },
        async (round) => {
          campaignId = (await trpc(server.baseUrl, cookie, 'campaign.createCampaign', { name: `Bench API ${round}` }, 'POST')).id;
        },
      );
      const board = await trpc(server.baseUrl, cookie, 'campaign.getCampaign', { id: campaignId }, 'GET');
      return {
        backend,
        dropSize: DROP_SIZE,
        api: roundSummary(api),
        core: roundSummary(floors.core),
        insertFloor: roundSummary(floors.insertFloor),
        persisted: board.cards.length,
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dataDir);
    await scratch?.drop();
  }
}

/** Dropping 200 channels on a campaign (one request), on PGlite and (with BENCH_DATABASE_URL) PostgreSQL. */
export async function runListsBench(): Promise<ListsBackendResult[]> {
  const results = [await runBackend('pglite')];
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) results.push(await runBackend('postgres', adminUrl));
  return results;
}

export function printLists(results: ListsBackendResult[]): void {
  const rows: (string | number)[][] = [];
  for (const result of results) {
    for (const [layer, summary] of [
      ['API (HTTP)', result.api],
      ['core', result.core],
      ['bare INSERT', result.insertFloor],
    ] as const) {
      rows.push([
        result.backend,
        layer,
        summary.count,
        summary.p50Ms,
        summary.p95Ms,
        summary.maxMs,
        layer === 'API (HTTP)' ? result.persisted : '',
      ]);
    }
  }
  printTable(
    `Dropping ${results[0]?.dropSize ?? DROP_SIZE} channels on a campaign (one request each, sequential; target p95 <= 150 ms)`,
    ['database', 'layer', 'drops', 'p50 ms', 'p95 ms', 'max ms', 'cards persisted'],
    rows,
  );
  for (const result of results) console.log(`${result.backend}: API p95 / core p95 = ${round(result.api.p95Ms / result.core.p95Ms, 1)}x`);
}

if (isMainModule(import.meta.url)) {
  armWatchdog('lists bench', 20);
  printLists(await runListsBench());
}
