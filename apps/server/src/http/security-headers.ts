import type { FastifyInstance } from 'fastify';

/** The policy for every answer; `scriptSources` adds allowed inline scripts by hash (server-rendered pages). */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob: https:",
    // Tailwind and Radix set inline styles at run time; server-rendered pages carry their stylesheet inline.
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...scriptSources.filter(Boolean)].join(' '),
    "connect-src 'self' ws: wss:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** One year, the figure browsers' preload lists ask for; docs/deploy/nginx.conf sends the same. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Strict-Transport-Security for an installation served over https, so a browser that has been here once never again
 * sends a request (and the session cookie) over plain http, where anyone on the network could read or redirect it.
 * None over http: the header would be ignored there, and a laptop on http://localhost must stay reachable.
 */
export function strictTransportSecurityFor(publicUrl: string): string | null {
  return new URL(publicUrl).protocol === 'https:' ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : null;
}

/** Security headers on every answer; the API never gets framed or sniffed. */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const strictTransportSecurity = strictTransportSecurityFor(options.publicUrl);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (strictTransportSecurity) reply.header('strict-transport-security', strictTransportSecurity);
    reply.header('x-content-type-options', 'nosniff');
    // A page whose URL is a secret (share links) sends no referrer at all; it sets its own policy.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
