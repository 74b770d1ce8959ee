import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { Transaction } from '../dependencies.ts';

/** Largest JSON one preference set may store (all its sections together). */
export const MAX_PREFERENCE_SET_BYTES = 16_384;
/** Longest guide step reference a client may send (ours is `step_1`). */
export const MAX_GUIDE_STEP_REF_LENGTH = 64;

/**
 * Runs `write` in a transaction that holds this user's notification-cap lock, so the count a cap check reads cannot
 * be raced by a second request of the same user (on any server process sharing the database) between count and insert.
 */
export function withUserCapLock<T>(db: Database, userId: string, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notify-caps:${userId}`}))`);
    return write(tx);
  });
}

/** Refuses a new row when the user already holds `cap` of this kind (LIMIT_EXCEEDED, HTTP 422); rewriting an existing row is always allowed. */
export function assertBelowCap(count: number, cap: number, what: string): void {
  if (count >= cap)
    throw new AppError('LIMIT_EXCEEDED', `You can keep at most ${cap} ${what}. Delete one first, or reuse an existing one.`);
}
