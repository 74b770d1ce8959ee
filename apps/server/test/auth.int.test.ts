import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('sign-up, sign-in and sign-out', () => {
  it('gives a new user their own organisation as owner with a trial licence', async () => {
    const cookie = await app.signUp({ name: 'Nina Neu', email: 'nina@example.com' });
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.status).toBe(200);
    expect(me.data!.user.displayName).toBe('Nina Neu');
    expect(me.data!.organization!.orgRole).toBe('owner');
    expect(me.data!.organization!.license).toMatchObject({ name: 'Trial', isExpired: false });
    const organizations = await app.query(cookie, 'user.getMyOrganizations');
    expect(organizations.data).toHaveLength(1);
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(app.signUp({ name: 'Twice', email: 'member@creatorlens.test' })).rejects.toThrow(/422|400/);
  });

  it('signs in with the right password only', async () => {
    await expect(app.signIn('member@creatorlens.test', 'wrong-password')).rejects.toThrow(/401/);
    const cookie = await app.signIn('member@creatorlens.test');
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.data!.user.email).toBe('member@creatorlens.test');
  });

  it('signs out so the old cookie no longer works', async () => {
    const cookie = await app.signIn('member@creatorlens.test');
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie, origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    const me = await app.query(cookie, 'user.getSessionUser');
    expect(me.data).toBeNull();
    const organizations = await app.query(cookie, 'user.getMyOrganizations');
    expect(organizations.status).toBe(401);
  });

  it('answers anonymous callers of protected procedures with 401', async () => {
    const answer = await app.query(null, 'user.getMyOrganizations');
    expect(answer.status).toBe(401);
    expect(answer.error?.data.appCode).toBe('UNAUTHORIZED');
  });
});

describe('health', () => {
  it('answers 200 with status ok once migrations ran', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
