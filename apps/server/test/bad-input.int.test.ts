import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@creatorlens/api';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn('org-admin@creatorlens.test');
});
afterAll(() => app.close());

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>,
).map(([path, procedure]) => ({ path, type: procedure._def.type, takesInput: procedure._def.inputs.length > 0 }));

const call = (path: string, type: string, rawInput: string) =>
  type === 'query'
    ? app.server.inject({ method: 'GET', url: `/api/trpc/${path}?input=${encodeURIComponent(rawInput)}`, headers: { cookie } })
    : app.server.inject({
        method: 'POST',
        url: `/api/trpc/${path}`,
        payload: rawInput,
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      });

describe('bad input never causes a 500', () => {
  it('knows every procedure', () => {
    expect(procedures.map((p) => p.path)).toEqual(
      expect.arrayContaining(['user.getMyOrganizations', 'user.switchOrganization', 'artist.getArtistBySlug', 'channel.getChannelsByIds']),
    );
  });

  it.each(procedures)('$path: arbitrary JSON input answers below 500 with a message', async ({ path, type }) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await call(path, type, JSON.stringify(value));
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(JSON.parse(response.body).error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });

  it.each(procedures.filter((p) => p.takesInput))('$path: malformed JSON answers 400', async ({ path, type }) => {
    const response = await call(path, type, '{"slug": ');
    expect(response.statusCode).toBe(400);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await call('user.updateProfile', 'mutation', JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect(response.statusCode).toBe(413);
  });

  it('explains which field is wrong', async () => {
    const response = await call('user.updateProfile', 'mutation', JSON.stringify({ name: 42, extra: true }));
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body);
    expect(body.error.data.appCode).toBe('VALIDATION');
    expect(body.error.message).toMatch(/name/);
  });
});
