import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { JSON_BODY_LIMITS } from '@creatorlens/core/security';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Random and malformed bodies against a sample of every HTTP route family that reads a body: tRPC procedures, the
 * better-auth routes and the /v1 notification API. Whatever arrives, the server answers below 500 without an engine's
 * message, answers 4xx to what is malformed by construction, and is still up afterwards. (bad-input.int.test.ts sends
 * well-formed JSON of random shape to every procedure; this file is about the bytes around it.)
 */

let app: TestApp;
let cookie: string;
let notify: { userId: string; userToken: string };

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn('org-admin@creatorlens.test');
  const config = await app.query(cookie, 'notification.getClientConfig');
  notify = { userId: config.data.userId, userToken: config.data.userToken };
});
afterAll(() => app.close());

interface Target {
  method: 'POST' | 'PUT';
  url: () => string;
  headers: () => Record<string, string>;
}

const browser = () => ({ origin: ORIGIN, cookie });
const knock = () => ({ authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': notify.userToken });
// No route that ends the test's session (sign-out, revoke-*): the later cases would then only test the 401 path.
const TARGETS: Target[] = [
  ...['user.updateProfile', 'newsletter.subscribeEmail', 'watchlist.createWatchlist', 'campaign.createCampaign', 'tag.createTag'].map(
    (procedure): Target => ({ method: 'POST', url: () => `/api/trpc/${procedure}`, headers: browser }),
  ),
  { method: 'POST', url: () => '/api/trpc/user.updateProfile,tag.createTag?batch=1', headers: browser },
  ...['sign-in/email', 'sign-up/email', 'request-password-reset', 'change-password', 'change-email'].map((path): Target => ({
    method: 'POST',
    url: () => `/api/auth/${path}`,
    headers: browser,
  })),
  { method: 'PUT', url: () => `/v1/users/${notify.userId}/preferences/default`, headers: knock },
  { method: 'PUT', url: () => `/v1/users/${notify.userId}/channel_data/fuzz-channel`, headers: knock },
  { method: 'POST', url: () => '/v1/messages/batch/read', headers: knock },
  { method: 'PUT', url: () => `/v1/users/${notify.userId}`, headers: knock },
];

interface Body {
  payload: string | Buffer;
  /** Malformed by construction: the server must refuse it (4xx), not just survive it. */
  isMalformed: boolean;
}

const nest = (depth: number, leaf: string, isArray: boolean) =>
  isArray ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"k":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

const bodies: fc.Arbitrary<Body> = fc.oneof(
  fc
    .uint8Array({ minLength: 1, maxLength: 300 })
    .map((bytes) => ({ payload: Buffer.concat([Buffer.from([0xff]), bytes]), isMalformed: true })),
  // Invalid UTF-8 inside an otherwise well-formed JSON string: decoded with replacement characters, never a crash.
  fc.constantFrom([0xc3, 0x28], [0xe2, 0x28, 0xa1], [0xf0, 0x90, 0x28, 0xbc], [0xed, 0xa0, 0x80], [0xc0, 0xaf]).map((bytes) => ({
    payload: Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from('","email":"a@b.c"}')]),
    isMalformed: false,
  })),
  fc
    .record({ depth: fc.integer({ min: JSON_BODY_LIMITS.maxDepth + 1, max: 60_000 }), isArray: fc.boolean() })
    .map(({ depth, isArray }) => ({
      payload: nest(depth, '1', isArray),
      isMalformed: true,
    })),
  fc.constantFrom('1e999', '-1e400', '123456789012345678901234567890123456789', '1e-400', '0.' + '9'.repeat(5000)).map((number) => ({
    payload: `{"name":${number},"email":${number},"password":${number},"page":${number},"limit":${number}}`,
    isMalformed: false,
  })),
  fc
    .tuple(fc.constantFrom('"__proto__"', '"\\u005f_proto__"', '"constructor":{"prototype"'), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => ({
      payload: key.startsWith('"constructor"')
        ? `{"name":"x",${key}:${JSON.stringify(value)}}}`
        : `{"name":"x","nested":{${key}:{"isAdmin":true}},"v":${JSON.stringify(value)}}`,
      isMalformed: true,
    })),
  fc.string({ maxLength: 200 }).map((text) => ({ payload: `{"name":${text}`, isMalformed: true })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ payload: JSON.stringify(value), isMalformed: false })),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/xml',
  null,
);

const INTERNALS = /call stack|RangeError|TypeError|SyntaxError: |at .+\(.+:\d+:\d+\)|node_modules|relation "|duplicate key/;

describe('hostile HTTP bodies', () => {
  it('never answer 5xx nor show internals, and malformed ones get a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), bodies, contentTypes, async (target, body, contentType) => {
        const response = await app.server.inject({
          method: target.method,
          url: target.url(),
          payload: body.payload,
          headers: { ...target.headers(), ...(contentType ? { 'content-type': contentType } : {}) },
        });
        const label = `${target.method} ${target.url()} [${contentType}] -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.body, label).not.toMatch(INTERNALS);
        const isJson = contentType?.startsWith('application/json') ?? false;
        if (body.isMalformed || !isJson) expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
    const health = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect((await app.query(cookie, 'user.getSessionUser')).status).toBe(200);
  });
});
