import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { getNotifyKeys, NOTIFY_PUBLIC_KEY, verifyUserToken } from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import type { Database } from '@creatorlens/db';
import type { SessionGate } from './session-gate.ts';
import { SocketConnection, type SocketHub } from './socket-hub.ts';
import { MinuteCounter } from './socket-guard.ts';
import type { SocketLeases } from './socket-leases.ts';

export const SOCKET_PATH = '/ws/v1/websocket';
/** Close code of every socket when the server stops: the client reconnects (to another process behind a proxy). */
export const GOING_AWAY_CLOSE_CODE = 1001;
const CLOSE_HANDSHAKE_GRACE_MS = 2_000;

const refuse = (socket: Duplex, status: string): void => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * Accepts Phoenix websocket upgrades at /ws/v1/websocket. Credentials travel in the query (api_key, user_token);
 * bad ones, or a token whose session ended, are refused before the upgrade with 403, and a user who already holds
 * NOTIFY_CAPS.socketsPerUser sockets (on any server process) with 429. The client treats either as a failed
 * connection and retries with backoff.
 */
export function registerPhoenixSocket(
  server: FastifyInstance,
  deps: { db: Database; hub: SocketHub; sessions: SessionGate; leases: SocketLeases; countRefusal?: (reason: string) => void },
): () => Promise<void> {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: NOTIFY_CAPS.frameBytes });
  const upgrades = new MinuteCounter(NOTIFY_CAPS.upgradesPerUserPerMinute);
  const pruneUpgrades = setInterval(() => upgrades.prune(), 60_000).unref();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) return;
    // A peer that resets the connection while its credentials are checked must not raise an unhandled 'error'.
    socket.on('error', (error) => server.log.debug({ err: error }, 'socket upgrade connection error'));
    void (async () => {
      // Phoenix writes empty pairs ("?&api_key=..&&vsn=2.0.0"); URLSearchParams tolerates them.
      const apiKey = url.searchParams.get('api_key');
      const token = url.searchParams.get('user_token');
      const keys = await getNotifyKeys(deps.db);
      const claims = apiKey === NOTIFY_PUBLIC_KEY && token ? verifyUserToken(keys, token) : null;
      if (!claims || !(await deps.sessions.isAlive(claims.userId, claims.sessionId))) return refuse(socket, '403 Forbidden');
      if (url.searchParams.get('vsn') !== '2.0.0') return refuse(socket, '400 Bad Request');
      // Before the lease transaction: a client closed by a frame rule that reconnects in a loop costs a map lookup.
      if (!upgrades.tryAdd(claims.userId)) {
        deps.countRefusal?.('upgrade rate');
        return refuse(socket, '429 Too Many Requests');
      }
      if (!(await deps.leases.acquire(claims.userId))) return refuse(socket, '429 Too Many Requests');
      let isReleased = false;
      const release = () => {
        if (isReleased) return;
        isReleased = true;
        deps.leases.release(claims.userId).catch((error: unknown) => server.log.error({ err: error }, 'socket lease release failed'));
      };
      // The socket may die during the handshake; its place is given back either way.
      socket.once('close', release);
      sockets.handleUpgrade(request, socket, head, (ws) =>
        deps.hub.attach(new SocketConnection(ws, claims.userId, claims.sessionId, claims.exp), release),
      );
    })().catch((error: unknown) => {
      server.log.error({ err: error }, 'socket upgrade failed');
      refuse(socket, '500 Internal Server Error');
    });
  };
  server.server.on('upgrade', onUpgrade);
  return async () => {
    clearInterval(pruneUpgrades);
    server.server.off('upgrade', onUpgrade);
    // 1001 (going away): the Phoenix client reconnects on any code but 1000, and behind a proxy it reaches another
    // process. A peer that does not answer the close handshake in time is cut off.
    const closed = [...sockets.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          client.once('close', () => resolve());
          client.close(GOING_AWAY_CLOSE_CODE, 'server restarting');
        }),
    );
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_HANDSHAKE_GRACE_MS).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
