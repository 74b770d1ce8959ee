import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths whose state-changing requests carry no ambient credentials: the Knock-compatible API authenticates with a
 * bearer user token or sk_ key in a header (and allows cross-origin Knock clients by CORS), never with the cookie.
 */
const BEARER_ONLY_PREFIXES = ['/v1/'];

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may change data: PUBLIC_URL's, and when that is a loopback address (a laptop), the same
 * port under the other loopback names too, so http://127.0.0.1:3000 works like http://localhost:3000. No other
 * website can have a loopback origin, so this widens nothing an attacker can reach.
 */
export function allowedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export type OriginVerdict = 'allowed' | 'cross-origin' | 'not-json';

/**
 * Cross-site request forgery and content-type rules for one request. A state-changing request that a browser sends
 * carries an Origin header; it must be this installation's origin (allowedOriginsFor). A request without Origin and without a cookie
 * is a script or server (no session to abuse); one with a cookie but no Origin passes only when the browser says
 * it is same-origin (Sec-Fetch-Site). tRPC takes JSON only: a form post (multipart or urlencoded) is a "simple"
 * request another site could send without a preflight.
 */
export function judgeRequestOrigin(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  allowedOrigins: readonly string[],
): OriginVerdict {
  if (!STATE_CHANGING_METHODS.has(request.method)) return 'allowed';
  if (BEARER_ONLY_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return 'allowed';
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!allowedOrigins.includes(origin)) return 'cross-origin';
  } else if (request.headers.cookie) {
    const site = request.headers['sec-fetch-site'];
    if (site !== 'same-origin' && site !== 'none') return 'cross-origin';
  }
  if (request.url.startsWith('/api/trpc/') && !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return 'not-json';
  return 'allowed';
}

/** Refuses cross-origin state changes (403) and non-JSON tRPC mutations (415) before any route runs. */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigins = allowedOriginsFor(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    const verdict = judgeRequestOrigin(request, allowedOrigins);
    if (verdict === 'cross-origin') {
      return reply.status(403).send({ code: 'FORBIDDEN', message: `Requests that change data must come from ${allowedOrigins[0]}.` });
    }
    if (verdict === 'not-json') {
      return reply.status(415).send({ code: 'VALIDATION', message: 'The API accepts JSON only (content-type: application/json).' });
    }
    return undefined;
  });
}
