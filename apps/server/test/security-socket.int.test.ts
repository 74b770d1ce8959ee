import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { mustOpenRawSocket, openRawSocket, type RawSocket } from './support/phoenix-raw-socket.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The Phoenix socket from a hostile client's side: frames no client library would send must close that one socket
 * with a WebSocket close code, never the process, and the work one socket can cause stays within the caps.
 * Every test ends by checking that another user's socket and /healthz still answer.
 */

/** Codes a bad frame may close its socket with: unsupported data, invalid payload, policy, too big. */
const FRAME_RULE_CLOSE_CODES = [1003, 1007, 1008, 1009];

let app: TestApp;
let origin: string;
let bystander: RawSocket;
const opened: RawSocket[] = [];

async function guest() {
  const cookie = await app.signInAsGuest();
  const answer = await app.query(cookie, 'notification.getClientConfig');
  return answer.data as { userId: string; userToken: string };
}

async function open(token: string): Promise<RawSocket> {
  const socket = await mustOpenRawSocket(origin, token);
  opened.push(socket);
  return socket;
}

/** The server is still serving everyone else: a bystander's heartbeat and /healthz answer. */
async function expectServerStillUp() {
  expect(await bystander.heartbeat()).toBe(true);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.listenOnLoopback();
  bystander = await open((await guest()).userToken);
});

afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await app?.close();
});

describe('a single frame never takes the process down', () => {
  it('closes a socket that sends a text frame which is not UTF-8 with 1007', async () => {
    const attacker = await open((await guest()).userToken);
    attacker.ws.send(Buffer.from([0x5b, 0xff, 0xfe, 0xc3, 0x28, 0x5d]), { binary: false });
    expect(await attacker.closed()).toBe(1007);
    await expectServerStillUp();
  });

  it(`closes a socket that sends a frame over ${NOTIFY_CAPS.frameBytes} bytes with 1009`, async () => {
    const attacker = await open((await guest()).userToken);
    attacker.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(NOTIFY_CAPS.frameBytes) }]));
    expect(await attacker.closed()).toBe(1009);
    await expectServerStillUp();
  });

  it('closes a socket that sends a binary frame with 1003', async () => {
    const attacker = await open((await guest()).userToken);
    attacker.ws.send(Buffer.from('["1","1","phoenix","heartbeat",{}]'), { binary: true });
    expect(await attacker.closed()).toBe(1003);
    await expectServerStillUp();
  });

  it.each([
    ['not JSON', '{"unterminated'],
    ['a JSON object instead of a frame', '{"topic":"phoenix"}'],
    ['a frame of four elements', '["1","1","phoenix","heartbeat"]'],
    ['a numeric topic', '["1","1",42,"heartbeat",{}]'],
    ['an array payload', '["1","1","phoenix","heartbeat",[]]'],
    ['a ref of 10,000 characters', JSON.stringify(['1', 'r'.repeat(10_000), 'phoenix', 'heartbeat', {}])],
    ['a payload 30,000 levels deep', `["1","1","phoenix","phx_join",{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}]`],
    [
      `a payload of ${NOTIFY_CAPS.framePayloadValues + 1} values`,
      JSON.stringify(['1', '1', 'phoenix', 'phx_join', { a: Array(NOTIFY_CAPS.framePayloadValues + 1).fill(0) }]),
    ],
  ])('closes a socket that sends %s with 1007', async (_label, text) => {
    const attacker = await open((await guest()).userToken);
    attacker.ws.send(text);
    expect(await attacker.closed()).toBe(1007);
    await expectServerStillUp();
  });
});

describe('rates and join work are bounded per socket and per user', () => {
  it(`closes a socket that sends frames faster than ${NOTIFY_CAPS.framesPerSecondPerSocket} a second beyond a burst of ${NOTIFY_CAPS.frameBurstPerSocket} with 1008`, async () => {
    const attacker = await open((await guest()).userToken);
    for (let index = 0; index < NOTIFY_CAPS.frameBurstPerSocket * 3; index += 1) {
      attacker.ws.send(JSON.stringify([null, String(index), 'phoenix', 'heartbeat', {}]));
    }
    expect(await attacker.closed()).toBe(1008);
    await expectServerStillUp();
  });

  it("counts a user's frames over all of the user's sockets", async () => {
    const { userToken } = await guest();
    const sockets = await Promise.all(Array.from({ length: 4 }, () => open(userToken)));
    // Each socket stays within its own burst; together they pass the user's.
    const perSocket = Math.ceil((NOTIFY_CAPS.frameBurstPerUser * 1.5) / sockets.length);
    expect(perSocket).toBeLessThan(NOTIFY_CAPS.frameBurstPerSocket);
    for (const socket of sockets) {
      for (let index = 0; index < perSocket; index += 1) socket.ws.send(JSON.stringify([null, String(index), 'phoenix', 'heartbeat', {}]));
    }
    const codes = await Promise.all(sockets.map((socket) => socket.closed(3_000)));
    expect(codes).toContain(1008);
    await expectServerStillUp();
  });

  it(`refuses a join that brings a socket above ${NOTIFY_CAPS.distinctFiltersPerSocket} distinct feed filters`, async () => {
    const user = await guest();
    const socket = await open(user.userToken);
    const topic = `feeds:${randomUUID()}:${user.userId}`;
    // The flood seen in the attack had a different filter on each of 50 references; trigger_data varies it here.
    const distinct = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`ref_${index}`, { archived: 'exclude', trigger_data: { index } }]));
    const refused = await socket.join(topic, distinct(NOTIFY_CAPS.distinctFiltersPerSocket + 1));
    expect(refused).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('too many feed filters') } });
    expect((await socket.join(topic, distinct(NOTIFY_CAPS.distinctFiltersPerSocket))).status).toBe('ok');
    // Fifty references sharing the filters already held cost nothing more and are accepted.
    const sameFilters = Object.fromEntries(
      Array.from({ length: NOTIFY_CAPS.referencesPerJoin }, (_, index) => [
        `ref_${index}`,
        { archived: 'exclude', trigger_data: { index: index % NOTIFY_CAPS.distinctFiltersPerSocket } },
      ]),
    );
    expect((await socket.join(topic, sameFilters)).status).toBe('ok');
    // Another topic on the same socket counts against the same filter budget.
    const other = await socket.join(`feeds:${randomUUID()}:${user.userId}`, {
      extra: { archived: 'include', trigger_data: { other: true } },
    });
    expect(other).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('too many feed filters') } });
    await expectServerStillUp();
  });

  it(`refuses upgrade number ${NOTIFY_CAPS.upgradesPerUserPerMinute + 1} of one user within a minute with 429`, async () => {
    const { userToken } = await guest();
    for (let index = 0; index < NOTIFY_CAPS.upgradesPerUserPerMinute; index += 1) {
      const socket = await openRawSocket(origin, userToken);
      if ('refusedWith' in socket) throw new Error(`upgrade ${index + 1} refused with ${socket.refusedWith}`);
      socket.ws.close();
      await socket.closed();
    }
    expect(await openRawSocket(origin, userToken)).toEqual({ refusedWith: 429 });
    await expectServerStillUp();
  });
});

describe('property: random and malformed frames', () => {
  it('answer each frame or close that socket with a frame-rule code; the server keeps serving', async () => {
    let user = await guest();
    let upgrades = 1;
    let socket = await open(user.userToken);
    const topicOf = (kind: number) =>
      kind === 0
        ? 'phoenix'
        : kind === 1
          ? `feeds:${randomUUID()}:${user.userId}`
          : kind === 2
            ? `lists:${randomUUID()}`
            : `guides:${randomUUID()}`;
    const frameText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      fc
        .tuple(
          fc.option(fc.string({ maxLength: 8 })),
          fc.option(fc.string({ maxLength: 8 })),
          fc.integer({ min: 0, max: 3 }),
          fc.constantFrom('phx_join', 'phx_leave', 'heartbeat', 'new-message', '', 'x'.repeat(100)),
          fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
        )
        .map(([joinRef, ref, topic, event, payload]) => JSON.stringify([joinRef, ref, topicOf(topic), event, payload])),
    );
    const message = fc.oneof(
      frameText.map((text) => ({ data: Buffer.from(text), binary: false })),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ data: Buffer.from(bytes), binary: false })),
      fc.uint8Array({ maxLength: 100 }).map((bytes) => ({ data: Buffer.from(bytes), binary: true })),
    );
    await fc.assert(
      fc.asyncProperty(message, async ({ data, binary }) => {
        if (socket.closeCode() !== null) {
          // Stay under the upgrade cap: a fresh guest every few dozen reconnects.
          if (upgrades >= NOTIFY_CAPS.upgradesPerUserPerMinute - 5) {
            user = await guest();
            upgrades = 0;
          }
          socket = await open(user.userToken);
          upgrades += 1;
        }
        socket.ws.send(data, { binary });
        const isAlive = await socket.heartbeat(5_000);
        if (!isAlive) expect(FRAME_RULE_CLOSE_CODES).toContain(await socket.closed(5_000));
      }),
      { numRuns: 150 },
    );
    await expectServerStillUp();
  });
});
