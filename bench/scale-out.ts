/**
 * Scale-out on one machine: a throwaway PostgreSQL (initdb in a temp folder), nginx with a generated config
 * (docs/deploy/nginx.conf's shape) in front of 3 web processes (JOB_WORKER=off) and 1 worker process. Mixed traffic
 * through nginx: signed-in reads (one client retry on failure, they are idempotent), notification triggers (writes
 * with a fresh Idempotency-Key each, one retry with the same key after a network error or 5xx) and realtime listeners on the Knock socket that reconnect through nginx when their socket drops.
 * Mid-run one web process is killed (SIGKILL), then the worker; a new worker starts. Prints requests failed,
 * notifications lost, jobs lost or run twice, and p95 before and after the kills.
 *
 * Run: node --import tsx bench/scale-out.ts   (PHASE_SECONDS=20 per phase by default; needs /usr/sbin/nginx)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { FEED_CHANNEL_ID, NOTIFY_PUBLIC_KEY, signUserToken } from '@creatorlens/core/notifications';
import { signIn } from './lib/auth.ts';
import { readNotifyKeys } from './lib/notify-realtime.ts';
import { findFreePort, spawnServer, type SpawnedServer } from './lib/server.ts';
import { percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts';

const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 20);
const READERS = 6;
const WRITERS = 2;
const LISTENERS = 30;
const JOBS = 600;
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const folder = mkdtempSync(join(tmpdir(), 'creatorlens-scale-out-'));
chmodSync(folder, 0o777);
const postgres = await startThrowawayPostgres();
const nginxPort = await findFreePort();
const publicUrl = `http://127.0.0.1:${nginxPort}`;
const children: ChildProcess[] = [];
/** The series the table shows: histogram sample counts (summed over labels) and gauges. */
const METRIC_SERIES = [
  'creatorlens_http_request_duration_seconds_count',
  'creatorlens_trpc_procedure_duration_seconds_count',
  'creatorlens_notification_fanout_seconds_count',
  'creatorlens_websockets_open',
  'creatorlens_job_queue_depth',
  'creatorlens_db_pool_connections',
];

const commonEnv = {
  PUBLIC_URL: publicUrl,
  RATE_LIMITS: 'off',
  AUTH_RATE_LIMIT: 'off',
  TRUST_PROXY: 'on',
  SHUTDOWN_GRACE_SECONDS: '5',
  RANKINGS_REFRESH_MINUTES: '0',
};
const startProcess = (name: string, env: Record<string, string>) =>
  spawnServer({ dataDir: join(folder, name), databaseUrl: postgres.url, timeoutSeconds: 900, extraEnv: { ...commonEnv, ...env } });

let nginx: ChildProcess | undefined;
const servers: SpawnedServer[] = [];
let worker: SpawnedServer | undefined;
const step = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);
try {
  // The first web process migrates and seeds; the others start after it (and would wait on the migration lock).
  const started = performance.now();
  servers.push(await startProcess('web-1', { JOB_WORKER: 'off' }));
  servers.push(
    ...(await Promise.all([
      startProcess('web-2', { JOB_WORKER: 'off', SEED: 'off' }),
      startProcess('web-3', { JOB_WORKER: 'off', SEED: 'off' }),
    ])),
  );
  worker = await startProcess('worker-1', { JOB_WORKER: 'on', SEED: 'off' });
  console.log(
    `topology up in ${((performance.now() - started) / 1000).toFixed(0)} s: web ${servers.map((s) => s.port).join(', ')}, worker ${worker.port}, nginx ${nginxPort}`,
  );

  writeFileSync(
    join(folder, 'nginx.conf'),
    nginxConfig(
      folder,
      nginxPort,
      servers.map((server) => server.port),
    ),
  );
  nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(nginx);
  for (;;) {
    try {
      if ((await fetch(`${publicUrl}/readyz`)).ok) break;
    } catch {
      // nginx not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const client = new pg.Client({ connectionString: postgres.url });
  client.on('error', () => undefined);
  await client.connect();
  const cookie = await signIn(publicUrl);
  step('signed in through nginx');
  // The signing key is created on first use; the client config the web app fetches is that first use.
  const clientConfig = await fetch(`${publicUrl}/api/trpc/notification.getClientConfig`, { headers: { cookie } });
  if (!clientConfig.ok) throw new Error(`notification.getClientConfig answered ${clientConfig.status}`);
  const keys = await readNotifyKeys(client);
  await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'scale-' || g, 'Scale ' || g, 'scale' || g || '@bench.test', true, now(), now() from generate_series(1, $1) g`,
    [LISTENERS],
  );
  await client.query(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at)
     select 'scale-session-' || g, 'scale-token-' || g, 'scale-' || g, now() + interval '1 day', now(), now() from generate_series(1, $1) g`,
    [LISTENERS],
  );
  step('socket users created');

  // Realtime listeners: one socket per user through nginx; a dropped socket reconnects (as the Knock client does).
  const pushes = new Map<string, number>();
  const backendsSeen = new Set<string>();
  let reconnects = 0;
  const joins = { ok: 0, refused: 0 };
  let isRunning = true;
  const listen = (index: number) => {
    const userId = `scale-${index}`;
    const token = signUserToken(keys, { userId, sessionId: `scale-session-${index}` }).token;
    const ws = new WebSocket(
      `${publicUrl.replace(/^http/, 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`,
    );
    ws.on('upgrade', (response) => backendsSeen.add(String(response.headers['x-upstream'] ?? '')));
    ws.on('open', () =>
      ws.send(JSON.stringify(['1', '1', `feeds:${FEED_CHANNEL_ID}:${userId}`, 'phx_join', { scale: { archived: 'exclude' } }])),
    );
    ws.on('message', (raw) => {
      const [, ref, , event, payload] = JSON.parse(raw.toString()) as [unknown, unknown, string, string, { status?: string }];
      if (event === 'phx_reply' && ref === '1') joins[payload.status === 'ok' ? 'ok' : 'refused'] += 1;
      if (event === 'new-message') pushes.set(userId, (pushes.get(userId) ?? 0) + 1);
    });
    const heartbeat = setInterval(
      () => ws.readyState === ws.OPEN && ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])),
      20_000,
    );
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearInterval(heartbeat);
      if (!isRunning) return;
      reconnects += 1;
      setTimeout(() => listen(index), 250 + Math.random() * 500);
    });
    sockets.push(ws);
  };
  const sockets: WebSocket[] = [];
  for (let index = 1; index <= LISTENERS; index += 1) listen(index);
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  // Jobs: one refresh per seeded channel, queued at once; the worker (and its replacement) works them off.
  await client.query(
    `insert into job (queue, payload, max_attempts, singleton_key)
     select $2::text, jsonb_build_object('channelId', id), 3, 'scale-out:' || id from channel order by id limit $1`,
    [JOBS, JOB_QUEUES.refreshChannel],
  );

  type Sample = { at: number; ms: number };
  const reads: Sample[] = [];
  const writes: Sample[] = [];
  let readsFailed = 0;
  let readsRetried = 0;
  let writesFailed = 0;
  let writesRetried = 0;
  const acknowledged = new Map<string, number>();
  const t0 = performance.now();
  const read = () => fetch(`${publicUrl}/api/trpc/user.getMyOrganizations`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
  const readLoop = async () => {
    while (isRunning) {
      const start = performance.now();
      let ok = false;
      for (let attempt = 0; attempt < 2 && !ok; attempt += 1) {
        if (attempt === 1) readsRetried += 1;
        try {
          const response = await read();
          await response.arrayBuffer();
          ok = response.ok;
        } catch {
          ok = false;
        }
      }
      if (!ok) readsFailed += 1;
      reads.push({ at: start - t0, ms: performance.now() - start });
    }
  };
  /** One trigger attempt: 'ok', 'retry' (network error, timeout or 5xx: the same key may be sent again) or 'failed'. */
  const triggerOnce = async (userId: string, idempotencyKey: string): Promise<'ok' | 'retry' | 'failed'> => {
    try {
      const response = await fetch(`${publicUrl}/v1/workflows/bot-alert/trigger`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ recipients: [userId], data: { channelName: 'Scale out' } }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.ok) return 'ok';
      return response.status >= 500 ? 'retry' : 'failed';
    } catch {
      return 'retry';
    }
  };
  // Every trigger carries a fresh Idempotency-Key; a failed attempt is retried once with the SAME key, so a trigger
  // whose first attempt was stored before its answer was lost is answered from the stored response, not stored twice.
  const writeLoop = async () => {
    while (isRunning) {
      const userId = `scale-${1 + Math.floor(Math.random() * LISTENERS)}`;
      const idempotencyKey = randomUUID();
      const start = performance.now();
      let outcome = await triggerOnce(userId, idempotencyKey);
      if (outcome === 'retry') {
        writesRetried += 1;
        outcome = await triggerOnce(userId, idempotencyKey);
      }
      if (outcome === 'ok') acknowledged.set(userId, (acknowledged.get(userId) ?? 0) + 1);
      else writesFailed += 1;
      writes.push({ at: start - t0, ms: performance.now() - start });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  step('traffic starts');
  const loops = [...Array.from({ length: READERS }, readLoop), ...Array.from({ length: WRITERS }, writeLoop)];

  const phase = PHASE_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, phase));
  const killWebAt = performance.now() - t0;
  servers[1]!.child.kill('SIGKILL');
  step('web-2 killed (SIGKILL)');
  await new Promise((resolve) => setTimeout(resolve, phase / 2));
  const killWorkerAt = performance.now() - t0;
  worker.child.kill('SIGKILL');
  step('worker-1 killed (SIGKILL)');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  worker = await startProcess('worker-2', { JOB_WORKER: 'on', SEED: 'off' });
  step('worker-2 up');
  await new Promise((resolve) => setTimeout(resolve, phase));
  isRunning = false;
  await Promise.all(loops);
  step('traffic stopped; waiting for the jobs');

  // Jobs: wait (up to 2 minutes) until every job has finished; a killed worker's lease runs out after 60 s.
  const jobDeadline = performance.now() + 120_000;
  let jobStates: { state: string; count: number; rerun: number }[] = [];
  for (;;) {
    jobStates = (
      await client.query<{ state: string; count: number; rerun: number }>(
        `select state, count(*)::int as count, count(*) filter (where attempts > 1)::int as rerun from job where singleton_key like 'scale-out:%' group by state`,
      )
    ).rows;
    if (jobStates.every((row) => row.state === 'completed' || row.state === 'failed') || performance.now() > jobDeadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const socket of sockets) socket.terminate();

  const stored = new Map(
    (
      await client.query<{ recipient: string; count: number }>(
        `select recipient_id as recipient, count(*)::int as count from notification_message where workflow_key = 'bot-alert' and recipient_id like 'scale-%' group by 1`,
      )
    ).rows.map((row) => [row.recipient, row.count]),
  );
  let acknowledgedTotal = 0;
  let notStored = 0;
  let notPushed = 0;
  let storedTwice = 0;
  for (const [userId, count] of stored) storedTwice += Math.max(0, count - (acknowledged.get(userId) ?? 0));
  for (const [userId, count] of acknowledged) {
    acknowledgedTotal += count;
    notStored += Math.max(0, count - (stored.get(userId) ?? 0));
    notPushed += Math.max(0, count - (pushes.get(userId) ?? 0));
  }
  const jobCount = (state: string) => jobStates.find((row) => row.state === state)?.count ?? 0;
  const jobsLost = jobStates.filter((row) => row.state !== 'completed' && row.state !== 'failed').reduce((sum, row) => sum + row.count, 0);
  const jobsRerun = jobStates.reduce((sum, row) => sum + row.rerun, 0);
  const p95 = (samples: Sample[], from: number, to: number) =>
    Math.round(
      percentile(
        samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.ms),
        95,
      ),
    );
  const end = performance.now() - t0;
  await client.end();
  // What an operator's Prometheus would have scraped from a surviving web process and from the new worker.
  const scraped = await Promise.all(
    [servers[0]!, worker].map(async (process) => summariseMetrics(await (await fetch(`http://127.0.0.1:${process.port}/metrics`)).text())),
  );

  printTable(
    `Scale-out: nginx, 3 web (JOB_WORKER=off), 1 worker, PostgreSQL 15; web-2 killed at ${(killWebAt / 1000).toFixed(0)} s, worker at ${(killWorkerAt / 1000).toFixed(0)} s`,
    ['measure', 'value', 'goal'],
    [
      ['reads (signed-in tRPC GET)', reads.length, ''],
      ['reads failed after one client retry', readsFailed, 0],
      ['reads that needed the retry', readsRetried, ''],
      ['notification triggers acknowledged', acknowledgedTotal, ''],
      ['notification triggers failed after one retry (same Idempotency-Key)', writesFailed, 0],
      ['notification triggers that needed the retry', writesRetried, ''],
      ['notifications stored beyond those acknowledged (duplicates or failed-but-stored)', storedTwice, 0],
      ['notifications lost (acknowledged, not stored)', notStored, 0],
      ['notifications not pushed live (feed catch-up on reconnect)', notPushed, ''],
      ['socket reconnects through nginx', reconnects, ''],
      ['socket joins ok / refused', `${joins.ok} / ${joins.refused}`, ''],
      ['jobs queued / completed / failed by the handler', `${JOBS} / ${jobCount('completed')} / ${jobCount('failed')}`, ''],
      ['jobs lost (not finished)', jobsLost, 0],
      ['jobs run again (attempts > 1: first run died with the worker)', jobsRerun, 0],
      ['read p95 ms before the kills', p95(reads, 0, killWebAt), ''],
      ['read p95 ms after the kills', p95(reads, killWorkerAt, end), ''],
      ['write p95 ms before the kills', p95(writes, 0, killWebAt), ''],
      ['write p95 ms after the kills', p95(writes, killWorkerAt, end), ''],
    ],
  );
  printTable(
    'GET /metrics after the run (web-1 and worker-2): histogram samples and gauges',
    ['series', 'web-1', 'worker-2'],
    METRIC_SERIES.map((series) => [series, scraped[0]!.get(series) ?? 0, scraped[1]!.get(series) ?? 0]),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await worker?.stop().catch(() => undefined);
  nginx?.kill('SIGQUIT');
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  await postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}

/** The bench's nginx: the same proxying as docs/deploy/nginx.conf, with paths in the temp folder. */
/** Sums each listed series over its label sets in a Prometheus text exposition. */
function summariseMetrics(exposition: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of exposition.split('\n')) {
    const match = /^([a-z_]+)(?:\{[^}]*\})? ([0-9.eE+-]+)$/.exec(line);
    if (!match || !METRIC_SERIES.includes(match[1]!)) continue;
    totals.set(match[1]!, (totals.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return totals;
}

function nginxConfig(prefix: string, port: number, upstreamPorts: number[]): string {
  return `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream creatorlens {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://creatorlens;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
    location /ws/ {
      proxy_pass http://creatorlens;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
