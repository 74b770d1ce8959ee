import { and, eq, lt, sql } from 'drizzle-orm';
import { fetchChannelFromPlatform, isConnectorError, type ConnectorError, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { isAppError } from '@creatorlens/core/errors';
import { JOB_QUEUES } from '@creatorlens/core/jobs';
import { schema, type Database } from '@creatorlens/db';
import { PermanentJobError, type JobHandler } from './queue.ts';
import { createSnapshotWriteBatcher, type SnapshotWriteBatcher, type SnapshotWriteBatcherOptions } from './snapshot-write-batcher.ts';

/** Without a Retry-After header a 429 waits this long; never less than a second, so a platform is never hammered. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

const nextUtcMidnight = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * Moves every other waiting refresh of the connector's platform behind the quota reset, so the workers do not
 * claim them one by one only to be refused again.
 */
export async function deferPlatformRefreshes(db: Database, input: { platform: string; until: Date; reason: string }): Promise<number> {
  const moved = await db
    .update(schema.job)
    .set({ runAt: input.until, lastError: input.reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.job.queue, JOB_QUEUES.refreshChannel),
        eq(schema.job.state, 'queued'),
        sql`${schema.job.payload}->>'platform' = ${input.platform}`,
        lt(schema.job.runAt, input.until),
      ),
    )
    .returning({ id: schema.job.id });
  return moved.length;
}

/**
 * Refreshes one channel (payload { channelId, includePosts? }) and turns the connector's refusals into queue
 * decisions: wait out a rate limit, park the platform's jobs until the quota resets, skip quietly when the platform
 * has no credentials, retry upstream failures with backoff, and fail for good what retrying cannot fix.
 * The writes of refreshes running at the same time are batched into one transaction (snapshot-write-batcher.ts).
 */
export function createRefreshChannelHandler(deps: { connectors: ConnectorRegistry; writeBatch?: SnapshotWriteBatcherOptions }): JobHandler {
  // One batcher per database, so concurrent jobs of this handler share transactions.
  const batchers = new WeakMap<Database, SnapshotWriteBatcher>();
  const batcherFor = (db: Database): SnapshotWriteBatcher => {
    let batcher = batchers.get(db);
    if (!batcher) batchers.set(db, (batcher = createSnapshotWriteBatcher(db, deps.writeBatch)));
    return batcher;
  };
  return async ({ db, job, defer, reportProgress }) => {
    const channelId = typeof job.payload.channelId === 'string' ? job.payload.channelId : null;
    if (!channelId) throw new PermanentJobError('The job has no channelId.');
    // A scheduled run's jobs (payload.runId) skip the per-channel progress writes: the run's finish job reports
    // done/total for all of them, and two extra commits per channel would slow a 100k-channel run. An on-demand
    // refresh shows its progress on the artist page.
    const isPartOfRun = typeof job.payload.runId === 'string';
    const progress = isPartOfRun ? async () => {} : reportProgress;
    await progress(0, 1, 'BackgroundJobs.progress-fetching');
    try {
      // All HTTP happens before the write: a refused or malformed answer writes nothing.
      const fetched = await fetchChannelFromPlatform(
        { db, connectors: deps.connectors },
        { channelId, includePosts: job.payload.includePosts === true },
      );
      const result = await batcherFor(db).store(fetched);
      await progress(1, 1, 'BackgroundJobs.progress-done');
      return { ...result };
    } catch (error) {
      if (isConnectorError(error)) {
        // An organisation's on-demand refresh was paid for: a platform whose credentials went away after the
        // request fails it for good, which refunds the charge (job-store.ts), instead of "completed" without data.
        if (error.kind === 'not_configured' && job.organizationId !== null) throw new PermanentJobError(error.message);
        // Returns only when the job ends quietly (platform not configured); waiting and failing throw.
        const skipped = await handleConnectorError(db, error, defer);
        await progress(1, 1, 'BackgroundJobs.progress-done');
        return skipped;
      }
      if (isAppError(error) && error.code === 'NOT_FOUND') throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

async function handleConnectorError(
  db: Database,
  error: ConnectorError,
  defer: (runAt: Date, reason: string) => never,
): Promise<Record<string, unknown>> {
  switch (error.kind) {
    case 'rate_limited':
      defer(new Date(Date.now() + Math.max(1_000, error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)), error.message);
      break;
    case 'quota_exhausted': {
      const until = error.resetAt ?? nextUtcMidnight(new Date());
      await deferPlatformRefreshes(db, { platform: error.connector, until, reason: error.message });
      defer(until, error.message);
      break;
    }
    case 'not_configured':
      // A fresh install has no credentials: the job ends quietly instead of piling up failures.
      return { skipped: 'not_configured', connector: error.connector };
    case 'upstream':
      throw error;
    default:
      throw new PermanentJobError(error.message);
  }
  throw error;
}
