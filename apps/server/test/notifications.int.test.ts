import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import {
  encodeCursor,
  FEED_CHANNEL_ID,
  GUIDE_CHANNEL_ID,
  getNotifyKeys,
  NOTIFY_PUBLIC_KEY,
  signUserToken,
  triggerWorkflow,
} from '@creatorlens/core/notifications';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Node 20 has no global WebSocket; Phoenix takes it from the global object. The client builds its socket only when
// `window` exists, which is set after PGlite started (PGlite treats a global window as a browser).
Object.assign(globalThis, { WebSocket });
const knockModule = await import('@knocklabs/client');
// The package's types are CommonJS-flavoured for Node resolution; at runtime the ESM default export is the class.
type KnockConstructor = typeof knockModule.default.default;
const Knock = knockModule.default as unknown as KnockConstructor;

let app: TestApp;

let origin: string;
let member: string;
let orgAdmin: string;
let ids: { member: string; orgAdmin: string };
let artistId: string;
const clients: InstanceType<typeof Knock>[] = [];

async function userId(email: string): Promise<string> {
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

async function knockFor(cookie: string) {
  const config = await app.query(cookie, 'notification.getClientConfig');
  expect(config.status).toBe(200);
  const knock = new Knock(config.data.publicKey, { host: origin, logLevel: undefined });
  knock.authenticate(config.data.userId, config.data.userToken);
  clients.push(knock);
  return { knock, config: config.data };
}

const mention = (cookie: string, body: string) =>
  app.mutate(cookie, 'comment.createComment', { subjectType: 'artist', subjectId: artistId, body });

const until = async (check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const raw = (path: string, init: { method?: string; token?: string | null; apiKey?: string; body?: unknown } = {}) =>
  fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.apiKey ?? NOTIFY_PUBLIC_KEY}`,
      'content-type': 'application/json',
      ...(init.token ? { 'x-knock-user-token': init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

beforeAll(async () => {
  app = await createTestApp();
  Object.assign(globalThis, { window: {} });
  origin = await app.listenOnLoopback();
  member = await app.signIn('member@creatorlens.test');
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  ids = { member: await userId('member@creatorlens.test'), orgAdmin: await userId('org-admin@creatorlens.test') } as const;
  const artist = await app.query(member, 'artist.getArtistBySlug', { slug: 'fixture-artist' });
  artistId = artist.data.artist.id;
});
afterAll(async () => {
  for (const knock of clients) knock.teardown();
  await app?.close();
});

describe('notification.getClientConfig', () => {
  it('gives the signed-in user a public key, channel ids and an RS256 token for themselves only', async () => {
    const answer = await app.query(member, 'notification.getClientConfig');
    expect(answer.data).toMatchObject({
      publicKey: NOTIFY_PUBLIC_KEY,
      userId: ids.member,
      feedChannelId: FEED_CHANNEL_ID,
      guideChannelId: GUIDE_CHANNEL_ID,
    });
    const [header, payload] = answer.data.userToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: ids.member });
    expect(JSON.stringify(answer.data)).not.toContain('sk_');
    expect((await app.query(null, 'notification.getClientConfig')).status).toBe(401);
  });
});

describe('the official client against our server', () => {
  it('receives a mention live, then marks it read, interacted and archived', async () => {
    const { knock } = await knockFor(member);
    const feed = knock.feeds.initialize(FEED_CHANNEL_ID, { archived: 'exclude' });
    feed.listenForUpdates();
    await feed.fetch();
    const before = feed.getState().metadata.unread_count;
    let realtime = 0;
    feed.on('items.received.realtime', () => {
      realtime += 1;
    });
    // Let the socket join before the event.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = await mention(orgAdmin, `Look at this, @[Mia](${ids.member}) <img src=x onerror=alert(1)>`);
    expect(written.data.mentionedUserIds).toEqual([ids.member]);
    await until(() => realtime > 0 && feed.getState().items.length > 0 && feed.getState().metadata.unread_count === before + 1);
    const [item] = feed.getState().items;
    const body = item!.blocks.find((block) => block.name === 'body') as { rendered: string };
    expect(body.rendered).toContain('mentioned you in a comment on');
    // The injected markup arrives as inert text, never as an element.
    expect(body.rendered).not.toMatch(/<img/);
    expect(body.rendered).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(item!.data).toMatchObject({ artistSlug: 'fixture-artist' });
    expect(item!.actors[0]).toMatchObject({ id: ids.orgAdmin });

    await feed.markAsRead(item!);
    await feed.markAsInteracted(item!, { type: 'cell_click' });
    await feed.markAsArchived(item!);
    const [row] = await app.db().select().from(schema.notificationMessage).where(eq(schema.notificationMessage.id, item!.id));
    expect(row!.readAt).not.toBeNull();
    expect(row!.interactedAt).not.toBeNull();
    expect(row!.archivedAt).not.toBeNull();
    await feed.fetch();
    expect(feed.getState().items.find((candidate) => candidate.id === item!.id)).toBeUndefined();
  });

  it('pages with cursors, counts over all pages, and marks all as read and archived', async () => {
    const db = app.db();
    for (let index = 0; index < 7; index += 1) {
      await triggerWorkflow({ db }, { workflowKey: 'bot-alert', recipientIds: [ids.orgAdmin], data: { channelName: `Channel ${index}` } });
    }
    const { knock } = await knockFor(orgAdmin);
    const feed = knock.feeds.initialize(FEED_CHANNEL_ID, { page_size: 3 });
    await feed.fetch();
    const total = feed.getState().metadata.total_count;
    expect(total).toBeGreaterThanOrEqual(7);
    expect(feed.getState().items).toHaveLength(3);
    // fetchNextPage does not return the request's promise; wait for the store.
    await feed.fetchNextPage();
    await until(() => feed.getState().items.length === 6);
    expect(new Set(feed.getState().items.map((item) => item.id)).size).toBe(6);
    await feed.fetch({ status: 'unread' });
    expect(feed.getState().metadata.unread_count).toBe(total);

    await feed.markAllAsRead();
    await feed.fetch({ status: 'unread' });
    expect(feed.getState().items).toHaveLength(0);
    expect(feed.getState().metadata.unread_count).toBe(0);
    await feed.markAllAsArchived();
    await feed.fetch();
    expect(feed.getState().metadata.total_count).toBe(0);
  });

  it('renders feed items in the database exactly as before: ISO times, cursors, newer pages with before=', async () => {
    const db = app.db();
    for (let index = 0; index < 4; index += 1) {
      await triggerWorkflow({ db }, { workflowKey: 'bot-alert', recipientIds: [ids.member], data: { channelName: `Cursor ${index}` } });
    }
    const token = (await app.query(member, 'notification.getClientConfig')).data.userToken;
    const page = async (query: string) => {
      const response = await raw(`/v1/users/${ids.member}/feeds/${FEED_CHANNEL_ID}?archived=exclude&page_size=2${query}`, { token });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        entries: { id: string; __cursor: string; inserted_at: string; read_at: string | null }[];
        page_info: { after: string | null; before: string | null };
      };
    };
    const first = await page('');
    const [row] = await db.select().from(schema.notificationMessage).where(eq(schema.notificationMessage.id, first.entries[0]!.id));
    expect(first.entries[0]!.inserted_at).toBe(row!.insertedAt.toISOString());
    expect(first.entries[0]!.__cursor).toBe(encodeCursor(row!));
    expect(first.page_info.after).toBe(first.entries[1]!.__cursor);
    const second = await page(`&after=${first.page_info.after}`);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[1]!.id);
    expect(second.page_info.before).toBe(second.entries[0]!.__cursor);
    // Going back from the second page returns the first page again, newest first.
    const back = await page(`&before=${second.page_info.before}`);
    expect(back.entries.map((entry) => entry.id)).toEqual(first.entries.map((entry) => entry.id));
    const broken = await raw(`/v1/users/${ids.member}/feeds/${FEED_CHANNEL_ID}?after=not-a-cursor`, { token });
    expect(broken.status).toBe(400);
  });

  it('reads defaults and saves preferences; a disabled category stops the feed', async () => {
    const { knock } = await knockFor(member);
    const defaults = await knock.user.getPreferences();
    for (const category of ['collaboration', 'product_updates', 'app_notifications']) {
      expect(defaults.categories?.[category]).toEqual({ channel_types: { email: true, in_app_feed: true } });
    }
    const saved = await knock.user.setPreferences({
      channel_types: {},
      workflows: {},
      categories: {
        collaboration: { channel_types: { email: false, in_app_feed: true } },
        product_updates: { channel_types: { email: true, in_app_feed: true } },
        app_notifications: { channel_types: { email: false, in_app_feed: false } },
      },
    });
    expect(saved.categories?.app_notifications).toEqual({ channel_types: { email: false, in_app_feed: false } });
    const result = await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'channel-milestone', recipientIds: [ids.member], data: { channelName: 'X', followers: 1000 } },
    );
    expect(result.messageIds).toHaveLength(0);
    expect((await knock.user.getPreferences()).categories?.app_notifications).toEqual({
      channel_types: { email: false, in_app_feed: false },
    });
  });

  it('identifies and reads the user', async () => {
    const { knock } = await knockFor(member);
    await knock.user.identify({ licenseName: 'Agency', name: 'Someone Else' });
    const user = (await knock.user.get()) as Record<string, unknown>;
    expect(user).toMatchObject({ id: ids.member, licenseName: 'Agency' });
    expect(user.name).not.toBe('Someone Else');
  });

  it('queues a mail when the email preference is on', async () => {
    const before = await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'notification'));
    await mention(member, `Ping @[Ole](${ids.orgAdmin})`);
    const after = await app.db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'notification'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.toAddress).toBe('org-admin@creatorlens.test');
  });
});

describe('authorisation on the Knock API and socket', () => {
  it('answers 401 without or with a bad token and 403 for another user', async () => {
    const mine = await app.query(member, 'notification.getClientConfig');
    const path = `/v1/users/${ids.orgAdmin}/feeds/${FEED_CHANNEL_ID}`;
    expect((await raw(path)).status).toBe(401);
    expect((await raw(path, { token: 'not.a.token' })).status).toBe(401);
    expect((await raw(path, { token: mine.data.userToken })).status).toBe(403);
    expect((await raw(`/v1/users/${ids.member}/feeds/${FEED_CHANNEL_ID}`, { token: mine.data.userToken })).status).toBe(200);
    // A token signed by someone else's key is refused even with the right subject.
    const { generateKeyPairSync } = await import('node:crypto');
    const forged = signUserToken(
      { privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
      { userId: ids.orgAdmin, sessionId: 'any-session' },
    );
    expect((await raw(path, { token: forged.token })).status).toBe(401);
  });

  it("does not let A read or mark B's messages", async () => {
    const result = await triggerWorkflow({ db: app.db() }, { workflowKey: 'bot-alert', recipientIds: [ids.orgAdmin], data: {} });
    const foreignId = result.messageIds[0]!;
    const mine = await app.query(member, 'notification.getClientConfig');
    const token = mine.data.userToken;
    expect((await raw(`/v1/messages/${foreignId}`, { token })).status).toBe(403);
    expect((await raw('/v1/messages/batch/read', { method: 'POST', token, body: { message_ids: [foreignId] } })).status).toBe(403);
    expect((await raw(`/v1/messages/${foreignId}/archived`, { method: 'PUT', token })).status).toBe(403);
    const bulk = await raw(`/v1/channels/${FEED_CHANNEL_ID}/messages/bulk/read`, {
      method: 'POST',
      token,
      body: { user_ids: [ids.orgAdmin] },
    });
    expect(bulk.status).toBe(403);
    const [row] = await app.db().select().from(schema.notificationMessage).where(eq(schema.notificationMessage.id, foreignId));
    expect(row!.readAt).toBeNull();
    expect(row!.archivedAt).toBeNull();
  });

  it("refuses a socket join on another user's topic and a socket without a valid token", async () => {
    const mine = await app.query(member, 'notification.getClientConfig');
    const url = `${origin.replace('http', 'ws')}/ws/v1/websocket?user_token=${mine.data.userToken}&api_key=${NOTIFY_PUBLIC_KEY}&&vsn=2.0.0`;
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const replies: unknown[][] = [];
    socket.on('message', (data) => replies.push(JSON.parse(data.toString()) as unknown[]));
    socket.send(JSON.stringify(['1', '1', `feeds:${FEED_CHANNEL_ID}:${ids.orgAdmin}`, 'phx_join', { client_a: { archived: 'exclude' } }]));
    socket.send(JSON.stringify(['2', '2', `feeds:${FEED_CHANNEL_ID}:${ids.member}`, 'phx_join', { client_b: { archived: 'exclude' } }]));
    socket.send(JSON.stringify([null, '3', 'phoenix', 'heartbeat', {}]));
    await until(() => replies.filter((reply) => reply[3] === 'phx_reply').length >= 3);
    const byRef = (ref: string) => replies.find((reply) => reply[1] === ref && reply[3] === 'phx_reply')![4] as { status: string };
    expect(byRef('1').status).toBe('error');
    expect(byRef('2').status).toBe('ok');
    expect(byRef('3').status).toBe('ok');
    // Catch-up after (re)join: the current counts arrive as a new-message for the joined reference.
    await until(() => replies.some((reply) => reply[3] === 'new-message'));
    const catchUp = replies.find((reply) => reply[3] === 'new-message')![4] as { event: string; attn: string[] };
    expect(catchUp).toMatchObject({ event: 'new-message', attn: ['client_b'] });
    socket.close();

    const refused = new WebSocket(`${origin.replace('http', 'ws')}/ws/v1/websocket?user_token=bad&api_key=${NOTIFY_PUBLIC_KEY}&vsn=2.0.0`);
    const status = await new Promise<number>((resolve) =>
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });

  it('lets only the secret key trigger workflows', async () => {
    const keys = await getNotifyKeys(app.db());
    const mine = await app.query(member, 'notification.getClientConfig');
    const body = { recipients: [ids.member], data: { channelName: 'Y' } };
    expect((await raw('/v1/workflows/bot-alert/trigger', { method: 'POST', token: mine.data.userToken, body })).status).toBe(403);
    const accepted = await raw('/v1/workflows/bot-alert/trigger', { method: 'POST', apiKey: keys.secretKey, body });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toHaveProperty('workflow_run_id');
    expect((await raw('/v1/workflows/unknown/trigger', { method: 'POST', apiKey: keys.secretKey, body })).status).toBe(404);
  });
});
