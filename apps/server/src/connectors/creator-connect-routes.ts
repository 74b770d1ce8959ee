import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  beginCreatorConnection,
  completeCreatorConnection,
  isConnectorError,
  isCreatorOAuthProvider,
  type ConnectorRegistry,
  type CreatorOAuthProvider,
} from '@creatorlens/core/connectors';
import { decryptSecret, encryptSecret } from '@creatorlens/core/kernel';
import { isAppError } from '@creatorlens/core/errors';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import { resolveActor } from '../http/resolve-actor.ts';

/** How long a creator may stay at the provider's consent screen before the round trip counts as expired. */
const ROUND_TRIP_MS = 10 * 60_000;
const COOKIE_PATH = '/api/connect/';

interface PendingConnection {
  state: string;
  codeVerifier: string;
  channelId: string;
  sessionId: string;
  expiresAt: number;
}

export type ConnectFailure = 'denied' | 'state' | 'not-owner' | 'not-configured' | 'upstream';

const cookieName = (provider: CreatorOAuthProvider) => `cl_connect_${provider}`;
const readCookie = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

/**
 * The creator OAuth round trip (Google for YouTube, Meta for Instagram): /api/connect/{provider}/start sends a
 * signed-in creator to the provider, /api/connect/{provider}/callback finishes it and returns to the web page
 * /connect/{provider}. State and PKCE verifier travel in an encrypted, HttpOnly cookie that also names the session,
 * so a callback only completes in the browser session that started it (login CSRF and code injection fail).
 */
export function registerCreatorConnectRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; connectors: ConnectorRegistry; publicUrl: string },
): void {
  const isSecure = deps.publicUrl.startsWith('https://');
  const redirectUri = (provider: CreatorOAuthProvider) => `${deps.publicUrl}/api/connect/${provider}/callback`;
  const backToPage = (
    reply: FastifyReply,
    provider: CreatorOAuthProvider,
    channelId: string,
    outcome: { error: ConnectFailure } | { status: 'connected' },
  ) => {
    const query = new URLSearchParams({ channel: channelId, ...outcome });
    return reply.redirect(`/connect/${provider}?${query.toString()}`, 303);
  };
  const setCookie = (reply: FastifyReply, provider: CreatorOAuthProvider, value: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      `${cookieName(provider)}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`,
    );
  const failureOf = (error: unknown): ConnectFailure | null => {
    if (isAppError(error)) return error.code === 'FORBIDDEN' ? 'not-owner' : 'upstream';
    if (isConnectorError(error)) return error.kind === 'not_configured' ? 'not-configured' : error.kind === 'auth' ? 'state' : 'upstream';
    return null;
  };

  app.get<{ Params: { provider: string }; Querystring: { channel?: string } }>('/api/connect/:provider/start', async (request, reply) => {
    const { provider } = request.params;
    const channelId = String(request.query.channel ?? '');
    if (!isCreatorOAuthProvider(provider)) return reply.status(404).send({ error: 'unknown provider' });
    const { actor } = await resolveActor(request, deps);
    if (!actor || actor.isGuest)
      return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(`/connect/${provider}?channel=${channelId}`)}`, 303);
    try {
      const begun = await beginCreatorConnection(
        { connectors: deps.connectors },
        { provider, channelId, redirectUri: redirectUri(provider) },
      );
      const pending: PendingConnection = {
        state: begun.state,
        codeVerifier: begun.codeVerifier,
        channelId,
        sessionId: actor.sessionId,
        expiresAt: Date.now() + ROUND_TRIP_MS,
      };
      setCookie(reply, provider, encryptSecret(deps.connectors.encryptionKey, JSON.stringify(pending)), ROUND_TRIP_MS / 1000);
      return reply.redirect(begun.authorizeUrl, 303);
    } catch (error) {
      if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION'))
        return reply.status(error.code === 'NOT_FOUND' ? 404 : 400).send({ error: error.message });
      const failure = failureOf(error);
      if (!failure) throw error;
      return backToPage(reply, provider, channelId, { error: failure });
    }
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/api/connect/:provider/callback',
    async (request: FastifyRequest<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>, reply) => {
      const { provider } = request.params;
      if (!isCreatorOAuthProvider(provider)) return reply.status(404).send({ error: 'unknown provider' });
      const sealed = readCookie(request.headers.cookie, cookieName(provider));
      // The cookie is single-use: cleared whatever happens next.
      setCookie(reply, provider, '', 0);
      let pending: PendingConnection | null;
      try {
        pending = sealed ? (JSON.parse(decryptSecret(deps.connectors.encryptionKey, sealed)) as PendingConnection) : null;
      } catch {
        // Tampered or from before a secret rotation: treated like a missing round trip.
        pending = null;
      }
      const { actor } = await resolveActor(request, deps);
      const isValid =
        pending &&
        actor &&
        pending.sessionId === actor.sessionId &&
        pending.state === request.query.state &&
        pending.expiresAt > Date.now();
      if (!pending || !actor || !isValid) return backToPage(reply, provider, pending?.channelId ?? '', { error: 'state' });
      if (request.query.error || !request.query.code) return backToPage(reply, provider, pending.channelId, { error: 'denied' });
      try {
        await completeCreatorConnection(
          { connectors: deps.connectors },
          {
            provider,
            channelId: pending.channelId,
            code: request.query.code,
            codeVerifier: pending.codeVerifier,
            redirectUri: redirectUri(provider),
            userId: actor.userId,
          },
        );
        return backToPage(reply, provider, pending.channelId, { status: 'connected' });
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        request.log.warn({ err: error, provider }, 'creator connection failed');
        return backToPage(reply, provider, pending.channelId, { error: failure });
      }
    },
  );
}
