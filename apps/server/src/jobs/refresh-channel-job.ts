import { and, eq, lt, sql } from 'drizzle-orm';
import { isAppError, isConnectorError, JOB_QUEUES, refreshChannelFromPlatform, type ConnectorError, type ConnectorRegistry } from '@creatorlens/core';
import { schema, type Database } from '@creatorlens/db';
import { PermanentJobError, type JobHandler } from './queue.ts';

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
 */
export function createRefreshChannelHandler(deps: { connectors: ConnectorRegistry }): JobHandler {
  return async ({ db, job, defer, reportProgress }) => {
    const channelId = typeof job.payload.channelId === 'string' ? job.payload.channelId : null;
    if (!channelId) throw new PermanentJobError('The job has no channelId.');
    await reportProgress(0, 1, 'BackgroundJobs.progress-fetching');
    try {
      const result = await refreshChannelFromPlatform({ db, connectors: deps.connectors }, { channelId, includePosts: job.payload.includePosts === true });
      await reportProgress(1, 1, 'BackgroundJobs.progress-done');
      return { ...result };
    } catch (error) {
      if (isConnectorError(error)) {
        // Returns only when the job ends quietly (platform not configured); waiting and failing throw.
        const skipped = await handleConnectorError(db, error, defer);
        await reportProgress(1, 1, 'BackgroundJobs.progress-done');
        return skipped;
      }
      if (isAppError(error) && error.code === 'NOT_FOUND') throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

async function handleConnectorError(db: Database, error: ConnectorError, defer: (runAt: Date, reason: string) => never): Promise<Record<string, unknown>> {
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
