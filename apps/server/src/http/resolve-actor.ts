import type { FastifyRequest } from 'fastify';
import { loadActor, type Actor } from '@creatorlens/core';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import { toWebHeaders } from './auth-routes.ts';

/** Reads the better-auth session of a request and turns it into an Actor (or the reason it was refused). */
export async function resolveActor(
  request: FastifyRequest,
  { auth, db }: { auth: Auth; db: Database },
): Promise<{ actor: Actor | null; actorError?: Error }> {
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  if (!session) return { actor: null };
  try {
    const actor = await loadActor(
      { db },
      {
        userId: session.user.id,
        sessionId: session.session.id,
        activeOrganizationId: (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
      },
    );
    return { actor };
  } catch (error) {
    return { actor: null, actorError: error as Error };
  }
}
