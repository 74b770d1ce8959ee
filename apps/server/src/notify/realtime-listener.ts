import type { FastifyBaseLogger } from 'fastify';
import { NOTIFY_EVENTS_CHANNEL, type NotifyEvent } from '@creatorlens/core/notifications';
import type { DatabaseHandle } from '@creatorlens/db';
import { listenOnChannel } from '../database/listen-on-channel.ts';

/**
 * Delivers the NOTIFY events core emits inside its transactions, after commit, from this process or another one
 * sharing the database (see listenOnChannel).
 */
export function listenForNotifyEvents(
  database: DatabaseHandle,
  onEvent: (event: NotifyEvent) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const deliver = (payload: string) => {
    if (!payload) return;
    try {
      onEvent(JSON.parse(payload) as NotifyEvent);
    } catch (error) {
      log.error({ err: error }, 'unreadable notify event');
    }
  };
  return listenOnChannel(database, NOTIFY_EVENTS_CHANNEL, deliver, (error) =>
    log.error({ err: error }, 'notify listener connection failed; reconnecting'),
  );
}
