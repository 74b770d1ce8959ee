import type { WebSocket } from 'ws';
import { notifyIdentity, signInDemo } from './guests.ts';
import { openSocket, socketUrl } from './socket-vandal.ts';
import { request, sleep, type Tally } from './tally.ts';

/** Demo accounts the first-start seed creates (README); the soak's normal users. */
export const NORMAL_USER_EMAILS = ['org-admin@creatorlens.test', 'member@creatorlens.test', 'two-orgs@creatorlens.test'];
/** Prefix of the tags normal users create: the rows counted against their acknowledged writes. */
export const SOAK_TAG_PREFIX = 'soak-tag-';
const HEARTBEAT_MS = 25_000;

export interface NormalUserResult {
  acknowledgedTagIds: string[];
  /** Sockets of normal users the server closed during the soak (must be 0: only attackers are closed). */
  socketsLost: number;
}

/**
 * A normal user for the whole soak: one notification socket joined to the feed (heartbeats like the Phoenix
 * client), and a loop of writes (a new tag) and reads (the tag list, the workspace's discovery page). Every write the
 * server acknowledged is remembered, to be compared with the rows stored.
 */
export async function normalUser(baseUrl: string, email: string, index: number, tally: Tally, until: number): Promise<NormalUserResult> {
  const cookie = await signInDemo(baseUrl, email);
  const identity = await notifyIdentity(baseUrl, cookie);
  const result: NormalUserResult = { acknowledgedTagIds: [], socketsLost: 0 };
  let socket: WebSocket | null = null;
  let heartbeatAt = 0;
  const connect = async () => {
    const opened = await openSocket(socketUrl(baseUrl, identity.userToken));
    if (typeof opened === 'number') {
      tally.wrong('normal socket refused', `HTTP ${opened}`);
      return;
    }
    socket = opened;
    socket.on('error', () => {});
    socket.once('close', (code) => {
      if (Date.now() < until) {
        result.socketsLost += 1;
        tally.wrong('normal socket closed', `code ${code}`);
      }
      socket = null;
    });
    const topic = `feeds:${identity.feedChannelId}:${identity.userId}`;
    socket.send(JSON.stringify(['1', '1', topic, 'phx_join', { client_web: { archived: 'exclude' } }]));
    heartbeatAt = Date.now();
  };
  await connect();
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  for (let write = 0; Date.now() < until; write += 1) {
    if (!socket) await connect();
    if (socket && Date.now() - heartbeatAt > HEARTBEAT_MS) {
      (socket as WebSocket).send(JSON.stringify([null, `hb-${write}`, 'phoenix', 'heartbeat', {}]));
      heartbeatAt = Date.now();
    }
    const created = await request(`${baseUrl}/api/trpc/tag.createTag`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `${SOAK_TAG_PREFIX}${index}-${write}`, color: 'sky' }),
    });
    if (created.status === 200) {
      tally.ok();
      result.acknowledgedTagIds.push((JSON.parse(created.body) as { result: { data: { id: string } } }).result.data.id);
    } else tally.wrong(`normal write: HTTP ${created.status}`, created.body);
    const read = await request(`${baseUrl}/api/trpc/tag.listTags`, { headers: { cookie } });
    if (read.status === 200) tally.ok();
    else tally.wrong(`normal read: HTTP ${read.status}`, read.body);
    await sleep(250);
  }
  (socket as WebSocket | null)?.close(1000);
  return result;
}
