import { JOB_WAKE_CHANNEL } from '@creatorlens/core/jobs';
import type { DatabaseHandle } from '@creatorlens/db';
import { listenOnChannel } from '../database/listen-on-channel.ts';

/**
 * Calls `onWake(queue)` whenever enqueueJob NOTIFYs, so a job enqueued by any server process wakes the workers of
 * every process. Returns a stop function. Wake-ups are a latency optimisation only: the worker also polls.
 */
export function listenForJobWakeUps(
  database: DatabaseHandle,
  onWake: (queue: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  return listenOnChannel(database, JOB_WAKE_CHANNEL, onWake, onError);
}
