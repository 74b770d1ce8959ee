import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/client.ts';
import { openTestDatabase } from '../src/testing/index.ts';
import { selectRows } from '../src/sql-result.ts';

/**
 * A TCP relay in front of PostgreSQL that can turn its open connections into dead ones the client does not know about
 * yet: the next bytes the client sends on one end it. That is what a pooled connection looks like right after a
 * server restart (or a dropped NAT entry) until the pool notices.
 */
async function startRelay(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket; isDead: boolean }>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream, isDead: false };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (pair.isDead) {
        upstream.destroy();
        client.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop).on('error', drop);
    upstream.on('close', drop).on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    killOpenConnections: () => pairs.forEach((pair) => (pair.isDead = true)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.client.destroy();
        server.close(() => resolve());
      }),
  };
}

const template = inject('databaseTemplate');

describe.runIf(template.kind === 'postgres')('a read that meets a dead pooled connection', () => {
  let testDatabase: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let handle: DatabaseHandle;
  const retries: string[] = [];

  beforeAll(async () => {
    testDatabase = await openTestDatabase(template);
    if (testDatabase.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(testDatabase.url);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    // One connection, so every statement below runs on the one the relay kills.
    handle = await openDatabase({
      url: url.toString(),
      poolSize: 1,
      onReadRetry: (error) => retries.push(error.message),
      onIdleConnectionError: () => {},
    });
  });
  afterAll(async () => {
    await handle?.close();
    await relay?.close();
    await testDatabase?.close();
  });

  it('runs once more on a fresh connection, so the first request after a restart does not fail', async () => {
    await handle.db.execute(sql`select 1`);
    relay.killOpenConnections();
    const rows = await selectRows<{ answer: number }>(handle.db, sql`select 42 as answer`);
    expect(rows[0]).toEqual({ answer: 42 });
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/Connection terminated/);
  });

  it('never runs a write twice: the caller sees the failure', async () => {
    await handle.db.execute(sql`select 1`);
    const before = retries.length;
    relay.killOpenConnections();
    await expect(handle.db.execute(sql`update "user" set "name" = "name" where "id" = 'nobody'`)).rejects.toThrow();
    expect(retries).toHaveLength(before);
    // The pool replaced the dead connection: the next statement works.
    const next = await selectRows<{ one: number }>(handle.db, sql`select 1 as one`);
    expect(next[0]).toEqual({ one: 1 });
  });
});
