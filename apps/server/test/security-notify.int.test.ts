import { randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { FEED_CHANNEL_ID, GUIDE_CHANNEL_ID, getNotifyKeys, NOTIFY_PUBLIC_KEY, triggerWorkflow } from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { SocketLeases } from '../src/notify/socket-leases.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The notification service from an attacker's side: a guest (or any user) trying to exhaust the server through the
 * /v1 API and the Phoenix socket, tokens used after the access behind them ended, a guessed secret key, and
 * e-mail addresses leaking through feed items. Every attack here must be refused, with nothing stored.
 */

interface ClientConfig {
  publicKey: string;
  userId: string;
  userToken: string;
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

let app: TestApp;
let origin: string;
let orgAdmin: string;
let platformAdmin: string;
let organizationId: string;
const openSockets: WebSocket[] = [];

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<number> => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
};

const configFor = async (cookie: string): Promise<ClientConfig> => {
  const answer = await app.query(cookie, 'notification.getClientConfig');
  expect(answer.status).toBe(200);
  return answer.data;
};

const v1 = (path: string, token: string, init: { method?: string; body?: unknown; apiKey?: string } = {}) =>
  fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.apiKey ?? NOTIFY_PUBLIC_KEY}`,
      'content-type': 'application/json',
      'x-knock-user-token': token,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** A raw Phoenix socket, or the HTTP status that refused its upgrade. */
async function connect(token: string) {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`);
  const refusedWith = await new Promise<number | null>((resolve, reject) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', reject);
  });
  if (refusedWith !== null) return { refusedWith } as const;
  openSockets.push(ws);
  const frames: Frame[] = [];
  let closeCode: number | null = null;
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  ws.on('close', (code) => (closeCode = code));
  let ref = 0;
  const join = async (topic: string, params: Record<string, unknown> = {}) => {
    const id = String((ref += 1));
    ws.send(JSON.stringify([id, id, topic, 'phx_join', params]));
    await until(() => frames.some((frame) => frame[1] === id && frame[3] === 'phx_reply'));
    return frames.find((frame) => frame[1] === id && frame[3] === 'phx_reply')![4] as { status: string; response: { reason?: string } };
  };
  const leave = async (topic: string) => {
    const id = String((ref += 1));
    ws.send(JSON.stringify([id, id, topic, 'phx_leave', {}]));
    await until(() => frames.some((frame) => frame[1] === id));
  };
  return { refusedWith: null, ws, frames, join, leave, closeCode: () => closeCode } as const;
}

type OpenSocket = Extract<Awaited<ReturnType<typeof connect>>, { refusedWith: null }>;
const mustOpen = async (token: string): Promise<OpenSocket> => {
  const socket = await connect(token);
  if (socket.refusedWith !== null) throw new Error(`socket refused with ${socket.refusedWith}`);
  return socket;
};

const feedTopic = (userId: string, channelId = FEED_CHANNEL_ID) => `feeds:${channelId}:${userId}`;

/** A fresh user with a session (and its cookie), so tests that end access do not disturb each other. */
async function freshUser(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@creatorlens.test`;
  const cookie = await app.signUp({ name: `Attacker ${label}`, email });
  const [row] = await app.db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return { cookie, userId: row!.id, config: await configFor(cookie) };
}

const countRows = async (
  table: 'notification_preference' | 'notification_channel_data' | 'notification_guide_engagement',
  userId: string,
) => {
  const column = table === 'notification_channel_data' ? sql.raw('object_id') : sql.raw('user_id');
  const result = (await app.db().execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${column} = ${userId}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.listenOnLoopback();
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
  const session = await app.query(orgAdmin, 'user.getSessionUser');
  organizationId = session.data!.organization!.id;
});

afterAll(async () => {
  for (const ws of openSockets) ws.terminate();
  await app?.close();
});

describe('finding 1: anonymous resource exhaustion is capped', () => {
  it(`refuses a guest's socket number ${NOTIFY_CAPS.socketsPerUser + 1} with 429 and admits a new one once one closes`, async () => {
    const guest = await configFor(await app.signInAsGuest());
    const sockets: OpenSocket[] = [];
    for (let index = 0; index < NOTIFY_CAPS.socketsPerUser; index += 1) sockets.push(await mustOpen(guest.userToken));
    expect((await connect(guest.userToken)).refusedWith).toBe(429);
    sockets[0]!.ws.close();
    await until(async () => (await connect(guest.userToken)).refusedWith === null);
  });

  it('counts sockets the user holds on other server processes (lease rows in the database)', async () => {
    const { config } = await freshUser('leases');
    // A second process sharing the database: its own lease slot, its own sockets of this user.
    const otherProcess = new SocketLeases(app.db());
    const heldElsewhere = 4;
    for (let index = 0; index < heldElsewhere; index += 1) expect(await otherProcess.acquire(config.userId)).toBe(true);
    for (let index = 0; index < NOTIFY_CAPS.socketsPerUser - heldElsewhere; index += 1) await mustOpen(config.userToken);
    expect((await connect(config.userToken)).refusedWith).toBe(429);
    // ...and the other process is refused too now that this one holds the rest.
    expect(await otherProcess.acquire(config.userId)).toBe(false);
    await otherProcess.release(config.userId);
    expect((await mustOpen(config.userToken)).refusedWith).toBeNull();
    await otherProcess.clear();
  });

  it(`refuses a join beyond ${NOTIFY_CAPS.joinsPerSocket} topics, beyond ${NOTIFY_CAPS.joinsPerSocket} joins a minute, and with more than ${NOTIFY_CAPS.referencesPerJoin} references`, async () => {
    const guest = await configFor(await app.signInAsGuest());
    const holder = await mustOpen(guest.userToken);
    // Feed topics of the user's own id on made-up channels: each one allowed on its own.
    const topics = Array.from({ length: NOTIFY_CAPS.joinsPerSocket + 1 }, () => feedTopic(guest.userId, randomUUID()));
    for (const topic of topics.slice(0, -1)) expect((await holder.join(topic)).status).toBe('ok');
    const refused = await holder.join(topics.at(-1)!);
    expect(refused).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('too many topics') } });

    const churner = await mustOpen(guest.userToken);
    const topic = feedTopic(guest.userId);
    for (let index = 0; index < NOTIFY_CAPS.joinsPerSocket; index += 1) {
      expect((await churner.join(topic)).status).toBe('ok');
      await churner.leave(topic);
    }
    expect(await churner.join(topic)).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('too many joins') } });

    const referencing = await mustOpen(guest.userToken);
    const references = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`client_${index}`, { archived: 'exclude', page_size: index + 1 }]));
    const tooMany = await referencing.join(topic, references(NOTIFY_CAPS.referencesPerJoin + 1));
    expect(tooMany).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('too many references') } });
    expect((await referencing.join(topic, references(NOTIFY_CAPS.referencesPerJoin))).status).toBe('ok');
  });

  it(`stores at most ${NOTIFY_CAPS.preferenceSetsPerUser} preference sets and ${NOTIFY_CAPS.channelDataPerUser} channel data entries per user (422, nothing stored)`, async () => {
    const guest = await configFor(await app.signInAsGuest());
    const base = `/v1/users/${guest.userId}`;
    for (let index = 0; index < NOTIFY_CAPS.preferenceSetsPerUser; index += 1) {
      expect(
        (await v1(`${base}/preferences/set-${index}`, guest.userToken, { method: 'PUT', body: { channel_types: { email: false } } }))
          .status,
      ).toBe(200);
    }
    const overPreferences = await v1(`${base}/preferences/one-too-many`, guest.userToken, {
      method: 'PUT',
      body: { channel_types: { email: false } },
    });
    expect(overPreferences.status).toBe(422);
    expect(((await overPreferences.json()) as { message: string }).message).toMatch(/at most 10 preference sets/);
    // Rewriting a set the user already has is still fine.
    expect(
      (await v1(`${base}/preferences/set-0`, guest.userToken, { method: 'PUT', body: { channel_types: { email: true } } })).status,
    ).toBe(200);
    expect(await countRows('notification_preference', guest.userId)).toBe(NOTIFY_CAPS.preferenceSetsPerUser);
    // One set cannot grow without bound either.
    const huge = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`workflow-${index}`, false]));
    expect((await v1(`${base}/preferences/set-1`, guest.userToken, { method: 'PUT', body: { workflows: huge } })).status).toBe(400);

    for (let index = 0; index < NOTIFY_CAPS.channelDataPerUser; index += 1) {
      expect(
        (await v1(`${base}/channel_data/channel-${index}`, guest.userToken, { method: 'PUT', body: { data: { tokens: ['t'] } } })).status,
      ).toBe(200);
    }
    expect(
      (await v1(`${base}/channel_data/one-too-many`, guest.userToken, { method: 'PUT', body: { data: { tokens: ['t'] } } })).status,
    ).toBe(422);
    expect((await v1(`${base}/channel_data/channel-0`, guest.userToken, { method: 'PUT', body: { data: { tokens: ['u'] } } })).status).toBe(
      200,
    );
    expect(await countRows('notification_channel_data', guest.userId)).toBe(NOTIFY_CAPS.channelDataPerUser);
  });

  it(`stores at most ${NOTIFY_CAPS.guideStepsPerUser} guide step engagements per user, whatever step refs the client invents`, async () => {
    const [guide] = await app
      .db()
      .insert(schema.notificationGuide)
      .values({
        key: `cap-guide-${randomUUID()}`,
        type: 'banner',
        channelId: GUIDE_CHANNEL_ID,
        content: { title: 'Hi' },
        audience: { kind: 'all' },
      })
      .returning();
    const guest = await configFor(await app.signInAsGuest());
    const path = `/v1/users/${guest.userId}/guides/messages/seen`;
    const put = (stepRef: string) =>
      v1(path, guest.userToken, { method: 'PUT', body: { guide_id: guide!.id, guide_key: guide!.key, guide_step_ref: stepRef } });
    for (let start = 0; start < NOTIFY_CAPS.guideStepsPerUser; start += 25) {
      const statuses = await Promise.all(
        Array.from({ length: 25 }, (_, offset) => put(`step_${start + offset}`).then((response) => response.status)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    expect((await put('one-too-many')).status).toBe(422);
    expect((await put('step_0')).status).toBe(200);
    expect((await put('x'.repeat(65))).status).toBe(400);
    expect(await countRows('notification_guide_engagement', guest.userId)).toBe(NOTIFY_CAPS.guideStepsPerUser);
  }, 60_000);
});

describe('finding 2: tokens and sockets die with the access behind them', () => {
  /** Opens a socket joined to the user's feed and checks HTTP works, then runs `endAccess` and waits for both to stop. */
  async function expectRevoked(user: { userId: string; config: ClientConfig }, endAccess: () => Promise<void>) {
    const feedPath = `/v1/users/${user.userId}/feeds/${FEED_CHANNEL_ID}?archived=exclude`;
    expect((await v1(feedPath, user.config.userToken)).status).toBe(200);
    const socket = await mustOpen(user.config.userToken);
    expect((await socket.join(feedTopic(user.userId), { client_a: { archived: 'exclude' } })).status).toBe('ok');
    const endedAt = Date.now();
    await endAccess();
    await until(async () => (await v1(feedPath, user.config.userToken)).status === 401);
    await until(() => socket.closeCode() !== null);
    const seconds = (Date.now() - endedAt) / 1000;
    expect(socket.closeCode()).toBe(4001);
    expect(seconds).toBeLessThan(8);
    expect((await connect(user.config.userToken)).refusedWith).toBe(403);
    return seconds;
  }

  it('after sign-out', async () => {
    const user = await freshUser('signout');
    await expectRevoked(user, async () => {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        payload: {},
        headers: { cookie: user.cookie, origin: ORIGIN },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('after a ban', async () => {
    const user = await freshUser('banned');
    await expectRevoked(user, async () => {
      expect((await app.mutate(platformAdmin, 'admin.banUser', { userId: user.userId, reason: 'abuse' })).status).toBe(200);
    });
  });

  it('after the guest time is up', async () => {
    const cookie = await app.signInAsGuest();
    const config = await configFor(cookie);
    await expectRevoked({ userId: config.userId, config }, async () => {
      await app
        .db()
        .update(schema.user)
        .set({ guestExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.user.id, config.userId));
    });
  });

  it("takes the organisation's lists topic away after removal from the organisation", async () => {
    const user = await freshUser('removed');
    const memberId = randomUUID();
    await app.db().insert(schema.member).values({ id: memberId, organizationId, userId: user.userId, role: 'member' });
    const socket = await mustOpen(user.config.userToken);
    expect((await socket.join(`lists:${organizationId}`)).status).toBe('ok');
    expect((await app.mutate(orgAdmin, 'member.removeMember', { memberId })).status).toBe(200);
    await until(() => socket.frames.some((frame) => frame[2] === `lists:${organizationId}` && frame[3] === 'phx_close'));
    // No more list events reach it, and joining again is refused; the socket itself (own feed) stays usable.
    expect((await socket.join(`lists:${organizationId}`)).status).toBe('error');
    expect((await socket.join(feedTopic(user.userId))).status).toBe('ok');
    const [row] = await app
      .db()
      .select()
      .from(schema.member)
      .where(and(eq(schema.member.userId, user.userId), eq(schema.member.organizationId, organizationId)));
    expect(row).toBeUndefined();
  });

  it('refuses correctly signed tokens without exp or without sid, on HTTP and on the socket', async () => {
    const user = await freshUser('claims');
    const { sid } = JSON.parse(Buffer.from(user.config.userToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
    expect(sid).toEqual(expect.any(String));
    const keys = await getNotifyKeys(app.db());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = (claims: object) => {
      const input = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
      return `${input}.${sign('RSA-SHA256', Buffer.from(input), keys.privateKey).toString('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const forever = signed({ sub: user.userId, sid, iat: now });
    const sessionless = signed({ sub: user.userId, iat: now, exp: now + 3600 });
    const otherSession = signed({ sub: user.userId, sid: 'not-a-session', iat: now, exp: now + 3600 });
    const path = `/v1/users/${user.userId}/feeds/${FEED_CHANNEL_ID}`;
    for (const token of [forever, sessionless, otherSession]) {
      expect((await v1(path, token)).status).toBe(401);
      expect((await connect(token)).refusedWith).toBe(403);
    }
    expect((await v1(path, signed({ sub: user.userId, sid, iat: now, exp: now + 3600 }))).status).toBe(200);
  });

  it("refuses a token naming another user's session", async () => {
    const victim = await freshUser('victim');
    const attacker = await freshUser('attacker');
    const { sid } = JSON.parse(Buffer.from(victim.config.userToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
    const keys = await getNotifyKeys(app.db());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const input = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ sub: attacker.userId, sid, iat: now, exp: now + 3600 })}`;
    const token = `${input}.${sign('RSA-SHA256', Buffer.from(input), keys.privateKey).toString('base64url')}`;
    expect((await v1(`/v1/users/${attacker.userId}/feeds/${FEED_CHANNEL_ID}`, token)).status).toBe(401);
  });
});

describe('finding 3: secret key and e-mail addresses', () => {
  it('refuses a wrong secret key of the right shape and accepts the right one', async () => {
    const keys = await getNotifyKeys(app.db());
    const wrong = `sk_${'A'.repeat(keys.secretKey.length - 3)}`;
    const trigger = (apiKey: string) =>
      fetch(`${origin}/v1/workflows/bot-alert/trigger`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipients: [], data: {} }),
      });
    expect((await trigger(wrong)).status).toBe(401);
    expect((await trigger(keys.secretKey.slice(0, -1))).status).toBe(401);
    expect((await trigger(keys.secretKey)).status).not.toBe(401);
  });

  it("shows other users an actor's name and avatar but never the e-mail address", async () => {
    const recipient = await freshUser('reader');
    const [actor] = await app.db().select().from(schema.user).where(eq(schema.user.email, 'org-admin@creatorlens.test'));
    await triggerWorkflow(
      { db: app.db() },
      { workflowKey: 'bot-alert', recipientIds: [recipient.userId], actorId: actor!.id, data: { channelName: 'Leak test' } },
    );
    const response = await v1(`/v1/users/${recipient.userId}/feeds/${FEED_CHANNEL_ID}?archived=exclude`, recipient.config.userToken);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain('org-admin@creatorlens.test');
    const feed = JSON.parse(text) as { entries: { actors: { name: string; email: unknown }[] }[] };
    expect(feed.entries[0]!.actors[0]).toMatchObject({ name: expect.any(String), email: null });
    expect(feed.entries[0]!.actors[0]!.name).not.toBe('');
  });
});
