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

/** Security headers on every answer; the API never gets framed or sniffed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
