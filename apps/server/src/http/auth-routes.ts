import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * better-auth endpoints that would bypass the product's own rules (seat limits, the last owner, self-demotion,
 * invitation mails in the outbox): organisations and members are managed only through tRPC (member.*,
 * workspace.*, admin.*). Of the admin plugin only impersonation is used; the rest is refused here.
 */
const ALLOWED_ADMIN_PATHS = new Set(['/api/auth/admin/impersonate-user', '/api/auth/admin/stop-impersonating']);

export function isBlockedAuthPath(pathname: string): boolean {
  if (pathname.startsWith('/api/auth/organization/')) return true;
  return pathname.startsWith('/api/auth/admin/') && !ALLOWED_ADMIN_PATHS.has(pathname);
}

/** Mounts better-auth under /api/auth/*. Fastify parses JSON bodies; better-auth wants them raw again. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, baseUrl);
      if (isBlockedAuthPath(url.pathname)) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Use the product API for organisations, members and users.' });
      }
      const headers = toWebHeaders(request.headers);
      // better-auth rate-limits by client address; hand it the one Fastify resolved (trustProxy-aware) under a
      // header name clients cannot forge, because it is overwritten here.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
        }),
      );
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
