import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

/** better-auth endpoints that would bypass seat limits, owner rules and the outbox are not reachable over HTTP. */

let app: TestApp;
let orgAdmin: string;
let platformAdmin: string;

beforeAll(async () => {
  app = await createTestApp();
  orgAdmin = await app.signIn('org-admin@creatorlens.test');
  platformAdmin = await app.signIn('platform-admin@creatorlens.test');
});
afterAll(() => app.close());

const post = (cookie: string, url: string, payload: object) =>
  app.server.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN } });

describe('blocked better-auth paths', () => {
  it.each([
    '/api/auth/organization/invite-member',
    '/api/auth/organization/accept-invitation',
    '/api/auth/organization/update-member-role',
    '/api/auth/organization/remove-member',
    '/api/auth/organization/delete',
  ])('refuses %s with 404 even for an organisation owner', async (url) => {
    const response = await post(orgAdmin, url, { email: 'x@creatorlens.test', role: 'member' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/api/auth/admin/set-role', '/api/auth/admin/ban-user', '/api/auth/admin/create-user', '/api/auth/admin/remove-user'])(
    'refuses %s with 404 even for a platform admin (admin.* procedures hold the rules)',
    async (url) => {
      expect((await post(platformAdmin, url, { userId: 'x', role: 'admin' })).statusCode).toBe(404);
    },
  );

  it('keeps sign-in and the session endpoint working', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: orgAdmin } });
    expect(response.statusCode).toBe(200);
  });
});
