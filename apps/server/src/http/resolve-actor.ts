import type { FastifyRequest } from 'fastify';
import type { Actor } from '@creatorlens/core/actor';
import { loadActor } from '@creatorlens/core/load-actor';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { toWebHeaders } from './auth-routes.ts';

const toDateOrNull = (value: unknown): Date | null =>
  value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;

/** Reads the better-auth session of a request and turns it into an Actor (or the reason it was refused). */
export async function resolveActor(
  request: FastifyRequest,
  { auth, db, sessionLookup }: { auth: Auth; db: Database; sessionLookup?: SessionLookup | undefined },
): Promise<{ actor: Actor | null; actorError?: Error }> {
  const fastIdentity = await sessionLookup?.lookup(request.headers.cookie);
  if (fastIdentity) {
    try {
      return { actor: await loadActor({ db }, fastIdentity) };
    } catch (error) {
      return { actor: null, actorError: error as Error };
    }
  }
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  if (!session) return { actor: null };
  try {
    const actor = await loadActor(
      { db },
      {
        userId: session.user.id,
        sessionId: session.session.id,
        activeOrganizationId: (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
        // better-auth read the user row for this request already (no cookie cache, so it is fresh): reuse it.
        user: {
          role: session.user.role ?? null,
          isAnonymous: Boolean((session.user as { isAnonymous?: boolean | null }).isAnonymous),
          guestExpiresAt: toDateOrNull(session.user.guestExpiresAt),
          banned: session.user.banned ?? null,
        },
      },
    );
    return { actor };
  } catch (error) {
    return { actor: null, actorError: error as Error };
  }
}
