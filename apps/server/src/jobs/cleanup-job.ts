import { and, eq, inArray, lt } from 'drizzle-orm';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import { deleteExpiredRateLimitBuckets, EXPIRED_GUEST_RETENTION_MINUTES } from '@creatorlens/core/security';
import { schema, type Database } from '@creatorlens/db';
import { deleteExpiredIdempotencyKeys } from '../notify/idempotency.ts';
import type { JobHandler } from './queue.ts';

export const CLEANUP_INTERVAL_MS = 10 * 60_000;
/** Guests deleted per statement: each one cascades to its sessions, memberships, preferences and feed rows. */
const GUEST_BATCH = 500;

/**
 * Deletes guest users whose guest session ended more than EXPIRED_GUEST_RETENTION_MINUTES ago. Every table that
 * refers to a user either cascades (sessions, accounts, memberships, team memberships, saved searches, mentions,
 * notification messages, recipients, preferences, watermarks, guide engagement) or sets its reference to null
 * (authored comments, ledger entries, list owners, jobs), so deleting the user row removes the guest completely.
 * Registered users are never touched: only rows with is_anonymous and a guest_expires_at qualify.
 */
export async function deleteExpiredGuests(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EXPIRED_GUEST_RETENTION_MINUTES * 60_000);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(and(eq(schema.user.isAnonymous, true), lt(schema.user.guestExpiresAt, cutoff)))
      .limit(GUEST_BATCH);
    if (batch.length === 0) return deleted;
    const rows = await db
      .delete(schema.user)
      .where(
        and(
          inArray(
            schema.user.id,
            batch.map((row) => row.id),
          ),
          eq(schema.user.isAnonymous, true),
        ),
      )
      .returning({ id: schema.user.id });
    deleted += rows.length;
    if (batch.length < GUEST_BATCH) return deleted;
  }
}

/** The periodic clean-up: expired guests, the counters of ended rate-limit windows and /v1 idempotency keys older than 24 h. */
export const cleanupHandler: JobHandler = async ({ db }) => {
  const guests = await deleteExpiredGuests(db);
  const rateLimitBuckets = await deleteExpiredRateLimitBuckets({ db });
  const idempotencyKeys = await deleteExpiredIdempotencyKeys(db);
  return { guests, rateLimitBuckets, idempotencyKeys };
};

/** One tick: enqueue a clean-up (a singleton, so several server processes never run two at once). */
export async function scheduleCleanup(db: Database): Promise<{ jobId: string }> {
  const { id } = await enqueueJob(
    { db },
    { queue: JOB_QUEUES.cleanup, payload: { scheduledAt: Date.now() }, singletonKey: 'cleanup', maxAttempts: 1 },
  );
  return { jobId: id };
}

/** Starts the in-process timer; the work itself runs in the durable queue, on whichever worker claims it. */
export function startCleanupSchedule(
  { db }: { db: Database },
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const tick = () => void scheduleCleanup(db).catch((error: unknown) => options.onError?.(error));
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
