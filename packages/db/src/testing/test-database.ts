import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';

/**
 * A fresh database for one test file, cloned from a template the global setup prepared (migrated and seeded once):
 * a PGlite data-dir dump, or with TEST_DATABASE_URL a PostgreSQL template database.
 */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `cl_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(template.adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`));
  const handle = await openDatabase({ url: withDatabase(template.adminUrl, name), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(template.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export type TestDatabaseTemplate = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
