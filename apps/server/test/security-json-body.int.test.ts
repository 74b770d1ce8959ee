import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { JSON_BODY_LIMITS } from '@creatorlens/core/security';
import { registerInternalErrorReply } from '../src/http/internal-error-reply.ts';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Hostile JSON bodies on every route family that parses JSON (better-auth under /api/auth, tRPC, the /v1 notification
 * API): nesting deep enough to overflow the stack of whatever walks the value, prototype keys, oversized bodies. Each
 * is refused with a 4xx that names the reason; none reaches a 500 or shows an engine's message.
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

const DEPTH_REASON = `JSON nested deeper than ${JSON_BODY_LIMITS.maxDepth} levels`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = (url: string, payload: string, extraHeaders: Record<string, string> = {}) =>
  app.server.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie, ...extraHeaders },
  });
const putPreferences = (payload: string) =>
  app.server.inject({
    method: 'PUT',
    url: `/v1/users/${notify.userId}/preferences/default`,
    payload,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': notify.userToken },
  });

const expectNoInternals = (body: string) => expect(body).not.toMatch(/call stack|RangeError|at .+\(.+:\d+:\d+\)/);

describe('deeply nested JSON', () => {
  it('is refused on the auth routes with 400 and the reason, where it used to overflow the stack (500)', async () => {
    for (const body of [
      `{"email":"deep@creatorlens.test","password":"a-good-password","name":"Deep","extra":${nestedObject(20_000)}}`,
      nestedArray(100_000),
    ]) {
      const response = await post('/api/auth/sign-up/email', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: DEPTH_REASON });
      expectNoInternals(response.body);
    }
    const signIn = await post('/api/auth/sign-in/email', nestedObject(JSON_BODY_LIMITS.maxDepth + 1));
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(DEPTH_REASON);
  });

  it('passes at the limit itself: the check counts levels, not brackets inside strings', async () => {
    const atLimit = `{"email":"nobody@creatorlens.test","password":"wrong-password","x":${nestedObject(JSON_BODY_LIMITS.maxDepth - 1)}}`;
    expect((await post('/api/auth/sign-in/email', atLimit)).statusCode).toBe(401);
    const bracketsInText = JSON.stringify({
      email: 'nobody@creatorlens.test',
      password: 'wrong-password',
      note: `${'['.repeat(5_000)}\\"{{`,
    });
    expect((await post('/api/auth/sign-in/email', bracketsInText)).statusCode).toBe(401);
  });

  it('is refused on tRPC mutations, batches and query inputs in tRPC error shape, with the request id', async () => {
    const single = await post('/api/trpc/user.updateProfile', `{"name":${nestedObject(50_000)}}`);
    expect(single.statusCode).toBe(400);
    const error = single.json().error;
    expect(error.message).toBe(DEPTH_REASON);
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'VALIDATION',
      requestId: single.headers['x-request-id'],
    });

    const batch = await post('/api/trpc/user.updateProfile,user.updateProfile?batch=1', `{"0":{"name":"ok"},"1":${nestedArray(40)}}`);
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toEqual([
      { error: expect.objectContaining({ message: DEPTH_REASON }) },
      { error: expect.objectContaining({ message: DEPTH_REASON }) },
    ]);

    const query = await app.server.inject({
      method: 'GET',
      url: `/api/trpc/artist.getArtistBySlug?input=${encodeURIComponent(`{"slug":${nestedArray(3_000)}}`)}`,
      headers: { cookie },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe(DEPTH_REASON);
    // tRPC reads the first of repeated `input` parameters; so does the check.
    const repeated = await app.server.inject({
      method: 'GET',
      url: `/api/trpc/artist.getArtistBySlug?input=${encodeURIComponent(nestedArray(3_000))}&input=${encodeURIComponent('{"slug":"x"}')}`,
      headers: { cookie },
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('is refused on the /v1 notification API in Knock error shape', async () => {
    const response = await putPreferences(`{"workflows":${nestedObject(30_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_json', message: DEPTH_REASON, status: 400, type: 'invalid_request_error' });
    expectNoInternals(response.body);
  });
});

describe('prototype keys', () => {
  it('are refused everywhere, also spelled with unicode escapes', async () => {
    const polluted = '{"email":"x@creatorlens.test","password":"a-good-password","__proto__":{"isAdmin":true}}';
    const escaped = '{"name":"x","constructor":{"\\u0070rototype":{"isAdmin":true}}}';
    const auth = await post('/api/auth/sign-in/email', polluted);
    expect(auth.statusCode).toBe(400);
    expect(auth.json().message).toBe('JSON with the key "__proto__" is refused');
    const trpc = await post('/api/trpc/user.updateProfile', escaped);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe('JSON with the key "constructor.prototype" is refused');
    const v1 = await putPreferences('{"\\u005f_proto__":{"polluted":true}}');
    expect(v1.statusCode).toBe(400);
    expect(v1.json().message).toBe('JSON with the key "__proto__" is refused');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('size', () => {
  it('stops reading a body past the limit (413) on every route family', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMITS.maxBytes) });
    expect((await post('/api/auth/sign-up/email', huge)).statusCode).toBe(413);
    expect((await post('/api/trpc/user.updateProfile', huge)).statusCode).toBe(413);
    expect((await putPreferences(huge)).statusCode).toBe(413);
  });
});

describe('internal errors', () => {
  it('are answered with a fixed text, never the thrown message', async () => {
    const server = Fastify({ logger: false });
    registerInternalErrorReply(server);
    server.get('/boom', async () => {
      throw new Error('relation "user" does not exist at /srv/app/db.ts:12:3');
    });
    server.get('/refused', async () => {
      throw Object.assign(new Error('Pick a shorter name.'), { statusCode: 422 });
    });
    const boom = await server.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: 'Something went wrong on our side.',
    });
    const refused = await server.inject({ method: 'GET', url: '/refused' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Pick a shorter name.');
    await server.close();
  });
});
