import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { newGuest, type NotifyIdentity } from './guests.ts';
import { sleep, type Tally } from './tally.ts';

type Attack = 'invalid-utf8' | 'oversized' | 'binary' | 'not-json' | 'deep-payload' | 'frame-flood' | 'join-flood';
const ATTACKS: Attack[] = ['invalid-utf8', 'oversized', 'binary', 'not-json', 'deep-payload', 'frame-flood', 'join-flood'];
/** The close code each frame attack must end with. */
const EXPECTED_CLOSE: Partial<Record<Attack, number>> = {
  'invalid-utf8': 1007,
  oversized: 1009,
  binary: 1003,
  'not-json': 1007,
  'deep-payload': 1007,
  'frame-flood': 1008,
};

export function socketUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`;
}

/** Opens a socket; resolves with it, or with the HTTP status (0: no answer) that refused the upgrade. */
export function openSocket(url: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(0);
    }, 15_000);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      resolve(response.statusCode ?? 0);
    });
    ws.once('error', () => {
      clearTimeout(timer);
      resolve(0);
    });
  });
}

const closed = (ws: WebSocket, timeoutMs: number) =>
  new Promise<number | null>((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve(null);
    const timer = setTimeout(() => resolve(null), timeoutMs);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

/** Joins floods of references, each with its own filter, on fresh feed topics; counts how the server answers. */
async function joinFlood(ws: WebSocket, identity: NotifyIdentity, tally: Tally): Promise<void> {
  const replies = new Map<string, string>();
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as [
      string | null,
      string | null,
      string,
      string,
      { status?: string; response?: { reason?: string } },
    ];
    if (frame[3] === 'phx_reply' && frame[1])
      replies.set(frame[1], frame[4].status === 'ok' ? 'ok' : (frame[4].response?.reason ?? 'error'));
  });
  for (let join = 0; join < 50 && ws.readyState === ws.OPEN; join += 1) {
    const params = Object.fromEntries(
      Array.from({ length: NOTIFY_CAPS.referencesPerJoin }, (_, index) => [
        `ref_${index}`,
        { archived: 'exclude', trigger_data: { join, index } },
      ]),
    );
    const ref = `flood-${join}`;
    ws.send(JSON.stringify([ref, ref, `feeds:${identity.feedChannelId}:${identity.userId}`, 'phx_join', params]));
    const started = Date.now();
    while (!replies.has(ref) && ws.readyState === ws.OPEN && Date.now() - started < 10_000) await sleep(5);
    const reply = replies.get(ref);
    if (reply === undefined) tally.wrong('socket join-flood: no reply');
    else if (reply === 'ok') tally.wrong('socket join-flood: a 50-filter join was accepted');
    else tally.refused(`socket join-flood: ${reply.replace(/:.*/, '')}`);
  }
  ws.close(1000);
}

/**
 * One hostile guest after another: each opens sockets and sends one attack per socket (frames no client sends,
 * floods, join floods). A refused upgrade (the per-user upgrade cap) moves on to a new guest. `address` is the client
 * address the soak's one trusted proxy appends to X-Forwarded-For on this vandal's guest sign-ins.
 */
export async function socketVandal(baseUrl: string, tally: Tally, until: number, address: string): Promise<void> {
  let identity = await newGuest(baseUrl, address);
  let attackIndex = 0;
  while (Date.now() < until) {
    const opened = await openSocket(socketUrl(baseUrl, identity.userToken));
    if (typeof opened === 'number') {
      if (opened === 429) tally.refused('socket upgrade: HTTP 429');
      else tally.wrong(`socket upgrade: ${opened === 0 ? 'no answer' : `HTTP ${opened}`}`);
      identity = await newGuest(baseUrl, address).catch(async () => {
        await sleep(1_000);
        return identity;
      });
      continue;
    }
    const ws = opened;
    ws.on('error', () => {});
    const attack = ATTACKS[attackIndex++ % ATTACKS.length]!;
    switch (attack) {
      case 'invalid-utf8':
        ws.send(Buffer.from([0x5b, 0xff, 0xfe, 0xc3, 0x28, 0x5d]), { binary: false });
        break;
      case 'oversized':
        ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(NOTIFY_CAPS.frameBytes + 1) }]));
        break;
      case 'binary':
        ws.send(Buffer.from(randomUUID()), { binary: true });
        break;
      case 'not-json':
        ws.send(`{"${randomUUID()}`);
        break;
      case 'deep-payload':
        ws.send(`["1","1","phoenix","phx_join",{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}]`);
        break;
      case 'frame-flood':
        for (let index = 0; index < NOTIFY_CAPS.frameBurstPerSocket * 2; index += 1)
          ws.send(JSON.stringify([null, `h${index}`, 'phoenix', 'heartbeat', {}]));
        break;
      case 'join-flood':
        await joinFlood(ws, identity, tally);
        continue;
    }
    const code = await closed(ws, 10_000);
    if (code === EXPECTED_CLOSE[attack]) tally.refused(`socket ${attack}: close ${code}`);
    else tally.wrong(`socket ${attack}: ${code === null ? 'not closed' : `close ${code}`}`);
    ws.terminate();
  }
}
