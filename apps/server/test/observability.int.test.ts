import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

const count = (text: string, metric: string, labels: Record<string, string>): number | null => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`)) continue;
    const labelText = line.slice(metric.length + 1, line.indexOf('}'));
    if (Object.entries(labels).every(([name, value]) => labelText.includes(`${name}="${value}"`)))
      return Number(line.slice(line.indexOf('}') + 1));
  }
  return null;
};

describe('/metrics and request ids', () => {
  let app: TestApp;
  let member: string;

  beforeAll(async () => {
    app = await createTestApp();
    member = await app.signIn('member@creatorlens.test');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('exposes latency histograms per tRPC procedure and per route, sockets, the job queue and the pool in Prometheus text', async () => {
    expect((await app.query(member, 'user.getMyOrganizations')).status).toBe(200);
    expect((await app.query(member, 'user.getMyOrganizations')).status).toBe(200);
    expect((await app.server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const response = await app.server.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE creatorlens_trpc_procedure_duration_seconds histogram');
    expect(
      count(text, 'creatorlens_trpc_procedure_duration_seconds_count', {
        procedure: 'user.getMyOrganizations',
        type: 'query',
        status: '200',
      }),
    ).toBe(2);
    expect(count(text, 'creatorlens_trpc_procedure_duration_seconds_bucket', { procedure: 'user.getMyOrganizations', le: '+Inf' })).toBe(2);
    expect(count(text, 'creatorlens_http_request_duration_seconds_count', { route: '/healthz', method: 'GET', status: '200' })).toBe(1);
    // The sign-in went through better-auth's route, counted by its pattern.
    expect(text).toMatch(/creatorlens_http_request_duration_seconds_count\{[^}]*route="\/api\/auth\/\*"/);
    expect(text).toContain('creatorlens_websockets_open 0');
    expect(text).toContain('# TYPE creatorlens_job_queue_depth gauge');
    expect(text).toContain('# TYPE creatorlens_job_queue_oldest_age_seconds gauge');
    expect(text).toContain('# TYPE creatorlens_notification_fanout_seconds histogram');
    expect(count(text, 'creatorlens_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('creatorlens_process_resident_memory_bytes');
  });

  it('puts the request id in the X-Request-Id header and in error responses, tRPC and others', async () => {
    const refused = await app.server.inject({ method: 'GET', url: '/api/trpc/user.getMyOrganizations' });
    expect(refused.statusCode).toBe(401);
    const requestId = refused.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((refused.json() as { error: { data: { requestId: string } } }).error.data.requestId).toBe(requestId);

    const missing = await app.server.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', requestId: missing.headers['x-request-id'] });

    // A proxy's id is kept, so its access log and ours name the same request; anything unlike an id is replaced.
    const forwarded = await app.server.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'proxy-1234abcd' } });
    expect(forwarded.headers['x-request-id']).toBe('proxy-1234abcd');
    expect(forwarded.json()).toMatchObject({ requestId: 'proxy-1234abcd' });
    const odd = await app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('who may read /metrics', () => {
  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const app = await createTestApp({ metricsToken: 'scrape-token-0123456789' });
    try {
      expect((await app.server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await app.server.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(
        401,
      );
      const allowed = await app.server.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456789' },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is off in production without METRICS_TOKEN', async () => {
    const app = await createTestApp({ isProduction: true, metricsToken: undefined });
    try {
      expect((await app.server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
