import { eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { IMPORT_UPLOAD_PATH } from '../apps/server/src/http/import-upload-route.ts';
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from '../tests/support/trpc-procedures.ts';
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './lib/auth.ts';
import { armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/** The figure: "import of a 10,000-row CSV end to end". */
export const IMPORT_ROWS = 10_000;
const ROUNDS = 3;
const KNOWN_SHARE = 0.5;
const INVALID_SHARE = 0.1;

export interface ImportCsvResult {
  rows: number;
  rounds: number;
  /** The upload route (upload, checks, enqueue) until getImport reports completed: what a user waits. */
  totalMs: { median: number; p95: number };
  rowsPerSecond: number;
  /** Per-row outcome of the last round (the mix the file was built with). */
  outcome: { matched: number; created: number; invalid: number };
  /** A bare INSERT of the same number of campaign cards: the database's floor for the write part. */
  insertFloorMs: number;
}

/** The default PUBLIC_URL of the in-process server: mutations carry it as their Origin, as a browser would. */
const ORIGIN = 'http://localhost:3000';

type Injector = Awaited<ReturnType<typeof createApp>>['server'];

async function trpc<P extends ProcedurePath>(
  server: Injector,
  cookie: string,
  path: P,
  input: ProcedureInput<P>,
  method: 'GET' | 'POST',
): Promise<ProcedureOutput<P>> {
  const response = await server.inject(
    method === 'GET'
      ? { method, url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } }
      : {
          method,
          url: `/api/trpc/${path}`,
          payload: JSON.stringify(input),
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        },
  );
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (JSON.parse(response.body) as { result: { data: ProcedureOutput<P> } }).result.data;
}

/** The file goes to the upload route as it is (text/csv), the path for files above tRPC's 1 MiB JSON body limit. */
async function uploadCsv(server: Injector, cookie: string, campaignId: string, csv: string): Promise<{ jobId: string }> {
  const query = new URLSearchParams({ targetKind: 'campaign', targetId: campaignId, fileName: 'bench.csv' });
  const response = await server.inject({
    method: 'POST',
    url: `${IMPORT_UPLOAD_PATH}?${query.toString()}`,
    payload: csv,
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
  });
  if (response.statusCode !== 200) throw new Error(`the upload answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body) as { jobId: string };
}

/**
 * Half known Instagram/TikTok handles (as profile URLs), 40 % handles nobody knows (created), 10 % junk rows; a
 * notes column as exported lists carry makes the file about 1.3 MB, beyond what fits into a tRPC JSON body.
 */
function buildCsv(known: { platform: string; handle: string }[], round: number): string {
  const lines = ['profile,notes'];
  const notes = (index: number) => `"Shortlist ${round}, row ${index}: ${'reach and engagement checked by the team; '.repeat(2).trim()}"`;
  const knownCount = Math.floor(IMPORT_ROWS * KNOWN_SHARE);
  const invalidCount = Math.floor(IMPORT_ROWS * INVALID_SHARE);
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    let profile: string;
    if (index < knownCount) {
      const channel = known[index % known.length]!;
      profile =
        channel.platform === 'tiktok' ? `https://www.tiktok.com/@${channel.handle}` : `https://www.instagram.com/${channel.handle}/`;
    } else if (index < knownCount + invalidCount) profile = `not a profile ${index}`;
    else profile = `https://www.tiktok.com/@bench.r${round}.creator${index}`;
    lines.push(`${profile},${notes(index)}`);
  }
  return lines.join('\n');
}

export async function runImportCsvBench(): Promise<ImportCsvResult> {
  // IMPORT_BENCH_DATA_DIR: a copy of an already seeded PGlite folder skips the first-start seed (minutes on a busy machine).
  const reused = process.env.IMPORT_BENCH_DATA_DIR;
  const dataDir = reused ?? makeTempDir('import-csv');
  const config = readConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: `${dataDir}/no-web-build`,
    LOG_LEVEL: 'warn',
    SEED: 'on',
    RANKINGS_REFRESH_MINUTES: '0',
    AUTH_RATE_LIMIT: 'off',
  });
  console.log('import-csv: seeding a fresh database');
  const app = await createApp(config);
  try {
    await app.server.ready();
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD },
      headers: { origin: config.publicUrl },
    });
    const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((value) => value.startsWith('better-auth.session_token='))!.split(';')[0]!;
    const db = app.database.db;
    // Distinct known handles (duplicates would be reported, not matched): the seed's Instagram and TikTok channels.
    const known = await db
      .select({ platform: schema.channel.platform, handle: schema.channel.platformId })
      .from(schema.channel)
      .where(inArray(schema.channel.platform, ['instagram', 'tiktok']))
      .limit(Math.floor(IMPORT_ROWS * KNOWN_SHARE));
    console.log(`import-csv: ${ROUNDS} imports of ${IMPORT_ROWS} rows into fresh campaigns (${known.length} known handles)`);
    const timings: number[] = [];
    let outcome = { matched: 0, created: 0, invalid: 0 };
    let lastCampaignId = '';
    for (let index = 0; index < ROUNDS; index += 1) {
      const campaign = await trpc(app.server, cookie, 'campaign.createCampaign', { name: `Import bench ${index}` }, 'POST');
      lastCampaignId = campaign.id;
      const csv = buildCsv(known, index);
      if (index === 0) console.log(`import-csv: the file is ${(Buffer.byteLength(csv) / 1_000_000).toFixed(2)} MB`);
      const started = performance.now();
      const { jobId } = await uploadCsv(app.server, cookie, campaign.id, csv);
      for (;;) {
        const view = await trpc(app.server, cookie, 'import.getImport', { jobId, limit: 1 }, 'GET');
        if (view.state === 'completed') {
          outcome = view.summary!;
          break;
        }
        if (view.state === 'failed' || view.state === 'cancelled') throw new Error(`import ${view.state}: ${view.error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      timings.push(performance.now() - started);
    }
    // The floor: the same number of cards written with one bare INSERT per 1,000 rows, no checks, no matching.
    const [column] = await db
      .select({ id: schema.campaignColumn.id })
      .from(schema.campaignColumn)
      .where(eq(schema.campaignColumn.campaignId, lastCampaignId));
    const [campaignRow] = await db.select().from(schema.campaign).where(eq(schema.campaign.id, lastCampaignId));
    const channelIds = (
      await db
        .select({ id: schema.channel.id })
        .from(schema.channel)
        .limit(outcome.matched + outcome.created)
    ).map((row) => row.id);
    const floorCampaign = await trpc(app.server, cookie, 'campaign.createCampaign', { name: 'Import bench floor' }, 'POST');
    const floorStart = performance.now();
    await db.transaction(async (tx) => {
      for (let start = 0; start < channelIds.length; start += 1_000) {
        await tx.insert(schema.campaignChannel).values(
          channelIds.slice(start, start + 1_000).map((channelId, offset) => ({
            campaignId: floorCampaign.id,
            channelId,
            columnId: column!.id,
            idx: start + offset,
            organizationId: campaignRow!.organizationId,
          })),
        );
      }
    });
    const insertFloorMs = performance.now() - floorStart;
    const medianMs = median(timings);
    return {
      rows: IMPORT_ROWS,
      rounds: ROUNDS,
      totalMs: { median: round(medianMs, 0), p95: round(percentile(timings, 95), 0) },
      rowsPerSecond: round(IMPORT_ROWS / (medianMs / 1000), 0),
      outcome,
      insertFloorMs: round(insertFloorMs, 0),
    };
  } finally {
    await app.close();
    if (!reused) removeDir(dataDir);
  }
}

export function printImportCsv(result: ImportCsvResult): void {
  printTable(
    `CSV import of ${result.rows} rows end to end (upload route -> job -> completed; ${result.rounds} rounds, PGlite; p95 of ${result.rounds} is the slowest)`,
    ['median ms', 'p95 ms', 'rows/s', 'matched', 'created', 'invalid', 'bare INSERT floor ms', 'median / floor'],
    [
      [
        result.totalMs.median,
        result.totalMs.p95,
        result.rowsPerSecond,
        result.outcome.matched,
        result.outcome.created,
        result.outcome.invalid,
        result.insertFloorMs,
        round(result.totalMs.median / Math.max(1, result.insertFloorMs), 1),
      ],
    ],
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('import-csv bench', 20);
  printImportCsv(await runImportCsvBench());
}
