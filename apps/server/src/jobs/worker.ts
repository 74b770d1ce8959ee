import type { Database, DatabaseHandle } from '@creatorlens/db';
import {
  claimJobs,
  completeJob,
  failJob,
  recoverExpiredLeases,
  releaseLeases,
  renewLease,
  requeueJob,
  writeProgress,
} from './job-store.ts';
import { listenForJobWakeUps } from './job-wake.ts';
import { JobDeferral, PermanentJobError, type JobContext, type JobHandlerRegistry, type RegisteredJobHandler } from './queue.ts';

export interface JobWorkerOptions {
  db: Database;
  /** The handlers this worker runs: its app's registry. */
  handlers: JobHandlerRegistry;
  /** Names this process in job.locked_by (e.g. host:pid); must differ between processes. */
  workerId: string;
  /** With a handle, NOTIFY wakes the worker at once; without one it only polls. */
  database?: DatabaseHandle;
  /** Fallback poll for jobs that came due (deferred, retried) and for leases that ran out. */
  pollMs?: number;
  /** Only these queues (default: every registered one). */
  queues?: string[];
  /**
   * This worker's process is the only one using the database (PGlite allows one process per data folder), so jobs
   * still marked running at start were left by a killed process and resume at once instead of after their lease.
   */
  isSoleProcess?: boolean;
  /** How long stop() waits for running jobs to notice the abort before releasing them anyway. */
  stopGraceMs?: number;
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

export interface JobWorker {
  /** Looks for work now (enqueueJob's NOTIFY does this across processes). */
  wake(): void;
  /** Stops claiming, aborts running jobs and puts unfinished ones back in the queue for the next start. */
  stop(): Promise<void>;
}

interface RunningJob {
  queue: string;
  controller: AbortController;
  done: Promise<void>;
}

type ClaimedJob = Awaited<ReturnType<typeof claimJobs>>[number];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Starts a worker that claims and runs jobs of the registered queues until stop(). */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { db, workerId } = options;
  const pollMs = options.pollMs ?? 2_000;
  const running = new Map<string, RunningJob>();
  let isStopping = false;
  let pumping: Promise<void> | null = null;
  let isPumpRequested = false;
  let isRecoveryDue = true;

  const activeCount = (queue: string) => [...running.values()].filter((job) => job.queue === queue).length;
  const queuesToServe = () => [...options.handlers.all()].filter(([queue]) => !options.queues || options.queues.includes(queue));

  async function runJob(row: ClaimedJob, registration: RegisteredJobHandler, controller: AbortController): Promise<void> {
    let isLeaseLost = false;
    const renewal = setInterval(
      () => {
        renewLease(db, { jobId: row.id, workerId, leaseMs: registration.leaseMs }).then(
          (isOurs) => {
            if (isOurs) return;
            isLeaseLost = true;
            controller.abort(new Error('The job was cancelled or taken over.'));
          },
          (error: unknown) => options.log?.warn({ err: error, jobId: row.id }, 'renewing a job lease failed'),
        );
      },
      Math.max(250, Math.floor(registration.leaseMs / 3)),
    );
    const context: JobContext = {
      db,
      job: { id: row.id, payload: row.payload, attempts: row.attempts, organizationId: row.organizationId, createdBy: row.createdBy },
      reportProgress: (done, total, message) => writeProgress(db, { jobId: row.id, workerId, done, total, message }),
      signal: controller.signal,
      defer: (runAt, reason) => {
        throw new JobDeferral(runAt, reason);
      },
    };
    try {
      const result = await registration.handler(context);
      await completeJob(db, { jobId: row.id, workerId, result: result ?? null });
    } catch (error) {
      if (error instanceof JobDeferral) {
        await requeueJob(db, { jobId: row.id, workerId, runAt: error.runAt, reason: error.reason });
      } else if (isLeaseLost) {
        // Cancelled or owned by another worker now: nothing of ours to write.
      } else if (isStopping && controller.signal.aborted) {
        await requeueJob(db, { jobId: row.id, workerId, runAt: new Date(), reason: null });
      } else {
        options.log?.warn({ err: error, jobId: row.id, queue: row.queue }, 'a job failed');
        await failJob(db, {
          jobId: row.id,
          workerId,
          error: messageOf(error),
          retryInMs: registration.backoffMs(row.attempts),
          isPermanent: error instanceof PermanentJobError,
        });
      }
    } finally {
      clearInterval(renewal);
    }
  }

  function startJob(row: ClaimedJob, registration: RegisteredJobHandler): void {
    const controller = new AbortController();
    const entry: RunningJob = { queue: row.queue, controller, done: Promise.resolve() };
    entry.done = runJob(row, registration, controller)
      .catch((error: unknown) => options.log?.error({ err: error, jobId: row.id }, 'recording a job outcome failed'))
      .finally(() => {
        running.delete(row.id);
        requestPump();
      });
    running.set(row.id, entry);
  }

  async function pumpOnce(): Promise<void> {
    if (isRecoveryDue) {
      isRecoveryDue = false;
      await recoverExpiredLeases(db);
    }
    for (const [queue, registration] of queuesToServe()) {
      if (isStopping) return;
      const free = registration.concurrency - activeCount(queue);
      if (free <= 0) continue;
      const claimed = await claimJobs(db, { queue, workerId, limit: free, leaseMs: registration.leaseMs });
      for (const row of claimed) startJob(row, registration);
    }
  }

  function requestPump(): void {
    if (isStopping) return;
    if (pumping) {
      isPumpRequested = true;
      return;
    }
    pumping = (async () => {
      do {
        isPumpRequested = false;
        try {
          await pumpOnce();
        } catch (error) {
          options.log?.error({ err: error }, 'the job worker could not claim jobs');
        }
      } while (isPumpRequested && !isStopping);
      pumping = null;
    })();
  }

  if (options.isSoleProcess) await recoverExpiredLeases(db, { isEveryRunningJobOrphaned: true });
  const stopListening = options.database
    ? await listenForJobWakeUps(
        options.database,
        () => requestPump(),
        (error) => options.log?.error({ err: error }, 'job wake-up listener failed'),
      )
    : async () => {};
  const poll = setInterval(() => {
    isRecoveryDue = true;
    requestPump();
  }, pollMs);
  // The poll never keeps the process alive on its own.
  poll.unref();
  requestPump();

  return {
    wake: requestPump,
    stop: async () => {
      if (isStopping) return;
      isStopping = true;
      clearInterval(poll);
      await stopListening();
      await pumping;
      const jobs = [...running.values()];
      for (const job of jobs) job.controller.abort(new Error('The server is stopping.'));
      const grace = new Promise((resolve) => setTimeout(resolve, options.stopGraceMs ?? 10_000).unref());
      await Promise.race([Promise.allSettled(jobs.map((job) => job.done)), grace]);
      // Jobs that ignored the abort past the grace go back to the queue now instead of waiting out their lease; their
      // late outcome is then ignored (every write checks the lease owner).
      await releaseLeases(db, workerId).catch((error: unknown) => options.log?.error({ err: error }, 'releasing job leases failed'));
    },
  };
}
