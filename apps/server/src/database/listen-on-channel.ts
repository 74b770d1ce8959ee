import type { DatabaseHandle } from '@creatorlens/db';
import type { PoolClient } from 'pg';

/**
 * Calls `onPayload` for every NOTIFY on `channel`, whichever process sent it. PGlite hears its own NOTIFY in-process;
 * on PostgreSQL a dedicated connection LISTENs (reconnecting after a second when it fails, then backing off up to
 * 30 s until it listens again), so every server process
 * sharing the database hears every commit. Returns a stop function. `onListening` runs each time LISTEN is in force
 * (at start and after every reconnect): from then on no commit goes unheard, until the next `onError`.
 */
const RECONNECT_FIRST_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 30_000;

export async function listenOnChannel(
  database: DatabaseHandle,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: unknown) => void,
  onListening?: () => void,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(channel, (payload) => onPayload(payload));
    onListening?.();
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
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    connection.on('error', (error) => {
      if (isStopped) return releaseOnce();
      onError(error);
      releaseOnce();
      client = null;
      reconnectLater(RECONNECT_FIRST_DELAY_MS);
    });
    try {
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      releaseOnce();
      client = null;
      throw error;
    }
    onListening?.();
  };
  // Keeps trying until it listens again or is stopped: a database that is down for a while (restart, failover) must
  // not leave realtime, job wake-ups and the session cache deaf until the process restarts. Backs off to 30 s.
  const reconnectLater = (delayMs: number) => {
    setTimeout(() => {
      if (isStopped) return;
      connect().catch((error: unknown) => {
        onError(error);
        reconnectLater(Math.min(delayMs * 2, RECONNECT_MAX_DELAY_MS));
      });
    }, delayMs).unref();
  };
  await connect();
  return async () => {
    isStopped = true;
    const connection = client as PoolClient | null;
    if (connection) {
      await connection.query(`UNLISTEN ${channel}`).catch(() => undefined);
      releasers.get(connection)?.();
    }
    releasers.clear();
  };
}
