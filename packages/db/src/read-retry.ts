import type pg from 'pg';

/**
 * Errors that mean the connection itself was gone (a server restart or a terminated backend), not that the statement
 * failed: the statement never ran to completion on the server, so a read can run again on a fresh connection.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_LOST_MESSAGE =
  /Connection terminated|connection error|not queryable|terminating connection|the database system is (starting up|shutting down)/i;

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message);
}

/**
 * A statement that only reads: it starts with SELECT (or WITH ... SELECT) and names no writing or session-changing
 * function. Anything else is never run twice, since a write may have reached the server before its connection died.
 */
export function isReadStatement(text: string): boolean {
  const head = text.trimStart().slice(0, 8).toLowerCase();
  if (!head.startsWith('select') && !head.startsWith('with') && !head.startsWith('show')) return false;
  return !/\b(insert|update|delete|merge|pg_notify|nextval|setval|set_config|pg_advisory\w*|pg_terminate_backend|pg_cancel_backend)\b/i.test(
    text,
  );
}

/** Pause before the retry: a restarting server refuses connections for a moment after it comes back. */
const RETRY_DELAY_MS = 250;

/**
 * Makes `pool.query` run a read once more when its pooled connection turned out to be dead (the first request after
 * a PostgreSQL restart otherwise fails). Only queries through the pool itself are retried; statements inside a
 * transaction run on a checked-out client and fail as before, since the transaction's earlier work is gone with the
 * connection. `onRetry` is told of each retry (for a log line or a metric).
 */
export function retryReadsOnDeadConnection(pool: pg.Pool, onRetry: (error: Error) => void = () => {}): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const retrying = (...args: unknown[]): unknown => {
    // The callback form is left alone (drizzle and better-auth use the promise form).
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : first && typeof first === 'object' ? (first as { text?: unknown }).text : undefined;
    const answer = query(...args) as Promise<unknown>;
    if (typeof text !== 'string' || !isReadStatement(text)) return answer;
    return answer.catch(async (error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      onRetry(error as Error);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return query(...args);
    });
  };
  (pool as unknown as { query: typeof retrying }).query = retrying;
}
