import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, createCallerFactory, type ApiContext, type AppRouter } from '@creatorlens/api';
import type { ConnectorRegistry } from '@creatorlens/core/connectors';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { JsonBodyError, JsonSyntaxError, parseJsonBody } from './json-body.ts';
import { resolveActor } from './resolve-actor.ts';
import type { ReadRouting } from '@creatorlens/api';

/** The query string as tRPC reads it (URLSearchParams: the first of repeated names), not as Fastify parses it. */
const searchParamsOf = (request: FastifyRequest): URLSearchParams => new URL(request.url, 'http://localhost').searchParams;

/** Why a tRPC request's JSON (the POST body or the GET `input`) is refused by the app's JSON rules, or null. */
function trpcJsonProblem(request: FastifyRequest): string | null {
  const text = typeof request.body === 'string' ? request.body : (searchParamsOf(request).get('input') ?? '');
  if (!text) return null;
  try {
    parseJsonBody(text);
    return null;
  } catch (error) {
    // Text that is not JSON at all stays tRPC's to answer (its PARSE_ERROR, 400).
    if (error instanceof JsonSyntaxError) return null;
    if (error instanceof JsonBodyError) return error.message;
    throw error;
  }
}

/**
 * tRPC's Fastify plugin installs its own application/json parser that hands tRPC the raw text (so the app's parser in
 * json-body.ts never sees it), and tRPC parses it only once the procedure runs. This hook checks that text first and
 * answers as tRPC would: the app's error shape (with the request id), one entry per call of a batch.
 */
async function refuseHostileJson(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const problem = trpcJsonProblem(request);
  if (!problem) return;
  const isBatch = searchParamsOf(request).get('batch') === '1';
  const pathParameter = String((request.params as Record<string, unknown> | undefined)?.path ?? '');
  const paths = isBatch ? pathParameter.split(',') : [pathParameter];
  const shapes = paths.map((path) => ({
    error: getTRPCErrorShape({
      config: appRouter._def._config,
      error: new TRPCError({ code: 'BAD_REQUEST', message: problem }),
      type: 'unknown',
      path,
      input: undefined,
      // The error formatter reads only the request id of the context; the full context would resolve the session.
      ctx: { requestId: request.id } as ApiContext,
    }),
  }));
  await reply
    .status(400)
    .type('application/json')
    .send(JSON.stringify(isBatch ? shapes : shapes[0]));
}

/** What `user.getSessionUser` answers this request (its JSON, as over HTTP), or undefined when that failed. */
export type SessionUserReader = (request: FastifyRequest) => Promise<unknown>;

/**
 * tRPC under /api/trpc with the actor resolved from the session cookie for each request. Returns a reader of the
 * session procedure's answer for a page request, which the app's HTML carries (web-assets.ts) so its first screen
 * does not wait for that round trip.
 */
export async function registerTrpcRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    db: Database;
    mail: MailDispatch;
    sessionLookup?: SessionLookup;
    connectors?: ConnectorRegistry;
    rateLimits?: RateLimitRules | undefined;
    slack?: { clientId: string; authorizeUrl: string } | null;
    msTeams?: { clientId: string; adminConsentUrl: string } | null;
    /** Per-request read routing when standbys serve replica reads (read-your-writes.ts). */
    readRoutingFor?: ((request: FastifyRequest, reply: FastifyReply) => ReadRouting) | undefined;
  },
): Promise<{ readSessionUser: SessionUserReader }> {
  const createContext = async (req: FastifyRequest, reply?: FastifyReply) => ({
    reads: reply && deps.readRoutingFor ? deps.readRoutingFor(req, reply) : undefined,
    db: deps.db,
    now: () => new Date(),
    mail: deps.mail,
    connectors: deps.connectors,
    slack: deps.slack ?? null,
    msTeams: deps.msTeams ?? null,
    clientIp: req.ip,
    rateLimits: deps.rateLimits,
    requestId: req.id,
    log: req.log,
    ...(await resolveActor(req, deps)),
  });
  await app.register(async (scope) => {
    scope.addHook('preValidation', refuseHostileJson);
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createContext(req, res),
        onError({ error, path, req }) {
          // The request's own logger, so the line carries its request id.
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
  const createCaller = createCallerFactory(appRouter);
  return {
    async readSessionUser(request) {
      try {
        // Through JSON, as the HTTP answer is (dates become strings): the app's query cache holds the same data.
        return JSON.parse(JSON.stringify((await createCaller(await createContext(request)).user.getSessionUser()) ?? null)) as unknown;
      } catch (error) {
        request.log.warn({ err: error }, 'the session for the page could not be read; the app asks for it itself');
        return undefined;
      }
    },
  };
}
