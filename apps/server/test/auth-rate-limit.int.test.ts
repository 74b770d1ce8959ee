import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ isAuthRateLimitEnabled: true, trustProxy: { hops: 1 } });
});
afterAll(() => app.close());

describe('sign-in rate limit', () => {
  it('answers 429 after a burst of failed sign-ins from one address, and not for another address', async () => {
    const attempt = (ip: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'member@creatorlens.test', password: 'guessing-wrong' },
        headers: { origin: ORIGIN, 'x-forwarded-for': ip },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt('203.0.113.7')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });
});
