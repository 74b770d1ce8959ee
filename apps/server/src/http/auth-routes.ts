import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit, type RateLimitName, type RateLimitRules } from '@creatorlens/core/security';
import { schema, type Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';

export const CLIENT_IP_HEADER = 'x-creatorlens-client-ip';

/** Converts Node request headers into WHATWG Headers, which better-auth works with. */
export function toWebHeaders(headers: FastifyRequest['headers']): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) result.append(key, item);
    else result.set(key, String(value));
  }
  return result;
}

/**
 * The better-auth endpoints the product uses; every other one is refused (404). Organisations, members and profiles
 * are managed only through tRPC (member.*, workspace.*, user.updateProfile, admin.*) where the product's rules hold
 * (seat limits, the last owner, profile checks, invitation mails in the outbox). An allow-list, so an endpoint a
 * better-auth upgrade or plugin adds stays closed until someone decides the product needs it.
 */
const ALLOWED_AUTH_PATHS = new Set([
  // sign-in, sign-up, guests, sign-out and the session (apps/web/src/features/auth)
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/anonymous',
  '/api/auth/sign-out',
  '/api/auth/get-session',
  // /account/security: password and sessions
  '/api/auth/change-password',
  '/api/auth/list-sessions',
  '/api/auth/revoke-session',
  '/api/auth/revoke-other-sessions',
  // e-mail verification, change of e-mail and "forgot password" (the mails link to the web app's pages)
  '/api/auth/send-verification-email',
  '/api/auth/verify-email',
  '/api/auth/change-email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  // the admin plugin: only impersonation (admin.* procedures hold the rest)
  '/api/auth/admin/impersonate-user',
  '/api/auth/admin/stop-impersonating',
]);

export function isBlockedAuthPath(pathname: string): boolean {
  return !ALLOWED_AUTH_PATHS.has(pathname);
}

export interface AuthRouteOptions {
  db: Database;
  /** The product's rate limits (config.rateLimits); undefined switches them off. */
  rateLimits: RateLimitRules | undefined;
}

/** Which limits a request counts against: sign-ups and guests per client address, account mails per address too. */
function rateLimitsOf(pathname: string, body: unknown, ip: string): { name: RateLimitName; key: string }[] {
  const field = (name: string): string | null => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
  };
  const byIp = (name: RateLimitName) => ({ name, key: `${name}:ip:${ip}` });
  const byEmail = (name: RateLimitName, email: string | null) => (email ? [{ name, key: `${name}:${email}` }] : []);
  switch (pathname) {
    case '/api/auth/sign-up/email':
      return [byIp('signUpIp')];
    case '/api/auth/sign-in/anonymous':
      return [byIp('guestIp')];
    case '/api/auth/request-password-reset':
    case '/api/auth/send-verification-email':
      return [byIp('accountMailIp'), ...byEmail('accountMailEmail', field('email'))];
    case '/api/auth/change-email':
      return [byIp('accountMailIp'), ...byEmail('accountMailEmail', field('newEmail'))];
    default:
      return [];
  }
}

/** The first limit the request is over (every limit counts the hit), or null. */
async function checkRateLimits(options: AuthRouteOptions, limits: { name: RateLimitName; key: string }[]): Promise<number | null> {
  if (!options.rateLimits) return null;
  let retryAfterSeconds: number | null = null;
  for (const limit of limits) {
    const outcome = await consumeRateLimit({ db: options.db }, { key: limit.key, rule: options.rateLimits[limit.name] });
    if (!outcome.isAllowed) retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, outcome.retryAfterSeconds);
  }
  return retryAfterSeconds;
}

const formatWait = (seconds: number): string =>
  seconds < 120 ? `${seconds} seconds` : seconds < 7200 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.ceil(seconds / 3600)} hours`;

/** The payload of a JWT better-auth has just accepted (so it is genuine); null when it cannot be read. */
function readTokenPayload(token: string | null): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A verification link counts only when opened in a session of the account it was made for. Otherwise someone who
 * registered another person's address first would get that account verified the moment the real owner clicks the
 * link in their mailbox, and keep it with the password they chose. The real owner takes such an account over with
 * "forgot password" instead (which revokes every session); the squatter, never seeing the mail, cannot verify it.
 */
async function refuseVerificationOutsideItsAccount(
  auth: Auth,
  headers: Headers,
  url: URL,
): Promise<{ status: number; body: { code: string; message: string } } | null> {
  const session = await auth.api.getSession({ headers });
  if (!session)
    return {
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'Sign in to the account this link was sent for, then open the link again.' },
    };
  // Read before better-auth checks the signature: a forged token that passes this comparison fails there.
  const payload = readTokenPayload(url.searchParams.get('token'));
  const isOwnLink =
    typeof payload?.userId === 'string'
      ? payload.userId === session.user.id
      : typeof payload?.email === 'string' && payload.email.toLowerCase() === session.user.email.toLowerCase();
  if (isOwnLink || payload === null) return null;
  return {
    status: 403,
    body: { code: 'FORBIDDEN', message: 'This link belongs to another account. Sign out and sign in to that account to confirm it.' },
  };
}

/**
 * better-auth keeps `emailVerified` as it was when a changed address is confirmed; the link was opened from the new
 * address, so that address is verified whatever the old one was.
 */
async function markChangedEmailVerified(db: Database, url: URL): Promise<void> {
  const payload = readTokenPayload(url.searchParams.get('token'));
  if (payload?.requestType !== 'change-email-verification' || typeof payload.userId !== 'string' || typeof payload.updateTo !== 'string')
    return;
  await db
    .update(schema.user)
    .set({ emailVerified: true })
    .where(and(eq(schema.user.id, payload.userId), sql`lower(${schema.user.email}) = ${payload.updateTo.toLowerCase()}`));
}

/** Mounts better-auth under /api/auth/*. Fastify parses JSON bodies; better-auth wants them raw again. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string, options: AuthRouteOptions): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, baseUrl);
      if (isBlockedAuthPath(url.pathname)) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Use the product API for organisations, members and users.' });
      }
      if (request.method === 'POST') {
        const retryAfterSeconds = await checkRateLimits(options, rateLimitsOf(url.pathname, request.body, request.ip));
        if (retryAfterSeconds !== null) {
          return reply
            .status(429)
            .header('retry-after', String(retryAfterSeconds))
            .send({ code: 'RATE_LIMITED', message: `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.` });
        }
      }
      const headers = toWebHeaders(request.headers);
      // better-auth rate-limits by client address; hand it the one Fastify resolved (trustProxy-aware) under a
      // header name clients cannot forge, because it is overwritten here.
      headers.set(CLIENT_IP_HEADER, request.ip);
      if (url.pathname === '/api/auth/verify-email') {
        const refusal = await refuseVerificationOutsideItsAccount(auth, headers, url);
        if (refusal) return reply.status(refusal.status).send(refusal.body);
      }
      if (url.pathname === '/api/auth/change-email') {
        // A guest's shared placeholder account must not turn into someone's real account by a change of address.
        const session = await auth.api.getSession({ headers });
        if ((session?.user as { isAnonymous?: boolean | null } | undefined)?.isAnonymous) {
          return reply
            .status(403)
            .send({ code: 'FORBIDDEN', message: 'Guests cannot change an e-mail address. Create an account instead.' });
        }
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
        }),
      );
      if (url.pathname === '/api/auth/verify-email' && response.status === 200) await markChangedEmailVerified(options.db, url);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
