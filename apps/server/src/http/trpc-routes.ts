import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, type AppRouter } from '@creatorlens/api';
import type { ConnectorRegistry } from '@creatorlens/core/connectors';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { RateLimitRules } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { Auth } from '../auth/create-auth.ts';
import type { SessionLookup } from '../auth/session-lookup.ts';
import { resolveActor } from './resolve-actor.ts';

/** tRPC under /api/trpc with the actor resolved from the session cookie for each request. */
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
): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req }) => ({
        db: deps.db,
        now: () => new Date(),
        mail: deps.mail,
        connectors: deps.connectors,
        clientIp: req.ip,
        rateLimits: deps.rateLimits,
        requestId: req.id,
        log: req.log,
        ...(await resolveActor(req, deps)),
      }),
      onError({ error, path, req }) {
        // The request's own logger, so the line carries its request id.
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
