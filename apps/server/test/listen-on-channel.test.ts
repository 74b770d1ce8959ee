import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@creatorlens/db';
import { listenOnChannel } from '../src/database/listen-on-channel.ts';

/** A pool connection stand-in: emits 'error' and 'notification' like pg's PoolClient. */
class FakeConnection extends EventEmitter {
  released = false;
  queries: string[] = [];
  async query(text: string) {
    this.queries.push(text);
  }
  release() {
    this.released = true;
  }
}

/** A PostgreSQL handle whose pool fails `failures` connects after the first one, then succeeds again. */
function fakeDatabase(failures: number) {
  const connections: FakeConnection[] = [];
  let attempts = 0;
  const pool = {
    connect: async () => {
      attempts += 1;
      if (attempts > 1 && attempts <= 1 + failures) throw new Error(`database down (attempt ${attempts})`);
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    },
  };
  return { database: { kind: 'postgres', pool } as unknown as DatabaseHandle, connections, attempts: () => attempts };
}

describe('listenOnChannel on PostgreSQL', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps reconnecting after failed attempts until it listens again, and hears notifications then', async () => {
    const { database, connections, attempts } = fakeDatabase(3);
    const heard: string[] = [];
    const errors: unknown[] = [];
    let listening = 0;
    const stop = await listenOnChannel(
      database,
      'changes',
      (payload) => heard.push(payload),
      (error) => errors.push(error),
      () => {
        listening += 1;
      },
    );
    expect(listening).toBe(1);
    connections[0]!.emit('error', new Error('connection lost'));
    expect(connections[0]!.released).toBe(true);
    // 1 s, 2 s, 4 s: three failed attempts, then the fourth listens.
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(attempts()).toBe(5);
    expect(listening).toBe(2);
    expect(errors).toHaveLength(4);
    connections[1]!.emit('notification', { channel: 'changes', payload: 'user-1' });
    expect(heard).toEqual(['user-1']);
    await stop();
  });

  it('stops retrying once stopped', async () => {
    const { database, connections, attempts } = fakeDatabase(100);
    const stop = await listenOnChannel(
      database,
      'changes',
      () => undefined,
      () => undefined,
    );
    connections[0]!.emit('error', new Error('connection lost'));
    await stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempts()).toBe(1);
  });
});
