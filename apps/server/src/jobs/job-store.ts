import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { refundJobCredits } from '@creatorlens/core/credits';
import { schema, type Database } from '@creatorlens/db';

type JobRow = typeof schema.job.$inferSelect;

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs}::int * interval '1 millisecond'`;
const ownedBy = (jobId: string, workerId: string) =>
  and(eq(schema.job.id, jobId), eq(schema.job.lockedBy, workerId), eq(schema.job.state, 'running'));

/**
 * Claims up to `limit` due jobs of one queue for this worker. SKIP LOCKED lets several workers (and processes on
 * PostgreSQL) claim at the same time without waiting on or taking each other's rows.
 */
export async function claimJobs(
  db: Database,
  input: { queue: string; workerId: string; limit: number; leaseMs: number },
): Promise<JobRow[]> {
  const due = db
    .select({ id: schema.job.id })
    .from(schema.job)
    .where(and(eq(schema.job.queue, input.queue), eq(schema.job.state, 'queued'), lte(schema.job.runAt, sql`now()`)))
    .orderBy(desc(schema.job.priority), asc(schema.job.runAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(schema.job)
    .set({
      state: 'running',
      attempts: sql`${schema.job.attempts} + 1`,
      lockedBy: input.workerId,
      lockedUntil: leaseEnd(input.leaseMs),
      startedAt: sql`coalesce(${schema.job.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(schema.job.id, due), eq(schema.job.state, 'queued')))
    .returning();
}

/**
 * Jobs whose lease ran out belong to a worker that stopped without releasing them (a crash, a kill): they are
 * queued again, or failed when they have used all attempts. With `isEveryRunningJobOrphaned` (the starting worker
 * is the only process on its database, as with PGlite) every running job is recovered at once, without waiting
 * for its lease. Returns how many were recovered.
 */
export async function recoverExpiredLeases(db: Database, options: { isEveryRunningJobOrphaned?: boolean } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.job)
      .set({
        state: sql`case when ${schema.job.attempts} >= ${schema.job.maxAttempts} then 'failed' else 'queued' end`,
        finishedAt: sql`case when ${schema.job.attempts} >= ${schema.job.maxAttempts} then now() else null end`,
        lockedBy: null,
        lockedUntil: null,
        runAt: sql`now()`,
        lastError: 'The worker running this job stopped before it finished.',
        updatedAt: sql`now()`,
      })
      .where(and(eq(schema.job.state, 'running'), options.isEveryRunningJobOrphaned ? undefined : lte(schema.job.lockedUntil, sql`now()`)))
      .returning({ id: schema.job.id, state: schema.job.state, organizationId: schema.job.organizationId });
    // A job that ran out of attempts failed for good: its charge goes back in the same transaction.
    for (const row of rows) await refundIfFailed(tx, row);
    return rows.length;
  });
}

/** Refunds what a job that just failed for good was charged (on-demand refreshes carry their organisation). */
async function refundIfFailed(db: Database, row: { id: string; state: string; organizationId: string | null }): Promise<void> {
  if (row.state !== 'failed' || !row.organizationId) return;
  await refundJobCredits(db, { jobId: row.id, organizationId: row.organizationId });
}

/** Extends the lease; false when the job is no longer ours (cancelled, or taken over after our lease ran out). */
export async function renewLease(db: Database, input: { jobId: string; workerId: string; leaseMs: number }): Promise<boolean> {
  const rows = await db
    .update(schema.job)
    .set({ lockedUntil: leaseEnd(input.leaseMs), updatedAt: sql`now()` })
    .where(ownedBy(input.jobId, input.workerId))
    .returning({ id: schema.job.id });
  return rows.length > 0;
}

export async function writeProgress(
  db: Database,
  input: { jobId: string; workerId: string; done: number; total: number; message?: string | undefined },
): Promise<void> {
  const progress = { done: input.done, total: input.total, ...(input.message ? { message: input.message } : {}) };
  await db
    .update(schema.job)
    .set({ progress, updatedAt: sql`now()` })
    .where(ownedBy(input.jobId, input.workerId));
}

export async function completeJob(
  db: Database,
  input: { jobId: string; workerId: string; result: Record<string, unknown> | null },
): Promise<void> {
  await db
    .update(schema.job)
    .set({
      state: 'completed',
      result: input.result,
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(ownedBy(input.jobId, input.workerId));
}

/** Retries after `retryInMs` while attempts remain, else fails for good (also at once when `isPermanent`). */
export async function failJob(
  db: Database,
  input: { jobId: string; workerId: string; error: string; retryInMs: number; isPermanent: boolean },
): Promise<void> {
  const isLast = input.isPermanent ? sql`true` : sql`${schema.job.attempts} >= ${schema.job.maxAttempts}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.job)
      .set({
        state: sql`case when ${isLast} then 'failed' else 'queued' end`,
        finishedAt: sql`case when ${isLast} then now() else null end`,
        runAt: sql`case when ${isLast} then ${schema.job.runAt} else now() + ${input.retryInMs}::int * interval '1 millisecond' end`,
        lastError: input.error.slice(0, 2000),
        lockedBy: null,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(ownedBy(input.jobId, input.workerId))
      .returning({ id: schema.job.id, state: schema.job.state, organizationId: schema.job.organizationId });
    // The failure and its refund commit together: a failed job is never left charged.
    if (row) await refundIfFailed(tx, row);
  });
}

/**
 * Puts a running job back in the queue without spending its attempt: deferred (rate limit, quota) until `runAt`,
 * or released at once when this server stops, so the next start resumes it.
 */
export async function requeueJob(
  db: Database,
  input: { jobId: string; workerId: string; runAt: Date; reason: string | null },
): Promise<void> {
  await db
    .update(schema.job)
    .set({
      state: 'queued',
      attempts: sql`greatest(${schema.job.attempts} - 1, 0)`,
      runAt: input.runAt,
      lastError: input.reason ?? sql`${schema.job.lastError}`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(ownedBy(input.jobId, input.workerId));
}

/** Puts every job this worker still holds back in the queue at once (shutdown), without spending their attempts. */
export async function releaseLeases(db: Database, workerId: string): Promise<number> {
  const rows = await db
    .update(schema.job)
    .set({
      state: 'queued',
      attempts: sql`greatest(${schema.job.attempts} - 1, 0)`,
      runAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(schema.job.lockedBy, workerId), eq(schema.job.state, 'running')))
    .returning({ id: schema.job.id });
  return rows.length;
}
