import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('account', () => {
  it('updates name, username and image; display name prefers the username', async () => {
    const cookie = await app.signUp({ name: 'Karl Konto', email: 'karl@example.com' });
    const answer = await app.mutate(cookie, 'user.updateProfile', {
      username: 'karlk',
      image: 'https://images.example/karl.png',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ displayName: 'karlk', username: 'karlk', image: 'https://images.example/karl.png' });
    const cleared = await app.mutate(cookie, 'user.updateProfile', { username: null });
    expect(cleared.data.user.displayName).toBe('Karl Konto');
  });

  it('refuses a username someone else has, ignoring case', async () => {
    const cookie = await app.signUp({ name: 'Copy Cat', email: 'copy@example.com' });
    const answer = await app.mutate(cookie, 'user.updateProfile', { username: 'OLE' });
    expect(answer.status).toBe(409);
  });

  it('refuses image URLs that are not http(s)', async () => {
    const cookie = await app.signUp({ name: 'Js Link', email: 'js@example.com' });
    const answer = await app.mutate(cookie, 'user.updateProfile', { image: 'javascript:alert(1)' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toContain('http');
  });

  it('changes the password, lists sessions and revokes the others', async () => {
    const first = await app.signUp({ name: 'Sam Secure', email: 'sam@example.com', password: 'first-password' });
    const second = await app.signIn('sam@example.com', 'first-password');
    const sessions = await app.server.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: first } });
    expect(sessions.json()).toHaveLength(2);

    const change = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: first, origin: ORIGIN },
      payload: { currentPassword: 'first-password', newPassword: 'second-password', revokeOtherSessions: true },
    });
    expect(change.statusCode).toBe(200);
    expect((await app.query(second, 'user.getSessionUser')).data).toBeNull();
    await expect(app.signIn('sam@example.com', 'first-password')).rejects.toThrow(/401/);
    await app.signIn('sam@example.com', 'second-password');
  });
});
