import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerMetrics } from './metrics.ts';

const TRPC_PREFIX = '/api/trpc/';
/** An id a proxy in front already gave the request (X-Request-Id) is kept when it looks like one. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when present and well-formed, else a random UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** The path as logged: a share link's token is its only credential, so it never reaches the logs (issue 39). */
const loggedPath = (url: string): string => (url.split('?')[0] ?? '').replace(/^\/s\/[^/]+/, '/s/:token');

/**
 * Fastify's request log lines, quieter: nothing when a request arrives, one line when it completes (with method, path
 * without the query, status and milliseconds): error for 5xx, warn when slower than SLOW_REQUEST_MS, else info, and
 * debug in production, where a line per request is too loud. Unknown routes log at debug (scanners). Error logs of the
 * error handler stay as Fastify writes them. Every line of a request carries its `requestId`.
 */
export class RequestLogController extends LogController {
  constructor(private readonly policy: { isProduction: boolean; slowRequestMs: number }) {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, path: loggedPath(request.url) }, 'no such route');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const milliseconds = reply.elapsedTime;
    const line = { method: request.method, path: loggedPath(request.url), status: reply.statusCode, ms: Math.round(milliseconds) };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, ...(error ? { err: error } : {}) }, 'request failed');
    else if (milliseconds >= this.policy.slowRequestMs) reply.log.warn(line, 'slow request');
    else if (this.policy.isProduction) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

export interface ObservabilityOptions {
  metrics: ServerMetrics;
  /** Names of every tRPC procedure; anything else in a URL is counted as "unknown" (bounded label values). */
  procedureNames: ReadonlySet<string>;
  isProduction: boolean;
  metricsToken: string | undefined;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Per request: the request id in the X-Request-Id response header and in JSON error bodies; one latency observation
 * (per tRPC procedure, else per route pattern). Also GET /metrics (docs/security.md says who may read it).
 */
export function registerRequestObservability(server: FastifyInstance, options: ObservabilityOptions): void {
  server.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  server.addHook('onSend', async (request, reply, payload) => {
    // tRPC bodies carry the id in error.data.requestId (packages/api/src/trpc.ts).
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{') || request.url.startsWith(TRPC_PREFIX))
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    try {
      const body = JSON.parse(payload) as Record<string, unknown>;
      if (body && typeof body === 'object' && !Array.isArray(body) && !('requestId' in body))
        return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      // Not JSON after all: sent as it is.
    }
    return payload;
  });

  server.addHook('onResponse', async (request, reply) => {
    observe(request, reply, reply.elapsedTime / 1000, options);
  });

  server.get('/metrics', async (request, reply) => {
    if (options.metricsToken) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), options.metricsToken)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'UNAUTHORIZED', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.' });
      }
    } else if (options.isProduction) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'Metrics are off: set METRICS_TOKEN to enable GET /metrics.' });
    }
    const text = await options.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(options.metrics.registry.contentType).send(text);
  });
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function observe(request: FastifyRequest, reply: FastifyReply, seconds: number, options: ObservabilityOptions): void {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith(TRPC_PREFIX)) {
    const type = request.method === 'GET' ? 'query' : 'mutation';
    for (const name of safeDecode(path.slice(TRPC_PREFIX.length)).split(',')) {
      const procedure = options.procedureNames.has(name) ? name : 'unknown';
      options.metrics.observeProcedure({ procedure, type, status: reply.statusCode }, seconds);
    }
    return;
  }
  // Unmatched URLs (404s, the page fallback) share one label, so scanners cannot create series.
  const route = request.routeOptions.url ?? 'unmatched';
  options.metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, seconds);
}
