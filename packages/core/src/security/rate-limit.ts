import { lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import type { RateLimitRule } from './limits.ts';
import type { Executor } from '@creatorlens/db/executor';

interface RateLimitOutcome {
  isAllowed: boolean;
  hits: number;
  /** Seconds until the current window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for a key in the rule's current fixed window and says whether it is within the limit.
 * The counter lives in the database (one upsert), so every server process sharing it enforces one limit.
 */
export async function consumeRateLimit(
  { db }: { db: Executor },
  input: { key: string; rule: RateLimitRule; now?: Date },
): Promise<RateLimitOutcome> {
  const now = input.now ?? new Date();
  const windowMillis = input.rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMillis) * windowMillis);
  const windowEnd = new Date(windowStart.getTime() + windowMillis);
  const [row] = await selectRows<{ hits: number }>(
    db,
    sql`insert into rate_limit_bucket (key, window_started_at, hits, expires_at)
        values (${input.key}, ${windowStart.toISOString()}, 1, ${windowEnd.toISOString()})
        on conflict (key, window_started_at) do update set hits = rate_limit_bucket.hits + 1
        returning hits`,
  );
  const hits = Number(row?.hits ?? 1);
  return {
    isAllowed: hits <= input.rule.limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)),
  };
}

/** consumeRateLimit that throws RATE_LIMITED (HTTP 429) when the key is over its limit. */
export async function enforceRateLimit(deps: { db: Executor }, input: { key: string; rule: RateLimitRule; now?: Date }): Promise<void> {
  const outcome = await consumeRateLimit(deps, input);
  if (!outcome.isAllowed) {
    throw new AppError('RATE_LIMITED', `Too many requests. Please try again in ${formatWait(outcome.retryAfterSeconds)}.`);
  }
}

const formatWait = (seconds: number): string =>
  seconds < 120 ? `${seconds} seconds` : seconds < 7200 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.ceil(seconds / 3600)} hours`;

/** Deletes counters of ended windows; run by the periodic clean-up. */
export async function deleteExpiredRateLimitBuckets({ db }: { db: Database }, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(schema.rateLimitBucket)
    .where(lt(schema.rateLimitBucket.expiresAt, now))
    .returning({ key: schema.rateLimitBucket.key });
  return deleted.length;
}
