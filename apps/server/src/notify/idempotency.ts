import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { NotifyHttpError } from './http-support.ts';

/** Longer keys are refused with 400 (Stripe's limit; the Knock SDK sends `stainless-node-retry-<uuid>`). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** A stored response answers repeats for this long; the clean-up job deletes older rows. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** How long a repeat waits for a first request with the same key that is still running before answering 409. */
const IN_FLIGHT_WAIT = '5s';
/** PostgreSQL's lock_not_available (lock_timeout expired). */
const LOCK_NOT_AVAILABLE = '55P03';

export interface WriteResponse {
  status: number;
  body: unknown;
}

/** The request's Idempotency-Key, null without one; 400 when it is empty, repeated or longer than 255 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new NotifyHttpError(400, 'invalid_idempotency_key', 'The Idempotency-Key header must be one non-empty value.');
  }
  if (raw.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new NotifyHttpError(
      400,
      'invalid_idempotency_key',
      `The Idempotency-Key header may be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long.`,
    );
  }
  return raw;
}

/** Whom a key belongs to: the secret key's environment (one per installation) or the user a user token names. */
function scopeOf(request: FastifyRequest): string {
  const caller = request.notifyCaller;
  if (!caller) throw new NotifyHttpError(401, 'missing_user_token', 'A user token is required.');
  return caller.kind === 'secret' ? 'secret' : `user:${caller.userId}`;
}

const hashOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const isLockTimeout = (error: unknown): boolean => {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
};

/**
 * Runs a /v1 write at most once per Idempotency-Key (Knock and Stripe semantics). The key row is inserted first, in
 * the same transaction as the write's own rows (`run` must write through the `db` it is given), and the response is
 * stored with it before commit. A repeat within 24 hours gets the stored status and body back, marked with
 * `Idempotent-Replayed: true`, and writes nothing. A repeat that arrives while the first is still running waits on
 * the key's unique constraint until that transaction ends, then replays its response; after 5 s it gets 409. A
 * write that fails rolls its key back with everything else, so a retry with the same key runs again. The same key
 * with a different method, path or body is refused with 422. Without the header, `run` simply runs.
 */
export async function runIdempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (db: Database) => Promise<WriteResponse>,
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  const table = schema.notificationIdempotencyKey;
  let response: WriteResponse & { replayed: boolean };
  if (key === null) {
    response = { ...(await run(db)), replayed: false };
  } else {
    const scope = scopeOf(request);
    const requestHash = hashOf(request);
    try {
      response = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${IN_FLIGHT_WAIT}'`));
        // A fresh row is claimed; an expired one (older than 24 h, not yet cleaned up) is taken over.
        const claimed = await tx
          .insert(table)
          .values({ scope, key, requestHash, responseStatus: 0, responseBody: {} })
          .onConflictDoUpdate({
            target: [table.scope, table.key],
            set: { requestHash, responseStatus: 0, responseBody: {}, createdAt: sql`now()` },
            where: sql`${table.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
          })
          .returning({ key: table.key });
        if (claimed.length === 0) {
          const [stored] = await tx
            .select()
            .from(table)
            .where(and(eq(table.scope, scope), eq(table.key, key)));
          if (!stored)
            throw new NotifyHttpError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is in progress; retry later.');
          if (stored.requestHash !== requestHash) {
            throw new NotifyHttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
          }
          return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
        }
        // The wait applies to the key only; the write's own statements keep the server's usual lock behaviour.
        await tx.execute(sql.raw('set local lock_timeout = default'));
        const result = await run(tx);
        await tx
          .update(table)
          .set({ responseStatus: result.status, responseBody: result.body ?? null })
          .where(and(eq(table.scope, scope), eq(table.key, key)));
        return { ...result, replayed: false };
      });
    } catch (error) {
      if (isLockTimeout(error)) {
        throw new NotifyHttpError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is in progress; retry later.');
      }
      throw error;
    }
  }
  reply.status(response.status);
  if (response.replayed) reply.header('idempotent-replayed', 'true');
  return response.body;
}

/** Deletes keys older than 24 hours (the clean-up job); returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  const rows = await db
    .delete(schema.notificationIdempotencyKey)
    .where(lt(schema.notificationIdempotencyKey.createdAt, cutoff))
    .returning({ key: schema.notificationIdempotencyKey.key });
  return rows.length;
}
