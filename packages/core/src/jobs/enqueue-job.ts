import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { JOB_WAKE_CHANNEL } from './constants.ts';

interface EnqueueJobInput {
  queue: string;
  payload: Record<string, unknown>;
  organizationId?: string | null;
  createdBy?: string | null;
  /** At most one queued or running job per key; enqueueing again returns the existing job. */
  singletonKey?: string | null;
  runAt?: Date;
  /** Higher runs first. */
  priority?: number;
  maxAttempts?: number;
}

/**
 * Adds a job to the durable queue and wakes the workers (NOTIFY, delivered when the caller's transaction commits).
 * Pass a transaction as `db` to enqueue atomically with other writes.
 */
export async function enqueueJob({ db }: { db: Database }, input: EnqueueJobInput): Promise<{ id: string; isNew: boolean }> {
  const values = {
    queue: input.queue,
    payload: input.payload,
    organizationId: input.organizationId ?? null,
    createdBy: input.createdBy ?? null,
    singletonKey: input.singletonKey ?? null,
    priority: input.priority ?? 0,
    maxAttempts: input.maxAttempts ?? 5,
    ...(input.runAt ? { runAt: input.runAt } : {}),
  };
  // The existing singleton may finish between the insert and the look-up; then the next insert succeeds.
  for (let round = 0; round < 3; round += 1) {
    const [inserted] = await db
      .insert(schema.job)
      .values(values)
      .onConflictDoNothing({ target: schema.job.singletonKey, where: sql`${schema.job.state} in ('queued', 'running')` })
      .returning({ id: schema.job.id });
    if (inserted) {
      await db.execute(sql`select pg_notify(${JOB_WAKE_CHANNEL}, ${input.queue})`);
      return { id: inserted.id, isNew: true };
    }
    const [existing] = await db
      .select({ id: schema.job.id })
      .from(schema.job)
      .where(and(eq(schema.job.singletonKey, values.singletonKey ?? ''), inArray(schema.job.state, ['queued', 'running'])))
      .limit(1);
    if (existing) return { id: existing.id, isNew: false };
  }
  throw new Error(`enqueueJob: singleton ${values.singletonKey} kept changing`);
}
