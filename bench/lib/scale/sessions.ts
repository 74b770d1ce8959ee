import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@creatorlens/db';
import type { SqlSession } from './generate.ts';

export interface ScaleTarget {
  kind: 'postgres' | 'pglite';
  handle: DatabaseHandle;
  /** A new session: its own connection on PostgreSQL, the one shared instance on PGlite. */
  openSession: () => Promise<SqlSession>;
  /** Sessions that can really work side by side. */
  parallel: number;
  close: () => Promise<void>;
}

/** Opens (and migrates) the database the generator or the discovery bench works on. */
export async function openScaleTarget(
  target: { databaseUrl?: string | undefined; pgliteDir?: string | undefined },
  parallel = 2,
): Promise<ScaleTarget> {
  if (target.databaseUrl) {
    const handle = await openDatabase({ url: target.databaseUrl, poolSize: 8 });
    await migrateDatabase(handle);
    return {
      kind: 'postgres',
      handle,
      parallel,
      openSession: async () => {
        const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 10_000 });
        await client.connect();
        return {
          query: async (text, params) => ({ rows: (await client.query(text, params as unknown[] | undefined)).rows }),
          release: () => client.end(),
        };
      },
      close: () => handle.close(),
    };
  }
  if (!target.pgliteDir) throw new Error('pass a PostgreSQL URL or a PGlite data folder');
  const handle = await openDatabase({ dataDir: target.pgliteDir });
  await migrateDatabase(handle);
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const pglite = handle.pglite;
  return {
    kind: 'pglite',
    handle,
    parallel: 1,
    openSession: async () => ({
      query: async (text, params) => ({ rows: (await pglite.query<Record<string, unknown>>(text, params as unknown[] | undefined)).rows }),
      release: async () => {},
    }),
    close: () => handle.close(),
  };
}
