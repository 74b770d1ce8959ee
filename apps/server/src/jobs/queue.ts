import type { Database } from '@creatorlens/db';

export interface JobContext {
  db: Database;
  job: { id: string; payload: Record<string, unknown>; attempts: number; organizationId: string | null; createdBy: string | null };
  /** Writes progress for the UI (job.getJob); `message` is a translation key or a short text. */
  reportProgress(done: number, total: number, message?: string): Promise<void>;
  /** Aborted when the job is cancelled, its lease is lost or the server stops: stop soon and throw. */
  signal: AbortSignal;
  /** Puts the job back in the queue until `runAt` without spending an attempt (rate limits, quotas). */
  defer(runAt: Date, reason: string): never;
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | void>;

export interface JobHandlerOptions {
  /** Jobs of this queue one process runs at the same time. */
  concurrency?: number;
  /** How long a claim holds without renewal; a crashed process's jobs become claimable after it. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1 = after the first failure). */
  backoffMs?: (attempt: number) => number;
}

export interface RegisteredJobHandler {
  handler: JobHandler;
  concurrency: number;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
}

/** Thrown by `defer`; the worker turns it into a re-queue at runAt. */
export class JobDeferral extends Error {
  constructor(
    readonly runAt: Date,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'JobDeferral';
  }
}

/** A failure that retrying cannot fix (unknown channel, malformed data): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** 5 s, 10 s, 20 s ... capped at 30 minutes, with up to 20 % jitter so failed jobs do not retry in lockstep. */
export const exponentialBackoff = (attempt: number): number => {
  const base = Math.min(30 * 60_000, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
};

/**
 * The job handlers of one app, by queue. The composition root (app.ts) creates one per app and hands it to that app's
 * worker, so two apps in one process (tests) never share handlers; apps/server/src/jobs/handlers.ts holds the
 * product's registrations.
 */
export interface JobHandlerRegistry {
  /** Registers the handler of a queue; registering a queue again replaces its handler. */
  register(queue: string, handler: JobHandler, options?: JobHandlerOptions): void;
  unregister(queue: string): void;
  /** The handlers as registered now; a worker reads them on every claim round. */
  all(): ReadonlyMap<string, RegisteredJobHandler>;
}

export function createJobHandlerRegistry(): JobHandlerRegistry {
  const handlers = new Map<string, RegisteredJobHandler>();
  return {
    register: (queue, handler, options = {}) => {
      handlers.set(queue, {
        handler,
        concurrency: Math.max(1, options.concurrency ?? 1),
        leaseMs: Math.max(1_000, options.leaseMs ?? 60_000),
        backoffMs: options.backoffMs ?? exponentialBackoff,
      });
    },
    unregister: (queue) => void handlers.delete(queue),
    all: () => handlers,
  };
}
