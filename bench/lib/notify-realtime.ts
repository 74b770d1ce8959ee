import { readFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import {
  deriveNotifySecretKey,
  NOTIFY_PUBLIC_KEY,
  openSealedSigningKey,
  SEALED_SIGNING_KEY,
  signUserToken,
} from '@creatorlens/core/notifications';
import { BENCH_AUTH_SECRET } from './server.ts';
import { summarizeLatencies, type LatencySummary } from './stats.ts';

/**
 * The realtime half of the notifications bench: many idle Phoenix sockets on one server process, then the time from
 * a workflow trigger (HTTP, secret key) to the `new-message` push on the recipient's socket, and a mark-all-as-read
 * over many messages with the time until the socket reports the new counts.
 */

export interface SocketFanoutResult {
  sockets: number;
  connectSeconds: number;
  /** Server resident memory growth per connected, joined, idle socket (RSS delta / sockets). */
  bytesPerSocket: number;
  latency: LatencySummary;
}

export interface MarkAllReadResult {
  messages: number;
  request: LatencySummary;
  socketEvent: LatencySummary;
}

interface Keys {
  privateKey: KeyObject;
  secretKey: string;
}

/** The keys a bench server uses: the signing key sealed in instance_setting, the secret key derived from AUTH_SECRET. */
export async function readNotifyKeys(client: pg.Client, authSecret = BENCH_AUTH_SECRET): Promise<Keys> {
  const { rows } = await client.query<{ value: string }>(`select value from instance_setting where key = $1`, [SEALED_SIGNING_KEY]);
  return { privateKey: openSealedSigningKey(authSecret, rows[0]?.value ?? ''), secretKey: deriveNotifySecretKey(authSecret) };
}

const rssBytes = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
};

interface BenchSocket {
  ws: WebSocket;
  userId: string;
  /** Resolvers waiting for this user's next new-message push. */
  waiting: ((payload: { metadata?: { unread_count?: number } }) => void)[];
}

/** Opens one socket for a user and joins their feed topic (with one reference, as the web client does). */
function openSocket(wsBase: string, userId: string, token: string, channelId: string): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`);
    const socket: BenchSocket = { ws, userId, waiting: [] };
    const topic = `feeds:${channelId}:${userId}`;
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify(['1', '1', topic, 'phx_join', { bench: { archived: 'exclude' } }])));
    ws.on('message', (raw) => {
      const [, ref, , event, payload] = JSON.parse(raw.toString()) as [
        string | null,
        string | null,
        string,
        string,
        Record<string, unknown>,
      ];
      if (event === 'phx_reply' && ref === '1') {
        if ((payload as { status?: string }).status === 'ok') resolve(socket);
        else reject(new Error(`join refused for ${userId}`));
      } else if (event === 'new-message') {
        for (const waiter of socket.waiting.splice(0)) waiter(payload as { metadata?: { unread_count?: number } });
      }
    });
  });
}

const nextPush = (socket: BenchSocket, accept: (payload: { metadata?: { unread_count?: number } }) => boolean = () => true) =>
  new Promise<{ metadata?: { unread_count?: number } }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no push for ${socket.userId} within 10 s`)), 10_000);
    const wait = (payload: { metadata?: { unread_count?: number } }) => {
      if (!accept(payload)) return socket.waiting.push(wait);
      clearTimeout(timer);
      resolve(payload);
    };
    socket.waiting.push(wait);
  });

/**
 * Creates `count` socket users straight in SQL (they only need to exist as recipients), each with a live session,
 * since a user token is accepted only while the session it names is alive.
 */
async function createSocketUsers(client: pg.Client, count: number): Promise<string[]> {
  await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-socket-' || g, 'Socket User ' || g, 'socket' || g || '@bench.test', true, now(), now() from generate_series(1, $1) g
     on conflict do nothing`,
    [count],
  );
  await client.query(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at)
     select 'bench-socket-session-' || g, 'bench-socket-token-' || g, 'bench-socket-' || g, now() + interval '1 day', now(), now()
       from generate_series(1, $1) g
     on conflict do nothing`,
    [count],
  );
  return Array.from({ length: count }, (_, index) => `bench-socket-${index + 1}`);
}

/** A token for a socket user made by createSocketUsers (its session is `bench-socket-session-<n>`). */
const socketUserToken = (keys: Keys, userId: string): string =>
  signUserToken(keys, { userId, sessionId: userId.replace('bench-socket-', 'bench-socket-session-') }).token;

/**
 * Connects `count` sockets (one user each), measures the server's RSS growth, then triggers `triggers` bot-alert
 * workflows one after another, each to a random connected user, timing trigger start to socket push.
 */
export async function measureSocketFanout(options: {
  client: pg.Client;
  baseUrl: string;
  serverPid: number;
  channelId: string;
  count: number;
  triggers: number;
  connectBatch: number;
}): Promise<{ result: SocketFanoutResult; close: () => void }> {
  const keys = await readNotifyKeys(options.client);
  const userIds = await createSocketUsers(options.client, options.count);
  const wsBase = options.baseUrl.replace(/^http/, 'ws');
  const started = performance.now();
  const sockets: BenchSocket[] = [];
  let rssBefore = 0;
  for (let index = 0; index < userIds.length; index += options.connectBatch) {
    const batch = userIds.slice(index, index + options.connectBatch);
    sockets.push(
      ...(await Promise.all(batch.map((userId) => openSocket(wsBase, userId, socketUserToken(keys, userId), options.channelId)))),
    );
    // The first batch warms the server up (modules, pools); memory is counted from there.
    if (index === 0) rssBefore = rssBytes(options.serverPid);
  }
  const connectSeconds = (performance.now() - started) / 1000;
  // Let the catch-up pushes of the joins drain before measuring memory and latency.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const counted = Math.max(1, sockets.length - Math.min(options.connectBatch, sockets.length));
  const bytesPerSocket = Math.max(0, rssBytes(options.serverPid) - rssBefore) / counted;

  const latencies: number[] = [];
  const triggerStarted = performance.now();
  for (let index = 0; index < options.triggers; index += 1) {
    const socket = sockets[Math.floor(Math.random() * sockets.length)]!;
    const pushed = nextPush(socket);
    const sentAt = performance.now();
    const response = await fetch(`${options.baseUrl}/v1/workflows/bot-alert/trigger`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipients: [socket.userId], data: { channelName: `Bench ${index}` } }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`trigger answered ${response.status}`);
    await pushed;
    latencies.push(performance.now() - sentAt);
  }
  const latency = summarizeLatencies(latencies, { errors: 0, wasCutShort: false, wallMs: performance.now() - triggerStarted });
  return {
    result: { sockets: sockets.length, connectSeconds, bytesPerSocket, latency },
    close: () => sockets.forEach((socket) => socket.ws.terminate()),
  };
}

/**
 * Gives one socket user `messages` unread messages, then `rounds` times: bulk read over HTTP, timing the request and
 * the socket's counts push (unread 0); messages are marked unread again in SQL between rounds.
 */
export async function measureMarkAllRead(options: {
  client: pg.Client;
  baseUrl: string;
  channelId: string;
  messages: number;
  rounds: number;
}): Promise<MarkAllReadResult> {
  const keys = await readNotifyKeys(options.client);
  const [userId] = await createSocketUsers(options.client, 1);
  const blocks = JSON.stringify([{ type: 'markdown', name: 'body', content: 'Bench', rendered: '<p>Bench</p>' }]);
  await options.client.query(
    `insert into notification_message (channel_id, recipient_id, workflow_key, workflow_run_id, categories, blocks, inserted_at)
     select $1, $2, 'bot-alert', gen_random_uuid(), '{app_notifications}', $3::jsonb, now() - g * interval '1 second' from generate_series(1, $4) g`,
    [options.channelId, userId, blocks, options.messages],
  );
  await options.client.query('vacuum analyze notification_message');
  const token = socketUserToken(keys, userId!);
  const socket = await openSocket(options.baseUrl.replace(/^http/, 'ws'), userId!, token, options.channelId);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const requests: number[] = [];
  const events: number[] = [];
  const started = performance.now();
  for (let round = 0; round < options.rounds; round += 1) {
    const pushed = nextPush(socket, (payload) => payload.metadata?.unread_count === 0);
    const sentAt = performance.now();
    const response = await fetch(`${options.baseUrl}/v1/channels/${options.channelId}/messages/bulk/read`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'X-Knock-User-Token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_ids: [userId], archived: 'exclude' }),
    });
    const body = (await response.json()) as { success_count?: number };
    requests.push(performance.now() - sentAt);
    if (body.success_count !== options.messages) throw new Error(`bulk read changed ${body.success_count} of ${options.messages}`);
    await pushed;
    events.push(performance.now() - sentAt);
    // Unread again for the next round: the row columns, and the mark-all watermarks where this version keeps them.
    await options.client.query(`update notification_message set read_at = null where recipient_id = $1`, [userId]);
    await options.client.query(
      `do $$ begin if to_regclass('notification_status_watermark') is not null then delete from notification_status_watermark where recipient_id = '${userId}'; end if; end $$`,
    );
    await options.client.query('vacuum notification_message');
  }
  socket.ws.terminate();
  const wall = { errors: 0, wasCutShort: false, wallMs: performance.now() - started };
  return { messages: options.messages, request: summarizeLatencies(requests, wall), socketEvent: summarizeLatencies(events, wall) };
}
