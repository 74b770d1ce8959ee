import type { FastifyRequest } from 'fastify';
import type { Actor } from '@creatorlens/core/actor';
import { loadNotifyActor } from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { NotifyHttpError } from './http-support.ts';

/**
 * Reads a query parameter the Knock client serialises from nested objects (`access_token_object[object_id]=...`).
 * Fastify's parser keeps the bracketed key as it is; a nested object (another parser) is accepted too.
 */
export function nestedQueryValue(request: FastifyRequest, outer: string, inner: string): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const flat = query[`${outer}[${inner}]`];
  const nested = query[outer];
  const value = flat ?? (nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[inner] : undefined);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 512)
    throw new NotifyHttpError(400, 'invalid_params', `${outer}[${inner}] must be one short string.`);
  return value;
}

/** The signed-in actor behind a user token, or null for our backend (secret key), which may act for any tenant. */
export async function chatActorOf(request: FastifyRequest, db: Database): Promise<Actor | null> {
  const caller = request.notifyCaller;
  if (!caller) throw new NotifyHttpError(401, 'missing_user_token', 'A user token is required.');
  if (caller.kind === 'secret') return null;
  return loadNotifyActor(db, caller);
}
