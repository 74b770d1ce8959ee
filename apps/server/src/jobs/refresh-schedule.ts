import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { PLATFORM_CONNECTOR_IDS } from '@creatorlens/core/connectors';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import { schema, type Database } from '@creatorlens/db';

export interface RefreshScheduleOptions {
  /** 'auto' enqueues runs only while at least one platform connector has credentials. */
  mode: 'on' | 'off' | 'auto';
  /** How often the schedule looks for due channels. */
  intervalMs?: number;
  /** The first look after start. */
  firstRunDelayMs?: number;
  onError?: (error: unknown) => void;
}

const DAY_MS = 86_400_000;

/** Whether any platform connector has a secret stored (one indexed read; a fresh install answers no). */
export async function hasConfiguredConnector(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ connector: schema.connectorCredential.connector })
    .from(schema.connectorCredential)
    .where(
      and(
        inArray(schema.connectorCredential.connector, [...PLATFORM_CONNECTOR_IDS]),
        isNotNull(schema.connectorCredential.encryptedSecret),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Finished jobs are kept a week (failed ones a month) for the admin view, then deleted. */
export async function pruneFinishedJobs(db: Database): Promise<number> {
  const rows = await db
    .delete(schema.job)
    .where(
      or(
        and(inArray(schema.job.state, ['completed', 'cancelled']), lt(schema.job.finishedAt, new Date(Date.now() - 7 * DAY_MS))),
        and(eq(schema.job.state, 'failed'), lt(schema.job.finishedAt, new Date(Date.now() - 30 * DAY_MS))),
      ),
    )
    .returning({ id: schema.job.id });
  return rows.length;
}

/** One tick of the schedule: enqueue a refresh run (a singleton, so several server processes never start two). */
export async function scheduleRefreshRun(db: Database, mode: RefreshScheduleOptions['mode']): Promise<{ jobId: string | null }> {
  if (mode === 'off') return { jobId: null };
  await pruneFinishedJobs(db);
  if (mode === 'auto' && !(await hasConfiguredConnector(db))) return { jobId: null };
  const { id } = await enqueueJob(
    { db },
    { queue: JOB_QUEUES.refreshRun, payload: { scheduledAt: Date.now() }, singletonKey: 'refresh:run', maxAttempts: 3 },
  );
  return { jobId: id };
}

/** Starts the in-process timer of the schedule; the durable part (the runs and their jobs) lives in the queue. */
export function startRefreshSchedule({ db }: { db: Database }, options: RefreshScheduleOptions): () => void {
  if (options.mode === 'off') return () => {};
  const tick = () => void scheduleRefreshRun(db, options.mode).catch((error: unknown) => options.onError?.(error));
  const first = setTimeout(tick, options.firstRunDelayMs ?? 30_000);
  const timer = setInterval(tick, options.intervalMs ?? 15 * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
