import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { getNotifyKeys, NOTIFY_PUBLIC_KEY, verifyUserToken } from '@creatorlens/core';
import type { Database } from '@creatorlens/db';
import { SocketConnection, type SocketHub } from './socket-hub.ts';

export const SOCKET_PATH = '/ws/v1/websocket';

const refuse = (socket: Duplex, status: string): void => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * Accepts Phoenix websocket upgrades at /ws/v1/websocket. Credentials travel in the query (api_key, user_token);
 * bad ones are refused before the upgrade with 403, which the client treats as a failed connection and retries.
 */
export function registerPhoenixSocket(server: FastifyInstance, deps: { db: Database; hub: SocketHub }): () => Promise<void> {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) return;
    void (async () => {
      // Phoenix writes empty pairs ("?&api_key=..&&vsn=2.0.0"); URLSearchParams tolerates them.
      const apiKey = url.searchParams.get('api_key');
      const token = url.searchParams.get('user_token');
      const keys = await getNotifyKeys(deps.db);
      const userId = apiKey === NOTIFY_PUBLIC_KEY && token ? verifyUserToken(keys, token) : null;
      if (!userId) return refuse(socket, '403 Forbidden');
      if (url.searchParams.get('vsn') !== '2.0.0') return refuse(socket, '400 Bad Request');
      sockets.handleUpgrade(request, socket, head, (ws) => deps.hub.attach(new SocketConnection(ws, userId)));
    })().catch(() => refuse(socket, '500 Internal Server Error'));
  };
  server.server.on('upgrade', onUpgrade);
  return async () => {
    server.server.off('upgrade', onUpgrade);
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
