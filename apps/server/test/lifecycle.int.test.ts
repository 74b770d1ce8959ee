import { connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { enqueueJob } from '@creatorlens/core/jobs';
import { schema } from '@creatorlens/db';
import { registerHealthRoutes } from '../src/http/health-routes.ts';
import { GOING_AWAY_CLOSE_CODE } from '../src/notify/phoenix-socket.ts';
import { createTestApp, ORIGIN, type TestApp } from './support/test-app.ts';

const until = async (check: () => Promise<boolean> | boolean): Promise<void> => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('/healthz and /readyz', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers alive and ready while the database is reachable and migrated', async () => {
    const health = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.server.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'current', draining: false });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database lacks a migration of this build, and alive all the same', async () => {
    const applied = (await app
      .db()
      .execute(sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
      rows: { id: number; hash: string; created_at: string }[];
    };
    const latest = applied.rows[0];
    await app.db().execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const ready = await app.server.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', database: 'reachable', migrations: 'behind' });
      expect((await app.server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app
        .db()
        .execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at}::bigint)`,
        );
    }
  });

  it('answers 503 on /readyz while draining', async () => {
    const server = Fastify();
    registerHealthRoutes(server, { database: app.database, isDraining: () => true });
    const ready = await server.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', database: 'reachable', migrations: 'current', draining: true });
    await server.close();
  });
});

describe('graceful shutdown', () => {
  const queue = 'test-shutdown-drain';
  let app: TestApp;
  let port: number;
  let finishLateJob: () => void = () => {};

  beforeAll(async () => {
    app = await createTestApp({ shutdownGraceSeconds: 3 });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    finishLateJob();
    app.jobHandlers.unregister(queue);
  });

  it('finishes in-flight requests, tells sockets to reconnect elsewhere (1001) and hands running jobs back to the queue', async () => {
    // A job that ignores the abort: its lease is released when the worker's grace runs out, not after the lease.
    let isJobRunning = false;
    app.jobHandlers.register(queue, async () => {
      isJobRunning = true;
      await new Promise<void>((resolve) => (finishLateJob = resolve));
    });
    const { id: jobId } = await enqueueJob({ db: app.db() }, { queue, payload: {} });
    await until(() => isJobRunning);

    const member = await app.signIn('member@creatorlens.test');
    const { userToken } = (await app.query(member, 'notification.getClientConfig')).data;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/v1/websocket?api_key=pk_creatorlens&user_token=${userToken}&vsn=2.0.0`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // A request whose body is still arriving when the shutdown begins.
    const body = JSON.stringify({ name: 'Drained' });
    const isRequestReceived = new Promise<void>((resolve) => app.server.server.once('request', () => resolve()));
    const request = connect(port, '127.0.0.1');
    await new Promise((resolve) => request.once('connect', resolve));
    let answer = '';
    request.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => request.once('end', resolve));
    request.write(
      `POST /api/trpc/campaign.createCampaign HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await isRequestReceived;

    // The test app closes its database with the server; keep it open to read the job afterwards.
    const closeDatabase = app.database.close;
    app.database.close = async () => {};
    const closing = app.close();
    expect(await closeCode).toBe(GOING_AWAY_CLOSE_CODE);
    // The listener is closed by now; the request that was in flight still gets its answer.
    expect(app.server.server.listening).toBe(false);
    request.end(body.slice(5));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    await closing;

    const [job] = await app.db().select().from(schema.job).where(eq(schema.job.id, jobId));
    expect(job).toMatchObject({ state: 'queued', lockedBy: null, lockedUntil: null });
    await closeDatabase();
  });
});
