import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { refundJobCredits } from '../credits/index.ts';
import { requirePermission } from '../permissions/index.ts';
import { JOB_STATES, JOB_WAKE_CHANNEL, type JobState } from './constants.ts';
import { toJobView, type JobView } from './job-view.ts';
import type { Dependencies } from '../dependencies.ts';

interface AdminJobView extends JobView {
  organizationName: string | null;
}

interface JobListPage {
  jobs: AdminJobView[];
  total: number;
  /** How many jobs are in each state (all queues), for the tabs. */
  stateCounts: Record<JobState, number>;
}

/** Every job of every organisation, newest activity first, filtered by state and queue; platform admins only. */
export async function listJobs(
  { db, actor }: Dependencies,
  input: { state?: JobState | undefined; queue?: string | undefined; page: number; pageSize: number },
): Promise<JobListPage> {
  requirePermission(actor, 'read', 'admin_area');
  const filters: SQL[] = [];
  if (input.state) filters.push(eq(schema.job.state, input.state));
  if (input.queue) filters.push(eq(schema.job.queue, input.queue));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [totalRow], stateRows] = await Promise.all([
    db
      .select({ job: schema.job, organizationName: schema.organization.name })
      .from(schema.job)
      .leftJoin(schema.organization, eq(schema.organization.id, schema.job.organizationId))
      .where(where)
      .orderBy(desc(schema.job.updatedAt), desc(schema.job.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(schema.job).where(where),
    db.select({ state: schema.job.state, total: count() }).from(schema.job).groupBy(schema.job.state),
  ]);
  const stateCounts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
  for (const row of stateRows) if ((JOB_STATES as readonly string[]).includes(row.state)) stateCounts[row.state as JobState] = row.total;
  return {
    jobs: rows.map(({ job, organizationName }) => ({ ...toJobView(job), organizationName })),
    total: totalRow?.total ?? 0,
    stateCounts,
  };
}

/**
 * Runs a failed or cancelled job again with fresh attempts, or a waiting (deferred) job now. Refused with CONFLICT
 * when another job with the same singleton key is already queued or running.
 */
export async function retryJob({ db, actor }: Dependencies, input: { jobId: string }): Promise<JobView> {
  requirePermission(actor, 'read', 'admin_area');
  const [existing] = await db.select().from(schema.job).where(eq(schema.job.id, input.jobId));
  if (!existing) throw new AppError('NOT_FOUND', 'No job with this id exists.');
  if (existing.state === 'running' || existing.state === 'completed') {
    throw new AppError('CONFLICT', `A ${existing.state} job cannot be retried.`);
  }
  const duplicate = sql`exists (select 1 from ${schema.job} as other where other.singleton_key = ${schema.job.singletonKey}
    and other.state in ('queued', 'running') and other.id <> ${schema.job.id})`;
  const [row] = await db
    .update(schema.job)
    .set({
      state: 'queued',
      runAt: sql`now()`,
      attempts: existing.state === 'queued' ? existing.attempts : 0,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(schema.job.id, input.jobId), inArray(schema.job.state, ['queued', 'failed', 'cancelled']), sql`not ${duplicate}`))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'The job changed meanwhile, or the same work is already queued.');
  await db.execute(sql`select pg_notify(${JOB_WAKE_CHANNEL}, ${row.queue})`);
  return toJobView(row);
}

/** Cancels a queued or running job; a running job's worker notices at its next lease renewal and stops. */
export async function cancelJob({ db, actor }: Dependencies, input: { jobId: string }): Promise<JobView> {
  requirePermission(actor, 'read', 'admin_area');
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(schema.job)
      .set({ state: 'cancelled', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(schema.job.id, input.jobId), inArray(schema.job.state, ['queued', 'running'])))
      .returning();
    // Work that will not run is not paid for: an organisation's charge goes back with the cancellation.
    if (cancelled?.organizationId) await refundJobCredits(tx, { jobId: cancelled.id, organizationId: cancelled.organizationId });
    return cancelled;
  });
  if (row) return toJobView(row);
  const [existing] = await db.select({ state: schema.job.state }).from(schema.job).where(eq(schema.job.id, input.jobId));
  if (!existing) throw new AppError('NOT_FOUND', 'No job with this id exists.');
  throw new AppError('CONFLICT', `A ${existing.state} job cannot be cancelled.`);
}
