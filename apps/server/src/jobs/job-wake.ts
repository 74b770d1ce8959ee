import { JOB_WAKE_CHANNEL } from '@creatorlens/core';
import type { DatabaseHandle } from '@creatorlens/db';
import type { PoolClient } from 'pg';

/**
 * Calls `onWake(queue)` whenever enqueueJob NOTIFYs. PGlite hears its own NOTIFY in-process; on PostgreSQL a
 * dedicated connection LISTENs, so a job enqueued by any server process wakes the workers of every process.
 * Returns a stop function. Wake-ups are a latency optimisation only: the worker also polls.
 */
export async function listenForJobWakeUps(
  database: DatabaseHandle,
  onWake: (queue: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(JOB_WAKE_CHANNEL, (payload) => onWake(payload));
    return () => unlisten();
  }
  let isStopped = false;
  let client: PoolClient | null = null;
  const releasers = new Map<PoolClient, () => void>();
  const connect = async (): Promise<void> => {
    const connection = await database.pool.connect();
    client = connection;
    // A pool client may be released only once: the error path and stop() both end this connection, whichever
    // comes first; the other must do nothing (a dropped database or a server restart errors after stop()).
    let isReleased = false;
    const releaseOnce = () => {
      if (isReleased) return;
      isReleased = true;
      // Destroyed, never returned to the pool: a connection that LISTENed must not serve ordinary queries.
      connection.release(true);
    };
    releasers.set(connection, releaseOnce);
    connection.on('notification', (message) => {
      if (message.channel === JOB_WAKE_CHANNEL) onWake(message.payload ?? '');
    });
    connection.on('error', (error) => {
      if (isStopped) return releaseOnce();
      onError(error);
      releaseOnce();
      client = null;
      if (!isStopped) setTimeout(() => void connect().catch(onError), 1000).unref();
    });
    await connection.query(`LISTEN ${JOB_WAKE_CHANNEL}`);
  };
  await connect();
  return async () => {
    isStopped = true;
    const connection = client as PoolClient | null;
    if (connection) {
      await connection.query(`UNLISTEN ${JOB_WAKE_CHANNEL}`).catch(() => undefined);
      releasers.get(connection)?.();
    }
    releasers.clear();
  };
}
