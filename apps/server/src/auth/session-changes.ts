import { SESSION_CHANGES_CHANNEL, type DatabaseHandle } from '@creatorlens/db';
import { listenOnChannel } from '../database/listen-on-channel.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * Feeds migration 0024's session-change notifications into this process's session cache. The cache is trusted only
 * while LISTEN is in force: it starts suspended, resumes once listening, and is emptied and bypassed from the moment
 * the listening connection fails until it listens again. Returns a stop function (which suspends it for good).
 */
export async function listenForSessionChanges(
  database: DatabaseHandle,
  cache: SessionCache,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const stop = await listenOnChannel(
    database,
    SESSION_CHANGES_CHANNEL,
    (payload) => cache.invalidate(payload),
    (error) => {
      cache.suspend();
      onError(error);
    },
    () => cache.resume(),
  );
  return async () => {
    cache.suspend();
    await stop();
  };
}
