import { sql } from 'drizzle-orm';
import { storeChannelDataBatch, type PlatformChannelData } from '@creatorlens/core/connectors';
import { migrateDatabase, openDatabase, schema, type Database, type DatabaseHandle } from '@creatorlens/db';
import { armWatchdog, benchDatabaseUrl, isMainModule } from './lib/paths.ts';
import { createScratchDatabase } from './lib/postgres.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Snapshot ingestion: daily snapshots per second through the connectors' write path (storeChannelDataBatch: the
 * snapshot upsert, channel counters and derived figures of a whole batch in one transaction, as the refresh jobs'
 * write batcher stores them) against the floor of one raw multi-row INSERT per batch. PGlite always, PostgreSQL with
 * BENCH_DATABASE_URL. BENCH_INGEST_CHANNELS / BENCH_INGEST_BATCH set the size.
 */
const CHANNELS = Number(process.env.BENCH_INGEST_CHANNELS ?? 2_000);
const BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 200);

export interface IngestFigures {
  backend: 'pglite' | 'postgres';
  rows: number;
  batchSize: number;
  writePath: { medianBatchMs: number; p95BatchMs: number; rowsPerSecond: number };
  rawInsert: { medianBatchMs: number; p95BatchMs: number; rowsPerSecond: number };
  /** How many times slower the write path is than the raw floor. */
  ratio: number;
}

async function insertChannels(db: Database): Promise<string[]> {
  await db.execute(sql`insert into artist (slug, name) select 'ingest-' || g, 'Ingest ' || g from generate_series(1, ${CHANNELS}) g`);
  await db.execute(sql`insert into channel (artist_id, platform, platform_id, name, handle, source)
    select a.id, 'youtube', 'ingest_' || a.slug, a.name, a.slug, 'bench' from artist a where a.slug like 'ingest-%'`);
  const rows = await db
    .select({ id: schema.channel.id })
    .from(schema.channel)
    .where(sql`${schema.channel.source} = 'bench'`);
  return rows.map((row) => row.id);
}

const channelData = (index: number, day: Date): PlatformChannelData => ({
  observedAt: day,
  posts: [],
  profile: {
    name: `Ingest ${index}`,
    avatarUrl: null,
    bio: null,
    country: null,
    followers: 10_000 + index,
    following: null,
    postsCount: 100,
    totalViews: 1_000_000 + index,
    totalLikes: null,
    extra: {},
  },
});

const summarise = (batchMs: number[]) => {
  const total = batchMs.reduce((sum, ms) => sum + ms, 0);
  return {
    medianBatchMs: round(median(batchMs)),
    p95BatchMs: round(percentile(batchMs, 95)),
    rowsPerSecond: Math.round((CHANNELS / total) * 1000),
  };
};

async function measure(handle: DatabaseHandle, backend: IngestFigures['backend']): Promise<IngestFigures> {
  await migrateDatabase(handle);
  const { db } = handle;
  const channelIds = await insertChannels(db);
  // Each side writes its own day, so both insert (no conflicts) and neither sees the other's rows.
  const writePathDay = new Date(Date.UTC(2026, 0, 10, 12));
  const writeBatches: number[] = [];
  for (let start = 0; start < channelIds.length; start += BATCH) {
    const batch = channelIds.slice(start, start + BATCH).map((channelId, offset) => ({
      channelId,
      platform: 'youtube' as const,
      source: 'youtube-api',
      data: channelData(start + offset, writePathDay),
    }));
    const started = performance.now();
    await storeChannelDataBatch(db, batch);
    writeBatches.push(performance.now() - started);
  }
  const rawBatches: number[] = [];
  for (let start = 0; start < channelIds.length; start += BATCH) {
    const rows = channelIds
      .slice(start, start + BATCH)
      .map((id, offset) => sql`(${id}, '2026-01-11', ${10_000 + start + offset}, 100, ${1_000_000 + start + offset}, 'youtube-api')`);
    const started = performance.now();
    await db.execute(sql`insert into channel_snapshot (channel_id, day, followers, posts_count, total_views, source) values ${sql.join(rows, sql`, `)}
      on conflict (channel_id, day) do update set followers = excluded.followers, posts_count = excluded.posts_count, total_views = excluded.total_views`);
    rawBatches.push(performance.now() - started);
  }
  const writePath = summarise(writeBatches);
  const rawInsert = summarise(rawBatches);
  return {
    backend,
    rows: channelIds.length,
    batchSize: BATCH,
    writePath,
    rawInsert,
    ratio: round(rawInsert.rowsPerSecond / writePath.rowsPerSecond, 1),
  };
}

export async function runSnapshotIngestBench(): Promise<IngestFigures[]> {
  const results: IngestFigures[] = [];
  const pglite = await openDatabase({});
  try {
    results.push(await measure(pglite, 'pglite'));
  } finally {
    await pglite.close();
  }
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'ingest');
    const postgres = await openDatabase({ url: scratch.url });
    try {
      results.push(await measure(postgres, 'postgres'));
    } finally {
      await postgres.close();
      await scratch.drop();
    }
  }
  return results;
}

export function printSnapshotIngest(results: IngestFigures[]): void {
  printTable(
    `Snapshot ingestion (${results[0]?.rows ?? 0} channels, batches of ${results[0]?.batchSize ?? 0})`,
    ['backend', 'path', 'median batch ms', 'p95 batch ms', 'rows/s', 'floor / path'],
    results.flatMap((r) => [
      [
        r.backend,
        'write path (one tx per batch)',
        r.writePath.medianBatchMs,
        r.writePath.p95BatchMs,
        r.writePath.rowsPerSecond,
        `${r.ratio}x`,
      ],
      [r.backend, 'raw multi-row INSERT', r.rawInsert.medianBatchMs, r.rawInsert.p95BatchMs, r.rawInsert.rowsPerSecond, '1x'],
    ]),
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('snapshot-ingest', 20);
  printSnapshotIngest(await runSnapshotIngestBench());
  process.exit(0);
}
