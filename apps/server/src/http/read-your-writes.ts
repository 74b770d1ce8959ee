import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadRouting } from '@creatorlens/api';
import type { Database, Lsn, ReplicaSet } from '@creatorlens/db';
import { readCookie } from './cookies.ts';

/**
 * The caller's last write position travels in a signed HttpOnly cookie rather than in the session row or this
 * process's memory: the next request may reach any server process (all of them can verify the signature), a write
 * needs no second write to record it, anonymous callers of public reads need no session, and a session lookup that a
 * process caches could not see a position another process stored. The signature keeps a client from pinning its
 * reads to the primary with a made-up position; the position itself is no secret.
 */
export const READ_AFTER_COOKIE = 'creatorlens_read_after';

/**
 * How long the position is kept. A standby in rotation lags at most REPLICA_MAX_LAG_MS (seconds), so long after that
 * any standby in rotation holds the write anyway; the cookie only has to outlive the lag bound by a wide margin.
 */
const READ_AFTER_MAX_AGE_SECONDS = 600;

const signatureOf = (secret: string, value: string): Buffer =>
  createHmac('sha256', secret).update(`read-after:${value}`).digest().subarray(0, 16);

/** The cookie's value for a write position: the position in hex, a dot, its truncated HMAC in base64url. */
export function signReadAfter(secret: string, lsn: Lsn): string {
  const value = lsn.toString(16);
  return `${value}.${signatureOf(secret, value).toString('base64url')}`;
}

/** The write position a cookie value carries, or null when it is absent, malformed or not signed with `secret`. */
export function verifyReadAfter(secret: string, cookie: string | null): Lsn | null {
  if (!cookie) return null;
  const match = /^([0-9a-f]{1,16})\.([A-Za-z0-9_-]{22})$/.exec(cookie);
  if (!match) return null;
  const expected = signatureOf(secret, match[1]!);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? BigInt(`0x${match[1]}`) : null;
}

/** Builds each request's ReadRouting: standbys for replica reads, gated by the caller's signed write position. */
export function createReadRoutingFactory(deps: {
  replicas: ReplicaSet;
  primary: Database;
  secret: string;
  /** Secure cookies when users reach the server over HTTPS. */
  isSecure: boolean;
}): (request: FastifyRequest, reply: FastifyReply) => ReadRouting {
  return (request, reply) => {
    let readAfter = verifyReadAfter(deps.secret, readCookie(request.headers.cookie, READ_AFTER_COOKIE));
    return {
      readDatabase: () => deps.replicas.readerFor(readAfter) ?? deps.primary,
      async rememberWrite() {
        const lsn = await deps.replicas.primaryWriteLsn();
        if (readAfter !== null && readAfter >= lsn) return;
        readAfter = lsn;
        // Path=/ : tRPC under /api/trpc reads it, and nothing outside the server needs it (HttpOnly).
        const attributes = [
          `Max-Age=${READ_AFTER_MAX_AGE_SECONDS}`,
          'Path=/',
          'HttpOnly',
          'SameSite=Lax',
          ...(deps.isSecure ? ['Secure'] : []),
        ];
        reply.header('set-cookie', `${READ_AFTER_COOKIE}=${signReadAfter(deps.secret, lsn)}; ${attributes.join('; ')}`);
      },
    };
  };
}
