import { inject } from 'vitest';
import type { DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createApp, type App } from '../../src/app.ts';
import { readConfig, type ServerConfig } from '../../src/config.ts';

export const ORIGIN = 'http://localhost:3000';
export const DEMO_PASSWORD = 'creatorlens-demo';

export interface TestApp extends App {
  db(): DatabaseHandle['db'];
  signUp(input: { name: string; email: string; password?: string }): Promise<string>;
  signIn(email: string, password?: string): Promise<string>;
  signInAsGuest(): Promise<string>;
  query<T = unknown>(cookie: string | null, path: string, input?: unknown): Promise<TrpcAnswer<T>>;
  mutate<T = unknown>(cookie: string | null, path: string, input?: unknown): Promise<TrpcAnswer<T>>;
}

export interface TrpcAnswer<T> {
  status: number;
  data: T;
  error: { message: string; data: { code: string; httpStatus: number; appCode: string | null } } | null;
}

/** The real server (Fastify, better-auth, tRPC) on a fresh clone of the seeded test database, driven over inject(). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database: DatabaseHandle = await openTestDatabase(inject('databaseTemplate'));
  const config = readConfig(
    {
      LOG_LEVEL: 'silent',
      SEED: 'off',
      AUTH_RATE_LIMIT: 'off',
      RATE_LIMITS: 'off',
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      WEB_DIST_DIR: '/nonexistent',
      RANKINGS_REFRESH_MINUTES: '0',
    },
    overrides,
  );
  const app = await createApp(config, { database });
  await app.server.ready();
  const server = app.server;

  const cookieFrom = (setCookie: string | string[] | undefined): string => {
    const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('better-auth.session_token='));
    if (!first) throw new Error('no session cookie was set');
    return first.split(';')[0]!;
  };
  const authPost = async (url: string, payload?: object) => {
    const response = await server.inject({ method: 'POST', url, payload: payload ?? {}, headers: { origin: ORIGIN } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return cookieFrom(response.headers['set-cookie']);
  };
  const answer = <T>(response: { statusCode: number; body: string }): TrpcAnswer<T> => {
    const body = JSON.parse(response.body) as { result?: { data: T }; error?: TrpcAnswer<T>['error'] };
    return { status: response.statusCode, data: body.result?.data as T, error: body.error ?? null };
  };

  return {
    ...app,
    db: () => database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
    signUp: (input) => authPost('/api/auth/sign-up/email', { password: 'a-good-password', ...input }),
    signIn: (email, password = DEMO_PASSWORD) => authPost('/api/auth/sign-in/email', { email, password }),
    signInAsGuest: () => authPost('/api/auth/sign-in/anonymous'),
    query: async (cookie, path, input) => {
      const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return answer(await server.inject({ method: 'GET', url: `/api/trpc/${path}${search}`, headers: cookie ? { cookie } : {} }));
    },
    mutate: async (cookie, path, input) =>
      answer(
        await server.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          payload: JSON.stringify(input ?? null),
          // Browsers send Origin with every POST; the server refuses state-changing requests from other origins.
          headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        }),
      ),
  };
}
