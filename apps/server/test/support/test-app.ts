import { inject } from 'vitest';
import type { DatabaseHandle } from '@creatorlens/db';
import { openTestDatabase } from '@creatorlens/db/testing';
import { createApp, type App } from '../../src/app.ts';
import { readConfig, type ServerConfig } from '../../src/config.ts';
import type { InputArgs, MutationPath, ProcedureInput, ProcedureOutput, QueryPath } from '../../../../tests/support/trpc-procedures.ts';

export const ORIGIN = 'http://localhost:3000';
export const DEMO_PASSWORD = 'creatorlens-demo';

export interface TestApp extends App {
  db(): DatabaseHandle['db'];
  signUp(input: { name: string; email: string; password?: string }): Promise<string>;
  signIn(email: string, password?: string): Promise<string>;
  signInAsGuest(): Promise<string>;
  /** Calls a query of AppRouter over HTTP (GET); path, input and answer are checked against the real router. */
  query<P extends QueryPath>(cookie: string | null, path: P, ...input: InputArgs<P>): Promise<TrpcAnswer<ProcedureOutput<P>>>;
  /** Calls a mutation of AppRouter over HTTP (POST with the test origin); path, input and answer are checked against the real router. */
  mutate<P extends MutationPath>(cookie: string | null, path: P, ...input: InputArgs<P>): Promise<TrpcAnswer<ProcedureOutput<P>>>;
  /**
   * Escape hatch for tests that deliberately send input the procedure's type forbids (wrong shapes, unknown fields,
   * out-of-range values) or drive one table of calls over many procedures. The path is still checked; the input is not.
   */
  queryUnchecked<P extends QueryPath>(cookie: string | null, path: P, input?: unknown): Promise<TrpcAnswer<ProcedureOutput<P>>>;
  /** Like queryUnchecked, for mutations. */
  mutateUnchecked<P extends MutationPath>(cookie: string | null, path: P, input?: unknown): Promise<TrpcAnswer<ProcedureOutput<P>>>;
  /** Listens on a free port of 127.0.0.1 (for tests that need real HTTP: fetch, sockets) and returns its origin. */
  listenOnLoopback(): Promise<string>;
}

/** The API's types for tests that build inputs in helpers or keep tables of calls. */
export type { MutationPath, ProcedureInput, ProcedureOutput, QueryPath };

export interface TrpcAnswer<T> {
  status: number;
  data: T;
  error: { message: string; data: { code: string; httpStatus: number; appCode: string | null } } | null;
}

/** The environment every test server starts from: quiet, no seed, no rate limits, no web build, no background runs. */
export const TEST_SERVER_ENV = {
  LOG_LEVEL: 'silent',
  SEED: 'off',
  AUTH_RATE_LIMIT: 'off',
  RATE_LIMITS: 'off',
  AUTH_SECRET: 'test-secret-test-secret-test-secret',
  WEB_DIST_DIR: '/nonexistent',
  RANKINGS_REFRESH_MINUTES: '0',
} as const;

/** The real server (Fastify, better-auth, tRPC) on a fresh clone of the seeded test database, driven over inject(). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database: DatabaseHandle = await openTestDatabase(inject('databaseTemplate'));
  const config = readConfig(
    {
      ...TEST_SERVER_ENV,
      // The fake platform servers listen on 127.0.0.1; security-connectors turns this off to see the refusals.
      CONNECTOR_ALLOW_PRIVATE_HOSTS: 'on',
      // Many tests write session, member or licence rows straight into the database and ask at once; on PostgreSQL
      // the session cache hears such a write through NOTIFY a moment later (decision 015), so it is off here and
      // tested where it is meant: session-lookup (on, through HTTP) and session-cache-revocation (two instances).
      SESSION_CACHE: 'off',
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
    query: (cookie, path, ...[input]) => sendQuery(cookie, path, input),
    mutate: (cookie, path, ...[input]) => sendMutation(cookie, path, input),
    queryUnchecked: sendQuery,
    mutateUnchecked: sendMutation,
    listenOnLoopback: async () => {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
      return `http://127.0.0.1:${address.port}`;
    },
  };

  async function sendQuery<P extends QueryPath>(cookie: string | null, path: P, input: unknown) {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return answer<ProcedureOutput<P>>(
      await server.inject({ method: 'GET', url: `/api/trpc/${path}${search}`, headers: cookie ? { cookie } : {} }),
    );
  }
  async function sendMutation<P extends MutationPath>(cookie: string | null, path: P, input: unknown) {
    return answer<ProcedureOutput<P>>(
      await server.inject({
        method: 'POST',
        url: `/api/trpc/${path}`,
        payload: JSON.stringify(input ?? null),
        // Browsers send Origin with every POST; the server refuses state-changing requests from other origins.
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
    );
  }
}
