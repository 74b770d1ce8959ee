import { asc, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '@creatorlens/core/actor';
import { getArtistBySlug } from '@creatorlens/core/artists';
import { listCharts } from '@creatorlens/core/charts';
import { searchChannels } from '@creatorlens/core/discovery';
import { loadActor } from '@creatorlens/core/load-actor';
import { listMyOrganizations } from '@creatorlens/core/organizations';
import { schema, type Database } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { DEMO_MEMBER_EMAIL, signIn } from './lib/auth.ts';
import { DEFAULT_LOAD, runLoad, type LoadOptions } from './lib/load.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { BENCH_AUTH_SECRET, spawnServer } from './lib/server.ts';
import { round, roundSummary, type LatencySummary } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

type Summary = LatencySummary & { firstError: string | null };

const CHANNEL_SEARCH_INPUT = { q: 'be', limit: 8 };
const CHART_INPUT = { platform: 'youtube', metric: 'followers', sizeClass: 'big', channelGroup: 'creators', limit: 50 } as const;

export interface EndpointResult {
  endpoint: string;
  api: Summary;
  raw: Summary;
  /** API p95 / raw p95: what the HTTP, session, actor and tRPC layers add on top of the core queries. */
  ratioP95: number;
}

export interface ApiBackendResult {
  backend: 'pglite' | 'postgres';
  slug: string;
  slugChannels: number;
  load: LoadOptions;
  endpoints: EndpointResult[];
}

interface Prepared {
  slug: string;
  slugChannels: number;
  raw: Record<string, Summary>;
}

/** The artist with the most channels (ties broken by slug, so runs agree). */
async function pickBusiestArtist(db: Database): Promise<{ slug: string; channels: number }> {
  const channels = count(schema.channel.id);
  const [row] = await db
    .select({ slug: schema.artist.slug, channels })
    .from(schema.channel)
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .groupBy(schema.artist.slug)
    .orderBy(desc(channels), asc(schema.artist.slug))
    .limit(1);
  if (!row) throw new Error('the seeded database has no channels');
  return { slug: row.slug, channels: Number(row.channels) };
}

/**
 * Seeds the database through the real composition root (createApp: migrations, licence templates, creator
 * data, demo accounts), then measures the raw floor: the core functions behind both endpoints called directly
 * on the database handle with the same concurrency. Closes the app so the server process can own the database.
 */
async function seedAndMeasureRaw(env: NodeJS.ProcessEnv, load: LoadOptions): Promise<Prepared> {
  const log = console.log;
  console.log = () => {}; // the seed reports each step; keep the bench output to its figures
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(readConfig({ ...env, SEED: 'on', LOG_LEVEL: 'warn' }));
  } finally {
    console.log = log;
  }
  try {
    const db = app.database.db;
    const { slug, channels } = await pickBusiestArtist(db);
    const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
    if (!member) throw new Error(`the seed created no ${DEMO_MEMBER_EMAIL}`);
    const actor: Actor = await loadActor({ db }, { userId: member.id, sessionId: 'bench', activeOrganizationId: null });

    const organizations = await listMyOrganizations({ db, actor });
    if (organizations.length === 0) throw new Error(`${DEMO_MEMBER_EMAIL} belongs to no organisation`);
    const artist = await getArtistBySlug({ db, actor }, { slug });
    if (artist.channels.length !== channels) throw new Error(`getArtistBySlug(${slug}) gave ${artist.channels.length} channels`);

    const raw: Record<string, Summary> = {
      'user.getMyOrganizations': await runLoad(async () => {
        await listMyOrganizations({ db, actor });
      }, load),
      'artist.getArtistBySlug': await runLoad(async () => {
        await getArtistBySlug({ db, actor }, { slug });
      }, load),
      // The cheap reads, where a fixed per-request cost weighs most: search as you type, a chart page.
      'channel.searchChannels': await runLoad(async () => {
        await searchChannels({ db, actor }, CHANNEL_SEARCH_INPUT);
      }, load),
      'charts.listChartEntries': await runLoad(async () => {
        await listCharts({ db }, CHART_INPUT);
      }, load),
    };
    return { slug, slugChannels: channels, raw };
  } finally {
    await app.close();
  }
}

/** One tRPC query over HTTP with the session cookie; anything but a 200 with a result is an error. */
async function trpcGet(baseUrl: string, cookie: string, path: string, input?: unknown): Promise<unknown> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${baseUrl}/api/trpc/${path}${search}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { result?: { data?: unknown } }).result?.data;
}

async function runBackend(backend: 'pglite' | 'postgres', load: LoadOptions, adminUrl?: string): Promise<ApiBackendResult> {
  const dataDir = makeTempDir(`api-${backend}`);
  const scratch = backend === 'postgres' ? await createScratchDatabase(adminUrl!, 'api') : null;
  try {
    // The spawned server uses BENCH_AUTH_SECRET; the seeding app shares it (PostgreSQL requires one, PGlite keeps it).
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, WEB_DIST_DIR: `${dataDir}/no-web-build`, AUTH_SECRET: BENCH_AUTH_SECRET };
    if (scratch) env.DATABASE_URL = scratch.url;
    console.log(`api latency ${backend}: seeding and measuring the raw floor`);
    const prepared = await seedAndMeasureRaw(env, load);

    console.log(`api latency ${backend}: starting the server for ${prepared.slug} (${prepared.slugChannels} channels)`);
    const server = await spawnServer({ dataDir, databaseUrl: scratch?.url, extraEnv: { WEB_DIST_DIR: env.WEB_DIST_DIR! } });
    const api: Record<string, Summary> = {};
    try {
      const cookie = await signIn(server.baseUrl);
      const organizations = await trpcGet(server.baseUrl, cookie, 'user.getMyOrganizations');
      if (!Array.isArray(organizations) || organizations.length === 0) throw new Error('getMyOrganizations gave no organisations');
      const artist = (await trpcGet(server.baseUrl, cookie, 'artist.getArtistBySlug', { slug: prepared.slug })) as { channels?: unknown[] };
      if (artist.channels?.length !== prepared.slugChannels) throw new Error('getArtistBySlug over HTTP gave other channels');

      api['user.getMyOrganizations'] = await runLoad(async () => {
        await trpcGet(server.baseUrl, cookie, 'user.getMyOrganizations');
      }, load);
      api['artist.getArtistBySlug'] = await runLoad(async () => {
        await trpcGet(server.baseUrl, cookie, 'artist.getArtistBySlug', { slug: prepared.slug });
      }, load);
      api['channel.searchChannels'] = await runLoad(async () => {
        await trpcGet(server.baseUrl, cookie, 'channel.searchChannels', CHANNEL_SEARCH_INPUT);
      }, load);
      api['charts.listChartEntries'] = await runLoad(async () => {
        await trpcGet(server.baseUrl, cookie, 'charts.listChartEntries', CHART_INPUT);
      }, load);
    } finally {
      await server.stop();
    }

    return {
      backend,
      slug: prepared.slug,
      slugChannels: prepared.slugChannels,
      load,
      endpoints: Object.keys(prepared.raw).map((endpoint) => {
        const apiSummary = api[endpoint]!;
        const raw = prepared.raw[endpoint]!;
        return { endpoint, api: roundSummary(apiSummary), raw: roundSummary(raw), ratioP95: round(apiSummary.p95Ms / raw.p95Ms, 1) };
      }),
    };
  } finally {
    removeDir(dataDir);
    await scratch?.drop();
  }
}

/** The load of a run: DEFAULT_LOAD, with BENCH_API_CLIENTS concurrent clients when set (the 16). */
function loadFromEnvironment(): LoadOptions {
  const clients = Number(process.env.BENCH_API_CLIENTS ?? '');
  return Number.isInteger(clients) && clients > 0 ? { ...DEFAULT_LOAD, concurrency: clients } : DEFAULT_LOAD;
}

/**
 * API latency under 50 (BENCH_API_CLIENTS) concurrent clients vs. the raw floor, on PGlite and (with
 * BENCH_DATABASE_URL) PostgreSQL; BENCH_API_PGLITE=off skips the PGlite pass.
 */
export async function runApiLatencyBench(load: LoadOptions = loadFromEnvironment()): Promise<ApiBackendResult[]> {
  const results = process.env.BENCH_API_PGLITE === 'off' ? [] : [await runBackend('pglite', load)];
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) results.push(await runBackend('postgres', load, adminUrl));
  return results;
}

export function printApiLatency(results: ApiBackendResult[]): void {
  const rows: (string | number)[][] = [];
  for (const result of results) {
    for (const endpoint of result.endpoints) {
      for (const [layer, summary] of [
        ['API (HTTP)', endpoint.api],
        ['raw floor', endpoint.raw],
      ] as const) {
        rows.push([
          result.backend,
          endpoint.endpoint,
          layer,
          summary.count,
          summary.errors,
          summary.p50Ms,
          summary.p95Ms,
          summary.p99Ms,
          summary.meanMs,
          summary.throughputPerSecond,
          layer === 'API (HTTP)' ? `${endpoint.ratioP95.toFixed(1)}x` : '',
        ]);
      }
    }
  }
  const load = results[0]?.load ?? DEFAULT_LOAD;
  printTable(
    `API latency: ${load.concurrency} concurrent clients, ${load.count} requests after ${load.warmup} warm-up (max ${load.maxSeconds} s)`,
    ['database', 'endpoint', 'layer', 'ok', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'req/s', 'p95 API/raw'],
    rows,
  );
  for (const result of results) {
    console.log(`${result.backend}: artist slug "${result.slug}" (${result.slugChannels} channels)`);
    for (const endpoint of result.endpoints) {
      for (const summary of [endpoint.api, endpoint.raw]) {
        if (summary.firstError) console.log(`  ${endpoint.endpoint}: first error: ${summary.firstError}`);
        if (summary.wasCutShort) console.log(`  ${endpoint.endpoint}: stopped by the time bound after ${summary.count} requests`);
      }
    }
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('api latency bench', 30);
  printApiLatency(await runApiLatencyBench());
}
