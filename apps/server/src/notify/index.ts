import type { FastifyInstance } from 'fastify';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { MsTeamsApiSettings, SlackAppSettings } from '@creatorlens/core/notifications';
import type { DatabaseHandle } from '@creatorlens/db';
import { FeedCache } from './feed-cache.ts';
import { registerFeedRoutes } from './feed-routes.ts';
import { registerGuideRoutes } from './guide-routes.ts';
import { registerNotifyAuth } from './http-support.ts';
import { registerPhoenixSocket } from './phoenix-socket.ts';
import { listenForNotifyEvents } from './realtime-listener.ts';
import { SessionGate } from './session-gate.ts';
import { SocketHub } from './socket-hub.ts';
import { SocketLeases } from './socket-leases.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerSlackOAuthCallback } from './slack-oauth-callback.ts';
import { registerSlackRoutes } from './slack-routes.ts';
import { registerMsTeamsOAuthCallback } from './ms-teams-oauth-callback.ts';
import { registerMsTeamsRoutes } from './ms-teams-routes.ts';
import { registerWorkflowRoutes } from './workflow-routes.ts';
import type { ServerMetrics } from '../observability/metrics.ts';

/** How often open sockets are re-checked (session alive, token current, `lists:` memberships). */
export const SOCKET_SWEEP_INTERVAL_MS = 2_000;
/** Lease rows of this process are renewed every this many sweeps (well within SOCKET_LEASE_SECONDS). */
const LEASE_RENEW_EVERY_SWEEPS = 5;

/**
 * The Knock-compatible notification service at the origin root: the /v1 HTTP API and the Phoenix socket at
 * /ws/v1/websocket, fed by database events. Returns a stop function for shutdown.
 */
export async function registerNotify(
  server: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    mail: MailDispatch;
    /** The server's auth secret: chat workspace tokens are sealed with a key derived from it. */
    encryptionKey: string;
    /** The Slack app (config.slack) with its Web API settings; null: Slack answers "not connected". */
    slack: SlackAppSettings | null;
    /** The Microsoft Teams app (config.msTeams); null: Teams answers "not connected". */
    msTeams: MsTeamsApiSettings | null;
    publicUrl: string;
    metrics?: Pick<ServerMetrics, 'observeFanOut' | 'countSocketsWith' | 'countSocketRefusal'>;
  },
): Promise<() => Promise<void>> {
  const db = deps.database.db;
  const feedCache = new FeedCache();
  const sessions = new SessionGate(db);
  await server.register(async (scope) => {
    registerNotifyAuth(scope, db, sessions);
    registerFeedRoutes(scope, db, feedCache);
    registerUserRoutes(scope, { db, encryptionKey: deps.encryptionKey, slack: deps.slack, msTeams: deps.msTeams });
    registerSlackRoutes(scope, { db, encryptionKey: deps.encryptionKey, slack: deps.slack });
    registerMsTeamsRoutes(scope, { db, msTeams: deps.msTeams });
    registerGuideRoutes(scope, db);
    registerWorkflowRoutes(scope, { db, mail: deps.mail });
  });
  // Outside the /v1 scope: Slack and Microsoft redirect the browser here with no API key; the state's user token authenticates.
  registerSlackOAuthCallback(server, { db, encryptionKey: deps.encryptionKey, slack: deps.slack, publicUrl: deps.publicUrl, sessions });
  registerMsTeamsOAuthCallback(server, { db, msTeams: deps.msTeams, publicUrl: deps.publicUrl, sessions });
  const countRefusal = (reason: string) => deps.metrics?.countSocketRefusal(reason);
  const hub = new SocketHub(db, server.log, sessions, deps.metrics?.observeFanOut, countRefusal);
  deps.metrics?.countSocketsWith(() => hub.connectionCount);
  const leases = new SocketLeases(db);
  const stopListening = await listenForNotifyEvents(
    deps.database,
    (event) => {
      // Dropped before the sockets hear of the change, so the refetch they trigger reads fresh pages.
      if (event.type === 'feed' || event.type === 'feed-stale') feedCache.invalidate(event.userIds);
      hub.onEvent(event);
    },
    server.log,
  );
  const closeSockets = registerPhoenixSocket(server, { db, hub, sessions, leases, countRefusal });
  let sweeps = 0;
  let sweeping: Promise<void> | null = null;
  const sweepTimer = setInterval(() => {
    if (sweeping) return;
    sweeps += 1;
    sweeping = (async () => {
      await hub.sweep();
      if (sweeps % LEASE_RENEW_EVERY_SWEEPS === 0) await leases.renew();
    })()
      .catch((error: unknown) => server.log.error({ err: error }, 'socket sweep failed'))
      .finally(() => (sweeping = null));
  }, SOCKET_SWEEP_INTERVAL_MS);
  sweepTimer.unref();
  return async () => {
    clearInterval(sweepTimer);
    await sweeping;
    await closeSockets();
    await leases.clear().catch((error: unknown) => server.log.error({ err: error }, 'socket leases not cleared'));
    await stopListening();
  };
}
