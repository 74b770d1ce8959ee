import type { schema } from '@creatorlens/db';
import type { JobState } from './constants.ts';

interface JobProgressView {
  done: number;
  total: number;
  message: string | null;
}

export interface JobView {
  id: string;
  queue: string;
  state: JobState;
  progress: JobProgressView | null;
  result: Record<string, unknown> | null;
  lastError: string | null;
  attempts: number;
  maxAttempts: number;
  organizationId: string | null;
  /** Epoch milliseconds: when the job may run next (later than now while deferred or waiting to retry). */
  runAt: number;
  /** Epoch milliseconds; startedAt and finishedAt are null until then. */
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

/** The shape every job procedure returns: no lease internals, timestamps as epoch milliseconds. */
export const toJobView = (row: typeof schema.job.$inferSelect): JobView => ({
  id: row.id,
  queue: row.queue,
  state: row.state as JobState,
  progress: row.progress ? { done: row.progress.done, total: row.progress.total, message: row.progress.message ?? null } : null,
  result: row.result ?? null,
  lastError: row.lastError,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  organizationId: row.organizationId,
  runAt: row.runAt.getTime(),
  createdAt: row.createdAt.getTime(),
  startedAt: row.startedAt?.getTime() ?? null,
  finishedAt: row.finishedAt?.getTime() ?? null,
});
