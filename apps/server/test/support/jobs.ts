import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';

type JobRow = typeof schema.job.$inferSelect;

/** Polls until every job has reached one of `states` (default: a final state); throws after `timeoutMs`. */
export async function waitForJobs(db: Database, ids: string[], options: { states?: string[]; timeoutMs?: number } = {}): Promise<JobRow[]> {
  const states = options.states ?? ['completed', 'failed', 'cancelled'];
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const rows = await db.select().from(schema.job).where(inArray(schema.job.id, ids));
    if (rows.length === ids.length && rows.every((row) => states.includes(row.state))) return rows;
    if (Date.now() > deadline) {
      throw new Error(`jobs did not reach ${states.join('/')}: ${rows.map((row) => `${row.id}=${row.state}`).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function waitForJob(db: Database, id: string, options: { states?: string[]; timeoutMs?: number } = {}): Promise<JobRow> {
  const [row] = await waitForJobs(db, [id], options);
  return row!;
}

export async function readJob(db: Database, id: string): Promise<JobRow> {
  const [row] = await db.select().from(schema.job).where(eq(schema.job.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}
