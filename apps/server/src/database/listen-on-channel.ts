import type { DatabaseHandle } from '@creatorlens/db';
import type { PoolClient } from 'pg';

/**
 * Calls `onPayload` for every NOTIFY on `channel`, whichever process sent it. PGlite hears its own NOTIFY in-process;
 * on PostgreSQL a dedicated connection LISTENs (reconnecting after a second when it fails), so every server process
 * sharing the database hears every commit. Returns a stop function. `onListening` runs each time LISTEN is in force
 * (at start and after every reconnect): from then on no commit goes unheard, until the next `onError`.
 */
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
      setTimeout(() => void connect().catch(onError), 1000).unref();
    });
    await connection.query(`LISTEN ${channel}`);
    onListening?.();
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
