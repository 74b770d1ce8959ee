import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import {
  FEED_CHANNEL_ID,
  getNotifyKeys,
  signUserToken,
  USER_TOKEN_LIFETIME_SECONDS,
  verifyUserToken,
} from '@creatorlens/core/notifications';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Node 20 has no global WebSocket; Phoenix takes it from the global object (see notifications.int.test.ts).
Object.assign(globalThis, { WebSocket });
const knockModule = await import('@knocklabs/client');
type KnockConstructor = typeof knockModule.default.default;
const Knock = knockModule.default as unknown as KnockConstructor;

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The web app's lead (USER_TOKEN_REFRESH_LEAD_MS in notifications-host.tsx). */
const REFRESH_LEAD_MS = 30_000;

let app: TestApp;
let origin: string;
let member: string;
let orgAdmin: string;
let memberId: string;
let artistId: string;
const clients: InstanceType<typeof Knock>[] = [];

const until = async (check: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const mention = (body: string) =>
  app.mutate(orgAdmin, 'comment.createComment', {
    subjectType: 'artist',
    subjectId: artistId,
    body: `${body} @[Mia](${memberId})`,
  });

/** A feed of the official client that counts the items pushed to it over the socket. */
function liveFeed(knock: InstanceType<typeof Knock>) {
  const feed = knock.feeds.initialize(FEED_CHANNEL_ID, { archived: 'exclude' });
  let received = 0;
  feed.on('items.received.realtime', () => {
    received += 1;
  });
  feed.listenForUpdates();
  return { feed, received: () => received };
}

beforeAll(async () => {
  app = await createTestApp();
  // The client builds its socket only when `window` exists (set after PGlite started; see notifications.int.test.ts).
  Object.assign(globalThis, { window: {} });
  origin = await app.listenOnLoopback();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'member@creatorlens.test'));
  memberId = row!.id;
  const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
  artistId = artist.data.artist.id;
});

afterAll(async () => {
  for (const knock of clients) knock.teardown();
  await app?.close();
});

describe('user token refresh', () => {
  it('refreshes a short-lived token through notification.getClientConfig before expiry; the socket keeps working', async () => {
    const keys = await getNotifyKeys(app.db());
    // A token with 32 s left, as if issued 59.5 minutes ago: the 30 s lead fires the refresh about 2 s from now.
    const issuedAt = new Date(Date.now() - (USER_TOKEN_LIFETIME_SECONDS - 32) * 1000);
    // The short-lived token belongs to the member's session, like every token the server hands out.
    const current = (await app.query(member, 'notification.getClientConfig')).data.userToken;
    const { sid: sessionId } = JSON.parse(Buffer.from(current.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
    const shortLived = signUserToken(keys, { userId: memberId, sessionId }, issuedAt);
    const refreshed: string[] = [];
    const knock = new Knock((await app.query(member, 'notification.getClientConfig')).data.publicKey, { host: origin });
    clients.push(knock);
    const onUserTokenExpiring = async () => {
      const config = await app.query(member, 'notification.getClientConfig');
      refreshed.push(config.data.userToken);
      return config.data.userToken;
    };
    knock.authenticate(memberId, shortLived.token, { onUserTokenExpiring, timeBeforeExpirationInMs: REFRESH_LEAD_MS });
    const live = liveFeed(knock);
    await live.feed.fetch();

    await until(() => refreshed.length > 0 && knock.userToken === refreshed[0]);
    const fresh = refreshed[0]!;
    expect(fresh).not.toBe(shortLived.token);
    // The old token is useless once expired; the fresh one outlives it by most of an hour.
    expect(verifyUserToken(keys, shortLived.token, new Date(shortLived.expiresAt.getTime() + 10_000))).toBeNull();
    expect(verifyUserToken(keys, fresh, new Date(shortLived.expiresAt.getTime() + 10_000))?.userId).toBe(memberId);

    // The client rebuilt its socket with the fresh token; a live mention still arrives and HTTP works with it.
    const socket = knock.client().socket;
    expect(socket?.endPointURL()).toContain(`user_token=${fresh}`);
    await until(() => socket?.isConnected() === true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = live.received();
    expect((await mention('After the refresh')).status).toBe(200);
    await until(() => live.received() > before);
    const response = await fetch(`${origin}/v1/users/${memberId}/feeds/${FEED_CHANNEL_ID}?archived=exclude`, {
      headers: { authorization: `Bearer ${knock.apiKey}`, 'x-knock-user-token': fresh, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  }, 30_000);
});

/** A raw Phoenix socket with a user token, collecting every frame it receives. */
async function rawSocket(token: string) {
  const frames: [string | null, string | null, string, string, Record<string, unknown>][] = [];
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/v1/websocket?api_key=pk_creatorlens&user_token=${token}&vsn=2.0.0`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as (typeof frames)[number]));
  const join = async (topic: string, ref: string) => {
    ws.send(JSON.stringify([ref, ref, topic, 'phx_join', {}]));
    await until(() => frames.some((frame) => frame[1] === ref));
    return (frames.find((frame) => frame[1] === ref)![4] as { status: string }).status;
  };
  return { ws, frames, join };
}

describe('lists realtime (campaigns, watchlists, tags)', () => {
  it("pushes lists.changed to the organisation's members and refuses the topic to outsiders", async () => {
    const session = await app.query(member, 'user.getSessionUser');
    const organizationId = session.data!.organization!.id;
    const teammate = await rawSocket((await app.query(member, 'notification.getClientConfig')).data.userToken);
    expect(await teammate.join(`lists:${organizationId}`, '1')).toBe('ok');
    // A signed-in user without a membership in Nordlicht may not listen in.
    const outsiderCookie = await app.signUp({ name: 'Outside Olga', email: `outsider-${Date.now()}@creatorlens.test` });
    const outsider = await app.query(outsiderCookie, 'notification.getClientConfig');
    const stranger = await rawSocket(outsider.data.userToken);
    expect(await stranger.join(`lists:${organizationId}`, '1')).toBe('error');

    const created = await app.mutate(orgAdmin, 'campaign.createCampaign', { name: 'Realtime launch' });
    expect(created.status).toBe(200);
    const renamed = await app.mutate(orgAdmin, 'campaign.updateCampaign', { id: created.data.id, data: { name: 'Realtime relaunch' } });
    expect(renamed.status).toBe(200);
    const changes = () => teammate.frames.filter((frame) => frame[3] === 'lists.changed').map((frame) => frame[4]);
    await until(() => changes().length >= 2);
    expect(changes()).toEqual([
      { event: 'lists.changed', kind: 'campaign', id: created.data.id },
      { event: 'lists.changed', kind: 'campaign', id: created.data.id },
    ]);
    // A refused change (validation) emits nothing.
    expect((await app.mutate(orgAdmin, 'campaign.updateCampaign', { id: created.data.id, data: { name: ' ' } })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes()).toHaveLength(2);
    expect(stranger.frames.some((frame) => frame[3] === 'lists.changed')).toBe(false);
    teammate.ws.close();
    stranger.ws.close();
  });
});

/** Starts a second real server process on the same PostgreSQL database and waits until it answers /readyz. */
async function startSecondProcess(databaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'creatorlens-second-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const secondOrigin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: secondOrigin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'off',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      AUTH_RATE_LIMIT: 'off',
      RANKINGS_REFRESH_MINUTES: '0',
      JOB_WORKER: 'off',
      REFRESH_SCHEDULE: 'off',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // Starting tsx cold (compiling the server) takes a while on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second server exited: ${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`second server did not start: ${stderr}`);
    }
    const healthy = await fetch(`${secondOrigin}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin: secondOrigin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// CI runs the integration suite against PostgreSQL (TEST_DATABASE_URL); PGlite lives inside one process only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('delivers a mention triggered through process A to a socket connected to process B; a read through A shows on B', async () => {
    const database = app.database;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const startedAt = Date.now();
    const second = await startSecondProcess(database.url);
    console.info(`second server process ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    try {
      const config = (await app.query(member, 'notification.getClientConfig')).data;
      const knock = new Knock(config.publicKey, { host: second.origin });
      clients.push(knock);
      knock.authenticate(config.userId, config.userToken);
      const live = liveFeed(knock);
      await live.feed.fetch();
      const unreadBefore = live.feed.getState().metadata.unread_count;
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect((await mention('Across processes')).status).toBe(200);
      const bodyOf = (item: { blocks: readonly { name: string }[] }) =>
        (item.blocks.find((block) => block.name === 'body') as { rendered?: string } | undefined)?.rendered ?? '';
      await until(() => live.received() > 0 && live.feed.getState().items.some((item) => bodyOf(item).includes('Across processes')));
      expect(live.feed.getState().metadata.unread_count).toBe(unreadBefore + 1);

      // Process B caches rendered feed pages: a message read through process A must show as read on B's next fetch.
      const item = live.feed.getState().items.find((candidate) => bodyOf(candidate).includes('Across processes'))!;
      const headers = {
        Authorization: `Bearer ${config.publicKey}`,
        'X-Knock-User-Token': config.userToken,
        'Content-Type': 'application/json',
      };
      const feedUrl = `${second.origin}/v1/users/${encodeURIComponent(config.userId)}/feeds/${FEED_CHANNEL_ID}?archived=exclude`;
      const unreadOnB = async () =>
        ((await (await fetch(feedUrl, { headers })).json()) as { meta: { unread_count: number } }).meta.unread_count;
      expect(await unreadOnB()).toBe(unreadBefore + 1);
      expect((await fetch(`${origin}/v1/messages/${item.id}/read`, { method: 'PUT', headers, body: '{}' })).status).toBe(200);
      let unreadAfter = -1;
      const readAt = Date.now();
      while (Date.now() - readAt < 5_000 && unreadAfter !== unreadBefore) {
        unreadAfter = await unreadOnB();
        if (unreadAfter !== unreadBefore) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(unreadAfter).toBe(unreadBefore);
      knock.teardown();
    } finally {
      await second.stop();
    }
  }, 300_000);
});
