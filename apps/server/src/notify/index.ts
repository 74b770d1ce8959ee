import type { FastifyInstance } from 'fastify';
import type { MailDispatch } from '@creatorlens/core';
import type { DatabaseHandle } from '@creatorlens/db';
import { FeedCache } from './feed-cache.ts';
import { registerFeedRoutes } from './feed-routes.ts';
import { registerGuideRoutes } from './guide-routes.ts';
import { registerNotifyAuth } from './http-support.ts';
import { registerPhoenixSocket } from './phoenix-socket.ts';
import { listenForNotifyEvents } from './realtime-listener.ts';
import { SocketHub } from './socket-hub.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerWorkflowRoutes } from './workflow-routes.ts';

/**
 * The Knock-compatible notification service at the origin root: the /v1 HTTP API and the Phoenix socket at
 * /ws/v1/websocket, fed by database events. Returns a stop function for shutdown.
 */
export async function registerNotify(server: FastifyInstance, deps: { database: DatabaseHandle; mail: MailDispatch }): Promise<() => Promise<void>> {
  const db = deps.database.db;
  const feedCache = new FeedCache();
  await server.register(async (scope) => {
    registerNotifyAuth(scope, db);
    registerFeedRoutes(scope, db, feedCache);
    registerUserRoutes(scope, db);
    registerGuideRoutes(scope, db);
    registerWorkflowRoutes(scope, { db, mail: deps.mail });
  });
  const hub = new SocketHub(db, server.log);
  const stopListening = await listenForNotifyEvents(
    deps.database,
    (event) => {
      // Dropped before the sockets hear of the change, so the refetch they trigger reads fresh pages.
      if (event.type === 'feed' || event.type === 'feed-stale') feedCache.invalidate(event.userIds);
      hub.onEvent(event);
    },
    server.log,
  );
  const closeSockets = registerPhoenixSocket(server, { db, hub });
  return async () => {
    await closeSockets();
    await stopListening();
  };
}
