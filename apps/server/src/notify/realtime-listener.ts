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
  const connect = async (): Promise<void> => {
    const connection = await database.pool.connect();
    client = connection;
    connection.on('notification', (message) => {
      if (message.channel === NOTIFY_EVENTS_CHANNEL) deliver(message.payload);
    });
    connection.on('error', (error) => {
      log.error({ err: error }, 'notify listener connection failed; reconnecting');
      connection.release(true);
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
      connection.release();
    }
  };
}
