import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty database next to the one BENCH_DATABASE_URL names and returns its URL; drop() removes it
 * (WITH (FORCE) ends connections a crashed run may have left).
 */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `creatorlens_bench_${label}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let isDropped = false;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (isDropped) return;
      isDropped = true;
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
