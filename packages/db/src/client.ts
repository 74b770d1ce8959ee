import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensurePrivateDirectory, type TightenedModes } from './private-files.ts';
import { retryReadsOnDeadConnection } from './read-retry.ts';
import { openReplicaSet, type ReplicaSet } from './replicas/replica-set.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every core function takes: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close: () => Promise<void> }
  | {
      kind: 'postgres';
      db: Database;
      pool: pg.Pool;
      url: string;
      /** Hot standbys for replica reads (replicas/replica-set.ts); absent when none are configured. */
      replicas?: ReplicaSet | undefined;
      close: () => Promise<void>;
    };

export interface OpenDatabaseOptions {
  /** postgres://... selects a real PostgreSQL server; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump (from dumpDataDir) to start from: the fast path for per-test databases. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
  /**
   * An idle pooled connection failed (a server restart, a terminated backend). The pool drops it and opens a new one
   * on the next query; without a listener node-postgres would throw the error and end the process.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
  /** A read met a dead pooled connection and runs once more on a fresh one (read-retry.ts). */
  onReadRetry?: ((error: Error) => void) | undefined;
  /** postgres:// URLs of hot standbys of `url` that replica reads may use (PostgreSQL only). */
  replicaUrls?: readonly string[] | undefined;
  /** A standby further behind than this is out of rotation (default 5000 ms). */
  replicaMaxLagMs?: number | undefined;
  /** How often standbys are probed; defaults from the lag bound (replica-set.ts). */
  replicaProbeIntervalMs?: number | undefined;
  /** A standby went out of rotation or came back. */
  onReplicaRotationChange?: ((change: { replica: string; isInRotation: boolean; reason: string }) => void) | undefined;
  /** The PGlite data folder existed open to others and was narrowed, with its contents, to its owner (private-files.ts). */
  onDataDirTightened?: ((change: TightenedModes & { dataDir: string }) => void) | undefined;
}

/** How far a standby may lag before the primary serves its reads instead, unless configured. */
export const DEFAULT_REPLICA_MAX_LAG_MS = 5_000;

/** A folder path, not PGlite's memory:// or idb:// storage. */
const isOnDisk = (dataDir: string | undefined): dataDir is string =>
  dataDir !== undefined && dataDir !== '' && !/^[a-z]+:\/\//.test(dataDir);

/** Opens the database the configuration names, without migrating it. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    retryReadsOnDeadConnection(pool, options.onReadRetry);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const replicas = options.replicaUrls?.length
      ? await openReplicaSet({
          primary: pool,
          urls: options.replicaUrls,
          maxLagMs: options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
          probeIntervalMs: options.replicaProbeIntervalMs,
          poolSize: options.poolSize,
          onRotationChange: options.onReplicaRotationChange,
          onIdleConnectionError: options.onIdleConnectionError,
        })
      : undefined;
    const close = async () => {
      await replicas?.close();
      await pool.end();
    };
    return { kind: 'postgres', db, pool, url: options.url, replicas, close };
  }
  if (options.replicaUrls?.length) throw new Error('read replicas need a PostgreSQL primary (DATABASE_URL), not the embedded PGlite');
  const { dataDir } = options;
  if (isOnDisk(dataDir)) {
    const before = ensurePrivateDirectory(dataDir);
    // Only a folder that was open is news to the operator; PGlite's own 0666 files inside a 0700 folder are routine.
    if (before.previousDirectoryMode !== null) options.onDataDirTightened?.({ ...before, dataDir });
  }
  const pglite = await PGlite.create({
    // PostgreSQL servers ship pg_trgm in contrib; PGlite loads it as an extension bundle.
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite writes its files world-readable (0666) whatever the umask: narrowed once it has created them, and again
  // after it closed (files it added while running sat inside the 0700 folder until then).
  if (isOnDisk(dataDir)) ensurePrivateDirectory(dataDir);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  const close = async () => {
    await pglite.close();
    if (isOnDisk(dataDir) && existsSync(dataDir)) ensurePrivateDirectory(dataDir);
  };
  return { kind: 'pglite', db, pglite, close };
}

/** Key of the session-level advisory lock every process takes around its migrations (any fixed bigint works). */
export const MIGRATION_LOCK_KEY = 7_412_530_001;

/**
 * Runs the committed migrations; the same folder serves PGlite and PostgreSQL. On PostgreSQL, N processes starting
 * together would each see the same migrations as pending and run them twice (a duplicate CREATE fails the second
 * start), so each takes one advisory lock on its own connection first: the first migrates, the others wait and then
 * find nothing left to do. PGlite is one process by construction. `migrationsFolder` is for tests of upgrades.
 */
export async function migrateDatabase(handle: DatabaseHandle, options: { migrationsFolder?: string } = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Whether every committed migration has been applied: false when the database is behind this build (a newer process
 * migrating later is fine, so more applied than known counts as current). Throws when the database is unreachable.
 */
export async function areMigrationsCurrent(handle: DatabaseHandle): Promise<boolean> {
  const expected = latestMigrationTime();
  const statement = 'select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations';
  const applied =
    handle.kind === 'pglite'
      ? (await handle.pglite.query<{ applied: string }>(statement)).rows[0]?.applied
      : (await handle.pool.query<{ applied: string }>(statement)).rows[0]?.applied;
  return Number(applied ?? 0) >= expected;
}

let latestMigration: number | null = null;
function latestMigrationTime(): number {
  if (latestMigration === null) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}
