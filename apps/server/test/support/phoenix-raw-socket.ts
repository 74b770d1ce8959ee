import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';

export type ReplyPayload = { status: string; response: { reason?: string } };
export type ServerFrame = [string | null, string | null, string, string, Record<string, unknown>];

/** A Phoenix socket driven frame by frame, for tests that send what the official client never would. */
export interface RawSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The close code once the server closed the socket, else null. */
  closeCode(): number | null;
  /** Resolves with the close code when the socket closes (or null after `timeoutMs`). */
  closed(timeoutMs?: number): Promise<number | null>;
  join(topic: string, params?: Record<string, unknown>): Promise<ReplyPayload>;
  /** Sends a heartbeat and resolves true when its reply arrives within `timeoutMs`. */
  heartbeat(timeoutMs?: number): Promise<boolean>;
}

/** Opens a socket with a user token; resolves with the socket or the HTTP status that refused the upgrade. */
export async function openRawSocket(origin: string, token: string): Promise<RawSocket | { refusedWith: number }> {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`);
  const refusedWith = await new Promise<number | null>((resolve, reject) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', reject);
  });
  if (refusedWith !== null) return { refusedWith };
  const frames: ServerFrame[] = [];
  let code: number | null = null;
  const waiters: ((code: number) => void)[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as ServerFrame));
  ws.on('close', (closeCode) => {
    code = closeCode;
    for (const wake of waiters) wake(closeCode);
  });
  // A socket the server closes mid-send may report ECONNRESET; the close code is what the tests read.
  ws.on('error', () => {});
  let ref = 0;
  const awaitReply = async (id: string, timeoutMs: number) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const reply = frames.find((frame) => frame[1] === id && frame[3] === 'phx_reply');
      if (reply) return reply[4] as ReplyPayload;
      if (code !== null) return null;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return null;
  };
  return {
    ws,
    frames,
    closeCode: () => code,
    closed: (timeoutMs = 10_000) =>
      code !== null
        ? Promise.resolve(code)
        : new Promise((resolve) => {
            waiters.push(resolve);
            setTimeout(() => resolve(null), timeoutMs).unref();
          }),
    join: async (topic, params = {}) => {
      const id = `join-${(ref += 1)}`;
      ws.send(JSON.stringify([id, id, topic, 'phx_join', params]));
      const reply = await awaitReply(id, 10_000);
      if (!reply) throw new Error(`no reply to the join of ${topic} (close code ${code})`);
      return reply;
    },
    heartbeat: async (timeoutMs = 10_000) => {
      // Unique, so a reply to a test's own frame with a guessable ref is never taken for the heartbeat's.
      const id = `heartbeat-${randomUUID()}`;
      ws.send(JSON.stringify([null, id, 'phoenix', 'heartbeat', {}]));
      return (await awaitReply(id, timeoutMs))?.status === 'ok';
    },
  };
}

/** openRawSocket for sockets that must open. */
export async function mustOpenRawSocket(origin: string, token: string): Promise<RawSocket> {
  const socket = await openRawSocket(origin, token);
  if ('refusedWith' in socket) throw new Error(`socket refused with ${socket.refusedWith}`);
  return socket;
}
