import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every core function takes: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

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
}

/** Opens the database the configuration names, without migrating it. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // PostgreSQL servers ship pg_trgm in contrib; PGlite loads it as an extension bundle.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Runs the committed migrations; the same folder serves PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePostgres(drizzlePostgres(handle.pool), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
