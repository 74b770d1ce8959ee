import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/client.ts';
import { openTestDatabase } from '../src/testing/index.ts';
import { withAdminClient } from '../src/testing/test-database.ts';

/**
 * A PostgreSQL server may end an idle pooled connection at any time (restart, pg_terminate_backend, a dropped
 * test database). node-postgres then emits 'error' on the pool; without a listener that ends the whole process.
 */
const template = inject('databaseTemplate');

describe.runIf(template.kind === 'postgres')('an idle pooled connection that the server ends', () => {
  let testDatabase: DatabaseHandle;
  let handle: DatabaseHandle;
  const reported: string[] = [];

  beforeAll(async () => {
    testDatabase = await openTestDatabase(template);
    if (testDatabase.kind !== 'postgres') throw new Error('expected PostgreSQL');
    handle = await openDatabase({ url: testDatabase.url, onIdleConnectionError: (error) => reported.push(error.message) });
  });
  afterAll(async () => {
    await handle?.close();
    await testDatabase?.close();
  });

  it('is reported to the callback, and the next query opens a new connection', async () => {
    if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { rows } = await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    await withAdminClient(handle.url, (admin) => admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
    await expect.poll(() => reported.length).toBe(1);
    expect(reported[0]).toMatch(/terminating connection/);
    const next = await handle.pool.query<{ one: number }>('select 1 as one');
    expect(next.rows[0]!.one).toBe(1);
  });
});
