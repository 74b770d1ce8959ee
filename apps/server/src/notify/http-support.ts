import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppErrorCode } from '@creatorlens/contracts';
import { isAppError } from '@creatorlens/core/errors';
import { getNotifyKeys, NOTIFY_PUBLIC_KEY, verifyUserToken } from '@creatorlens/core/notifications';
import { JSON_BODY_LIMITS } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import { JsonBodyError, parseJsonBody } from '../http/json-body.ts';
import type { SessionGate } from './session-gate.ts';

/** Who called the /v1 API: a browser acting for one user (public key + user token) or our backend (secret key). */
export type NotifyCaller = { kind: 'user'; userId: string; sessionId: string } | { kind: 'secret' };

declare module 'fastify' {
  interface FastifyRequest {
    notifyCaller?: NotifyCaller;
  }
}

export class NotifyHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'authorization_error',
  404: 'not_found_error',
  409: 'conflict_error',
  413: 'invalid_request_error',
  415: 'invalid_request_error',
  422: 'limit_exceeded_error',
  429: 'rate_limit_error',
};
const APP_STATUS: Partial<Record<AppErrorCode, number>> = {
  UNAUTHORIZED: 401,
  GUEST_EXPIRED: 401,
  FORBIDDEN: 403,
  LICENSE_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 400,
  // A cap on stored rows: retrying cannot help, so 422 (the Knock client retries 429s).
  LIMIT_EXCEEDED: 422,
  RATE_LIMITED: 429,
};

/** Compares two keys in time independent of where they differ (hashing first makes the lengths equal too). */
export function isSameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Knock-shaped error bodies; 5xx never carries internal details. */
export function sendNotifyError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof NotifyHttpError) {
    return reply
      .status(error.status)
      .send({ code: error.code, message: error.message, status: error.status, type: TYPES[error.status] ?? 'api_error' });
  }
  if (isAppError(error)) {
    const status = APP_STATUS[error.code] ?? 400;
    return reply
      .status(status)
      .send({ code: error.code.toLowerCase(), message: error.message, status, type: TYPES[status] ?? 'api_error' });
  }
  reply.log.error({ err: error }, 'notification API failed');
  return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side.', status: 500, type: 'api_error' });
}

/**
 * Authenticates every /v1 request. The public key alone grants nothing: it must come with an RS256 user token our
 * server signed, with `exp` and the session it was issued to (`sid`), and that session must still be alive (401
 * otherwise; see SessionGate for how fast a sign-out, ban or guest expiry is seen). The secret key is for
 * server-to-server calls only.
 */
export function registerNotifyAuth(scope: FastifyInstance, db: Database, sessions: SessionGate): void {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const apiKey = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const keys = await getNotifyKeys(db);
    if (apiKey.startsWith('sk_')) {
      if (!isSameKey(apiKey, keys.secretKey)) throw new NotifyHttpError(401, 'invalid_api_key', 'The API key supplied is invalid.');
      request.notifyCaller = { kind: 'secret' };
      return;
    }
    if (apiKey !== NOTIFY_PUBLIC_KEY) throw new NotifyHttpError(401, 'invalid_api_key', 'The API key supplied is invalid.');
    const token = request.headers['x-knock-user-token'];
    if (typeof token !== 'string' || !token)
      throw new NotifyHttpError(401, 'missing_user_token', 'A user token is required with the public key.');
    const claims = verifyUserToken(keys, token);
    if (!claims) throw new NotifyHttpError(401, 'invalid_user_token', 'The user token supplied is invalid.');
    if (!(await sessions.isAlive(claims.userId, claims.sessionId))) {
      throw new NotifyHttpError(401, 'invalid_user_token', 'The session this user token belongs to has ended. Please sign in again.');
    }
    request.notifyCaller = { kind: 'user', userId: claims.userId, sessionId: claims.sessionId };
  });
  scope.setErrorHandler((error, _request, reply) => {
    const validation = (error as { validation?: unknown }).validation;
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (validation || (statusCode && statusCode >= 400 && statusCode < 500 && !(error instanceof NotifyHttpError) && !isAppError(error))) {
      return sendNotifyError(reply, new NotifyHttpError(statusCode ?? 400, 'invalid_params', (error as Error).message));
    }
    return sendNotifyError(reply, error);
  });
  // JSON only: a text/plain body would reach the routes as a string and be read as an empty object (silently dropped);
  // other types get 415. The client sends Content-Type: application/json even on GET and DELETE without a body. A body
  // gets the app's JSON rules (size, depth, prototype keys: json-body.ts), with Knock's error shape.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.maxBytes }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      const message = error instanceof JsonBodyError ? error.message : 'The request body is not valid JSON.';
      done(new NotifyHttpError(400, 'invalid_json', message), undefined);
    }
  });
}

/** The user a /v1/users/:id/... path names, after checking the caller may act for them (403 otherwise). */
export function requireSelf(request: FastifyRequest, userId: string): string {
  const caller = request.notifyCaller;
  if (!caller) throw new NotifyHttpError(401, 'missing_user_token', 'A user token is required.');
  if (caller.kind === 'user' && caller.userId !== userId) {
    throw new NotifyHttpError(403, 'forbidden', 'The user token does not belong to this user.');
  }
  return userId;
}

/** The acting user for message endpoints; the secret key has no user and may not use them. */
export function requireUserCaller(request: FastifyRequest): string {
  const caller = request.notifyCaller;
  if (caller?.kind !== 'user') throw new NotifyHttpError(403, 'forbidden', 'This endpoint needs a user token.');
  return caller.userId;
}

export function requireSecret(request: FastifyRequest): void {
  if (request.notifyCaller?.kind !== 'secret') throw new NotifyHttpError(403, 'forbidden', 'This endpoint needs the secret API key.');
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export const bodyOf = (request: FastifyRequest): Record<string, unknown> => (isRecord(request.body) ? request.body : {});
