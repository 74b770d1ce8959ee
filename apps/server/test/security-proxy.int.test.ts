import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRateLimitRules } from '@creatorlens/core/security';
import { registerSecurityHeaders } from '../src/http/security-headers.ts';
import { readTrustProxy } from '../src/http/trust-proxy.ts';
import { checkNginxConfig, hasNginx, NGINX_BINARY, requestThrough, startNginx, type RunningNginx } from './support/nginx-proxy.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Per-address limits behind the documented proxy: a client that writes a new left-most X-Forwarded-For on every
 * request stays one client, through a real nginx running the sample config's proxy directives. And HSTS on https.
 */

const PUBLIC_URL = 'https://creatorlens.example.com';
const HSTS = 'max-age=31536000; includeSubDomains';
const GUEST_LIMIT = 2;

const SAMPLE = readFileSync(new URL('../../../docs/deploy/nginx.conf', import.meta.url), 'utf8');
const sampleLocation = /\n {2}location \/ \{\n([\s\S]*?)\n {2}\}\n/.exec(SAMPLE)?.[1] ?? '';
const sampleHstsLines = SAMPLE.split('\n').filter((line) => /^\s*(add_header|proxy_hide_header) Strict-Transport-Security\b/.test(line));
// What an operator who kept nginx's usual append gets (the sample replaces the header instead).
const appendingLocation = sampleLocation.replace(
  /proxy_set_header X-Forwarded-For [^;]+;/,
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    trustProxy: readTrustProxy('on'),
    isAuthRateLimitEnabled: true,
    rateLimits: { ...readRateLimitRules({}), guestIp: { limit: GUEST_LIMIT, windowSeconds: 3600 } },
  });
});
afterAll(() => app.close());

const forgedAddress = (index: number) => `198.51.100.${(index % 250) + 1}`;

describe.skipIf(!hasNginx)(
  hasNginx ? 'behind nginx with the sample config' : `behind nginx: skipped, ${NGINX_BINARY} is missing (apt-get install nginx)`,
  () => {
    let nginx: RunningNginx;
    let sampleProxy: number;
    let appendingProxy: number;
    beforeAll(async () => {
      expect(sampleLocation, 'docs/deploy/nginx.conf has a "location / { ... }" block').toContain('X-Forwarded-For');
      expect(sampleHstsLines, 'docs/deploy/nginx.conf sends Strict-Transport-Security').toHaveLength(2);
      const appPort = new URL(await app.listenOnLoopback()).port;
      nginx = await startNginx(2, ([sample, appending]) => {
        const server = (port: number | undefined, location: string) =>
          `server {\n listen 127.0.0.1:${port};\n${sampleHstsLines.join('\n')}\n location / {\n${location}\n }\n}`;
        return [
          `upstream creatorlens { server 127.0.0.1:${appPort}; keepalive 8; }`,
          server(sample, sampleLocation),
          server(appending, appendingLocation),
        ].join('\n');
      });
      [sampleProxy = 0, appendingProxy = 0] = nginx.ports;
    });
    afterAll(() => nginx?.stop());

    const post = (port: number, client: string, path: string, forwardedFor: string, payload: object) =>
      requestThrough(port, {
        method: 'POST',
        path,
        localAddress: client,
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(payload),
      });
    const guestSignIn = (port: number, client: string, forwardedFor: string) =>
      post(port, client, '/api/auth/sign-in/anonymous', forwardedFor, {});

    const expectGuestLimitBinds = async (port: number, client: string, otherClient: string) => {
      const statuses: number[] = [];
      for (let index = 0; index < GUEST_LIMIT; index += 1) {
        statuses.push((await guestSignIn(port, client, forgedAddress(index))).status);
      }
      expect(statuses).toEqual(Array(GUEST_LIMIT).fill(200));
      const refused = await guestSignIn(port, client, `${forgedAddress(GUEST_LIMIT)}, ${forgedAddress(GUEST_LIMIT + 1)}`);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['strict-transport-security']).toBe(HSTS);
      // Another client behind the same proxy keeps its own allowance: the limit is per client, not per proxy.
      expect((await guestSignIn(port, otherClient, forgedAddress(0))).status).toBe(200);
    };

    it('refuses guest sign-ins past the per-address limit however the client rotates X-Forwarded-For', async () => {
      await expectGuestLimitBinds(sampleProxy, '127.0.0.2', '127.0.0.3');
    });

    it('refuses them too when the proxy appends to the forged header (TRUST_PROXY=on reads the right-most entry)', async () => {
      await expectGuestLimitBinds(appendingProxy, '127.0.0.4', '127.0.0.5');
    });

    it("keeps better-auth's sign-in limiter on the real client address", async () => {
      const attempt = (client: string, index: number) =>
        post(appendingProxy, client, '/api/auth/sign-in/email', forgedAddress(index), {
          email: 'member@creatorlens.test',
          password: 'guessing-wrong',
        });
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await attempt('127.0.0.6', index)).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses).toContain(429);
      expect((await attempt('127.0.0.7', 0)).status).toBe(401);
    });

    it("is a config Debian's nginx loads as a whole (nginx -t, with a test certificate and free ports)", async () => {
      const { isValid, output } = await checkNginxConfig(2, (folder, [https, http]) => {
        const testable = SAMPLE.replace(/^ {2}listen 443 /m, `  listen 127.0.0.1:${https} `)
          .replace(/^ {2}listen 80;/m, `  listen 127.0.0.1:${http};`)
          .replace(/\/etc\/letsencrypt\/\S+\/fullchain\.pem/, join(folder, 'certificate.pem'))
          .replace(/\/etc\/letsencrypt\/\S+\/privkey\.pem/, join(folder, 'certificate.key'));
        // Never the machine's real ports: a CI host may have a web server on them.
        expect(testable).not.toMatch(/^\s*listen (80|443)\b/m);
        return testable;
      });
      expect(isValid, output).toBe(true);
    });

    it('sends one Strict-Transport-Security header through the proxy', async () => {
      for (const [port, path] of [
        [sampleProxy, '/healthz'],
        [appendingProxy, '/api/auth/not-a-route'],
      ] as const) {
        const answer = await requestThrough(port, { method: 'GET', path, localAddress: '127.0.0.8' });
        expect(answer.status).toBeLessThan(500);
        expect(answer.headers['strict-transport-security']).toBe(HSTS);
      }
    });
  },
);

describe('Strict-Transport-Security from the app', () => {
  it('is on every answer when PUBLIC_URL is https: success, not found, refused and malformed requests', async () => {
    const answers = await Promise.all([
      app.server.inject({ method: 'GET', url: '/healthz' }),
      app.server.inject({ method: 'GET', url: '/api/trpc/no.suchProcedure' }),
      app.server.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous', headers: { origin: 'https://evil.example' }, payload: {} }),
      app.server.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 403, 400]);
    for (const answer of answers) expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is never sent when PUBLIC_URL is http', async () => {
    const server = Fastify();
    registerSecurityHeaders(server, { publicUrl: 'http://localhost:3000' });
    server.get('/', async () => 'ok');
    const answer = await server.inject({ method: 'GET', url: '/' });
    await server.close();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });
});
