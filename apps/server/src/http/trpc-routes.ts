import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, createCallerFactory, type AppRouter } from '@creatorlens/api';
import type { ConnectorRegistry } from '@creatorlens/core/connectors';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { resolveActor } from './resolve-actor.ts';

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
  },
): Promise<{ readSessionUser: SessionUserReader }> {
  const createContext = async (req: FastifyRequest) => ({
    db: deps.db,
    now: () => new Date(),
    mail: deps.mail,
    connectors: deps.connectors,
    clientIp: req.ip,
    rateLimits: deps.rateLimits,
    requestId: req.id,
    log: req.log,
    ...(await resolveActor(req, deps)),
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(req),
      onError({ error, path, req }) {
        // The request's own logger, so the line carries its request id.
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
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
