import type { FastifyBaseLogger } from 'fastify';
import { NOTIFY_EVENTS_CHANNEL, type NotifyEvent } from '@creatorlens/core';
import type { DatabaseHandle } from '@creatorlens/db';
import type { PoolClient } from 'pg';

/**
 * Delivers the NOTIFY events core emits inside its transactions. On PGlite the same instance hears them
 * (in-process); on PostgreSQL a dedicated connection LISTENs, so every server process sharing the database
 * hears every event, whichever process committed it.
 */
export async function listenForNotifyEvents(
  database: DatabaseHandle,
  onEvent: (event: NotifyEvent) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    try {
      onEvent(JSON.parse(payload) as NotifyEvent);
    } catch (error) {
      log.error({ err: error }, 'unreadable notify event');
    }
  };
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(NOTIFY_EVENTS_CHANNEL, deliver);
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
      if (message.channel === NOTIFY_EVENTS_CHANNEL) deliver(message.payload);
    });
    connection.on('error', (error) => {
      if (isStopped) return releaseOnce();
      log.error({ err: error }, 'notify listener connection failed; reconnecting');
      releaseOnce();
      client = null;
      if (!isStopped) setTimeout(() => void connect().catch((retryError: unknown) => log.error({ err: retryError }, 'notify listener reconnect failed')), 1000);
    });
    await connection.query(`LISTEN ${NOTIFY_EVENTS_CHANNEL}`);
  };
  await connect();
  return async () => {
    isStopped = true;
    const connection = client as PoolClient | null;
    if (connection) {
      await connection.query(`UNLISTEN ${NOTIFY_EVENTS_CHANNEL}`).catch(() => undefined);
      releasers.get(connection)?.();
    }
    releasers.clear();
  };
}
