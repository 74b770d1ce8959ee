import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { NOTIFY_CAPS, NOTIFY_PUBLIC_KEY } from '@creatorlens/core';
import { openDatabase } from '@creatorlens/db';
import { signIn } from './lib/auth.ts';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';
import { spawnServer, type SpawnedServer } from './lib/server.ts';
import { printTable } from './lib/table.ts';

/**
 * Security soak of the notification service: for --duration seconds (default 300) guests sign in on loopback and
 * push every notification cap as fast as the server lets them (sockets, joins, references, preference sets,
 * channel data, guide steps); every fourth guest signs out with its sockets open. Every 15 s the bench samples the
 * server's RSS and the rows of the capped tables, and prints a table at the end. Then the same data folder is
 * started again with 1-minute guests, and one guest's token and socket are timed until they die with the guest.
 *
 *   node --import tsx bench/security-soak.ts [--duration=300] [--agents=6] [--max-open-sockets=2000] [--no-guest-check]
 *
 * All traffic comes from 127.0.0.1, so the server runs with RATE_LIMIT_GUEST_IP=100000/3600 (the default of 10 guest
 * sign-ins per address and hour would stop the bench after ten guests; the caps under test are per user) and
 * AUTH_RATE_LIMIT=off (better-auth's own per-address limiter on its sign-in endpoints, a few per 10 s).
 * With BENCH_DATABASE_URL the server runs on a scratch PostgreSQL database and rows are counted there every sample;
 * on PGlite (the default) the server owns the data folder, so the samples show rows the server acknowledged as
 * created and the true counts are read from the folder once the server has stopped.
 */

interface Options {
  durationSeconds: number;
  agents: number;
  maxOpenSockets: number;
  isGuestCheck: boolean;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1];
  const positive = (name: string, fallback: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number`);
    return parsed;
  };
  return {
    durationSeconds: positive('duration', 300),
    agents: positive('agents', 6),
    maxOpenSockets: positive('max-open-sockets', 2000),
    isGuestCheck: !argv.includes('--no-guest-check'),
  };
}

const TABLES = ['notification_preference', 'notification_channel_data', 'notification_guide_engagement'] as const;
type Table = (typeof TABLES)[number];
const SAMPLE_MS = 15_000;
/** Loopback traffic from one address: the per-address sign-in limits would measure themselves, not the caps. */
const LOOPBACK_ENV = { RATE_LIMIT_GUEST_IP: '100000/3600', AUTH_RATE_LIMIT: 'off' };
/** Extra attempts past each cap, so every cycle is refused a few times. */
const OVER = 3;
const HTTP_IN_FLIGHT = 8;
const REQUEST_TIMEOUT_MS = 30_000;

interface Counters {
  requests: number;
  refusedByCaps: number;
  errors: number;
  guests: number;
  signOuts: number;
  /** Sockets the server closed with 4001 after their guest signed out, and how long that took. */
  closedAfterSignOut: number;
  closeLatenciesMs: number[];
  acknowledgedRows: Record<Table, number>;
  lastErrors: string[];
}

interface Sample {
  seconds: number;
  rssMb: number;
  rows: Record<Table, number>;
  openSockets: number;
  requests: number;
  refusedByCaps: number;
  errors: number;
  guests: number;
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Soak {
  readonly counters: Counters = {
    requests: 0,
    refusedByCaps: 0,
    errors: 0,
    guests: 0,
    signOuts: 0,
    closedAfterSignOut: 0,
    closeLatenciesMs: [],
    acknowledgedRows: { notification_preference: 0, notification_channel_data: 0, notification_guide_engagement: 0 },
    lastErrors: [],
  };
  /** Open sockets, oldest first; past --max-open-sockets the oldest are closed by the bench. */
  readonly open: WebSocket[] = [];
  guideId = '';
  guideKey = '';

  constructor(
    readonly baseUrl: string,
    readonly options: Options,
    readonly deadline: number,
  ) {}

  error(what: string): void {
    this.counters.errors += 1;
    this.counters.lastErrors.push(what);
    if (this.counters.lastErrors.length > 5) this.counters.lastErrors.shift();
  }

  async request(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<{ status: number; text: string }> {
    this.counters.requests += 1;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      this.error(`${path}: ${(error as Error).message}`);
      return { status: 0, text: '' };
    }
  }

  /** A capped write: 200 counts as a row when `isNew`, 422/429 as refused by a cap, anything else as an error. */
  async cappedWrite(table: Table, path: string, body: unknown, token: string, isNew: boolean): Promise<void> {
    const answer = await this.request(path, { method: 'PUT', headers: { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': token }, body });
    if (answer.status === 200) {
      if (isNew) this.counters.acknowledgedRows[table] += 1;
    } else if (answer.status === 422 || answer.status === 429) {
      this.counters.refusedByCaps += 1;
    } else if (answer.status !== 0) {
      this.error(`${path}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }

  async createGuide(): Promise<void> {
    const cookie = await signIn(this.baseUrl, 'platform-admin@creatorlens.test');
    this.guideKey = `soak-${randomUUID().slice(0, 8)}`;
    const answer = await this.request('/api/trpc/notification.saveGuide', {
      method: 'POST',
      headers: { cookie, origin: this.baseUrl },
      body: { key: this.guideKey, type: 'banner', active: true, content: { title: 'Soak', body: 'Soak guide' }, audience: { kind: 'all' }, activationPaths: [] },
    });
    if (answer.status !== 200) throw new Error(`saveGuide answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    this.guideId = (JSON.parse(answer.text) as { result: { data: { id: string } } }).result.data.id;
  }

  /** One Phoenix socket, or the HTTP status that refused the upgrade (0: a network error). */
  connect(token: string): Promise<{ ws: WebSocket; join: (topic: string, params?: Record<string, unknown>) => Promise<string> } | number> {
    this.counters.requests += 1;
    return new Promise((resolve) => {
      const ws = new WebSocket(`${this.baseUrl.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${token}&vsn=2.0.0`);
      const waiting = new Map<string, (status: string) => void>();
      let ref = 0;
      ws.on('message', (raw) => {
        const [, frameRef, , event, payload] = JSON.parse(raw.toString()) as [string | null, string | null, string, string, { status?: string; response?: { reason?: string } }];
        if (event !== 'phx_reply' || !frameRef) return;
        const reason = payload.response?.reason ?? '';
        waiting.get(frameRef)?.(payload.status === 'ok' ? 'ok' : reason.startsWith('too many') ? 'capped' : `error ${reason}`);
        waiting.delete(frameRef);
      });
      let state: 'pending' | 'open' | 'refused' = 'pending';
      ws.once('unexpected-response', (_request, response) => {
        // A refused upgrade (403/429): answered, not an error; terminating it makes ws report an error we ignore.
        state = 'refused';
        resolve(response.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('error', (error) => {
        if (state === 'refused') return;
        this.error(`socket: ${error.message}`);
        if (state === 'pending') resolve(0);
      });
      ws.once('open', () => {
        state = 'open';
        const join = (topic: string, params: Record<string, unknown> = {}) =>
          new Promise<string>((done) => {
            this.counters.requests += 1;
            const id = String((ref += 1));
            const timer = setTimeout(() => {
              waiting.delete(id);
              done('timeout');
            }, REQUEST_TIMEOUT_MS);
            waiting.set(id, (status) => {
              clearTimeout(timer);
              done(status);
            });
            ws.send(JSON.stringify([id, id, topic, 'phx_join', params]));
          });
        resolve({ ws, join });
      });
    });
  }

  private keepOpen(ws: WebSocket): void {
    this.open.push(ws);
    ws.once('close', () => {
      const index = this.open.indexOf(ws);
      if (index !== -1) this.open.splice(index, 1);
    });
    while (this.open.length > this.options.maxOpenSockets) this.open.shift()!.close();
  }

  private countJoin(status: string): void {
    if (status === 'capped') this.counters.refusedByCaps += 1;
    else if (status !== 'ok') this.error(`join: ${status}`);
  }

  /** One guest pushing every cap once; returns when done (or the deadline passed). */
  async guestCycle(index: number): Promise<void> {
    const signInAnswer = await fetch(`${this.baseUrl}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: '{}',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: Error) => error);
    this.counters.requests += 1;
    if (signInAnswer instanceof Error || signInAnswer.status !== 200) {
      this.error(`guest sign-in: ${signInAnswer instanceof Error ? signInAnswer.message : `${signInAnswer.status} ${(await signInAnswer.text()).slice(0, 120)}`}`);
      await sleep(1000);
      return;
    }
    await signInAnswer.arrayBuffer();
    const cookie = signInAnswer.headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='))!.split(';')[0]!;
    this.counters.guests += 1;
    const configAnswer = await this.request('/api/trpc/notification.getClientConfig', { headers: { cookie } });
    if (configAnswer.status !== 200) return this.error(`getClientConfig: ${configAnswer.status}`);
    const config = (JSON.parse(configAnswer.text) as { result: { data: { userId: string; userToken: string; feedChannelId: string } } }).result.data;
    const { userId, userToken: token, feedChannelId } = config;
    const ownTopic = `feeds:${feedChannelId}:${userId}`;

    // Sockets: the cap and a few more; the first one also tries topics, joins a minute and references past their caps.
    const sockets: WebSocket[] = [];
    for (let attempt = 0; attempt < NOTIFY_CAPS.socketsPerUser + OVER && Date.now() < this.deadline; attempt += 1) {
      const socket = await this.connect(token);
      if (typeof socket === 'number') {
        if (socket === 429) this.counters.refusedByCaps += 1;
        else if (socket !== 0) this.error(`socket upgrade: ${socket}`);
        continue;
      }
      sockets.push(socket.ws);
      this.keepOpen(socket.ws);
      if (attempt === 0) {
        for (let join = 0; join < NOTIFY_CAPS.joinsPerSocket + OVER && Date.now() < this.deadline; join += 1) {
          this.countJoin(await socket.join(`feeds:${randomUUID()}:${userId}`, { [`client_${join}`]: { archived: 'exclude' } }));
        }
      } else if (attempt === 1) {
        const references = Object.fromEntries(Array.from({ length: NOTIFY_CAPS.referencesPerJoin + 1 }, (_, reference) => [`client_${reference}`, { archived: 'exclude', page_size: (reference % 50) + 1 }]));
        this.countJoin(await socket.join(ownTopic, references));
        this.countJoin(await socket.join(ownTopic, { client_web: { archived: 'exclude', mode: 'compact' } }));
      } else {
        this.countJoin(await socket.join(ownTopic, { client_web: { archived: 'exclude', mode: 'compact' } }));
      }
    }

    // HTTP writes past each cap, HTTP_IN_FLIGHT at a time.
    const base = `/v1/users/${encodeURIComponent(userId)}`;
    const writes: (() => Promise<void>)[] = [];
    for (let set = 0; set < NOTIFY_CAPS.preferenceSetsPerUser + OVER; set += 1) {
      writes.push(() => this.cappedWrite('notification_preference', `${base}/preferences/soak-${set}`, { channel_types: { email: set % 2 === 0 } }, token, true));
    }
    for (let channel = 0; channel < NOTIFY_CAPS.channelDataPerUser + OVER; channel += 1) {
      writes.push(() => this.cappedWrite('notification_channel_data', `${base}/channel_data/soak-${channel}`, { data: { tokens: [`device-${channel}`] } }, token, true));
    }
    for (let step = 0; step < NOTIFY_CAPS.guideStepsPerUser + OVER; step += 1) {
      writes.push(() =>
        this.cappedWrite('notification_guide_engagement', `${base}/guides/messages/seen`, { guide_id: this.guideId, guide_key: this.guideKey, guide_step_ref: `step_${step}` }, token, true),
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: HTTP_IN_FLIGHT }, async () => {
        while (next < writes.length && Date.now() < this.deadline) await writes[next++]!();
      }),
    );

    // Every fourth guest signs out with its sockets open: the server must close them within seconds.
    if (index % 4 === 3 && Date.now() < this.deadline) {
      const live = sockets.filter((ws) => ws.readyState === ws.OPEN);
      const signedOutAt = performance.now();
      const closes = live.map(
        (ws) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 15_000);
            ws.once('close', (code) => {
              clearTimeout(timer);
              if (code === 4001) {
                this.counters.closedAfterSignOut += 1;
                this.counters.closeLatenciesMs.push(performance.now() - signedOutAt);
              }
              resolve();
            });
          }),
      );
      const answer = await this.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, origin: this.baseUrl }, body: {} });
      if (answer.status === 200) this.counters.signOuts += 1;
      else this.error(`sign-out: ${answer.status}`);
      // Not awaited here: the next guest starts while these close.
      void Promise.all(closes);
    }
  }

  async agent(agentIndex: number): Promise<void> {
    for (let cycle = 0; Date.now() < this.deadline; cycle += 1) await this.guestCycle(cycle * this.options.agents + agentIndex);
  }
}

async function countRows(database: { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> }): Promise<{ rows: Record<Table, number>; maxPerUser: Record<Table, number> }> {
  const rows = {} as Record<Table, number>;
  const maxPerUser = {} as Record<Table, number>;
  for (const table of TABLES) {
    const owner = table === 'notification_channel_data' ? 'object_id' : 'user_id';
    const result = await database.query(
      `select (select count(*) from ${table})::int as n, (select coalesce(max(per_user), 0) from (select count(*) as per_user from ${table} group by ${owner}) t)::int as max`,
    );
    rows[table] = Number(result.rows[0]!.n);
    maxPerUser[table] = Number(result.rows[0]!.max);
  }
  return { rows, maxPerUser };
}

/** With 1-minute guests: how long a guest's token and socket outlive the guest (the sweep and the session check). */
async function guestExpiryCheck(dataDir: string, databaseUrl: string | undefined): Promise<{ httpSeconds: number; socketSeconds: number } | null> {
  const server = await spawnServer({ dataDir, databaseUrl, extraEnv: { ...LOOPBACK_ENV, GUEST_SESSION_MINUTES: '1', SEED: 'off' } });
  try {
    const answer = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: '{}' });
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='))!.split(';')[0]!;
    const expiration = (await (await fetch(`${server.baseUrl}/api/trpc/user.getGuestExpiration`, { headers: { cookie } })).json()) as { result: { data: { epochMillis: number } | null } };
    const config = (await (await fetch(`${server.baseUrl}/api/trpc/notification.getClientConfig`, { headers: { cookie } })).json()) as { result: { data: { userId: string; userToken: string; feedChannelId: string } } };
    const { userId, userToken, feedChannelId } = config.result.data;
    const expiresAt = expiration.result.data?.epochMillis;
    if (!expiresAt) throw new Error('the guest has no expiry');
    const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${userToken}&vsn=2.0.0`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify(['1', '1', `feeds:${feedChannelId}:${userId}`, 'phx_join', { client_web: { archived: 'exclude' } }]));
    let socketClosedAt = 0;
    ws.once('close', () => (socketClosedAt = Date.now()));
    const feed = `${server.baseUrl}/v1/users/${encodeURIComponent(userId)}/feeds/${feedChannelId}?archived=exclude`;
    const headers = { authorization: `Bearer ${NOTIFY_PUBLIC_KEY}`, 'x-knock-user-token': userToken, 'content-type': 'application/json' };
    let httpRefusedAt = 0;
    const giveUp = expiresAt + 60_000;
    while (Date.now() < giveUp && (!httpRefusedAt || !socketClosedAt)) {
      if (!httpRefusedAt && Date.now() >= expiresAt - 2_000) {
        const status = (await fetch(feed, { headers })).status;
        if (status === 401) httpRefusedAt = Date.now();
      }
      await sleep(100);
    }
    ws.terminate();
    if (!httpRefusedAt || !socketClosedAt) return null;
    return { httpSeconds: Math.max(0, (httpRefusedAt - expiresAt) / 1000), socketSeconds: Math.max(0, (socketClosedAt - expiresAt) / 1000) };
  } finally {
    await server.stop();
  }
}

export async function runSecuritySoak(options: Options): Promise<void> {
  armWatchdog('security soak', Math.ceil(options.durationSeconds / 60) + 15);
  const dataDir = makeTempDir('soak');
  const adminUrl = benchDatabaseUrl();
  let scratch: ScratchDatabase | undefined;
  let server: SpawnedServer | undefined;
  let client: pg.Client | undefined;
  try {
    scratch = adminUrl ? await createScratchDatabase(adminUrl, 'soak') : undefined;
    server = await spawnServer({ dataDir, databaseUrl: scratch?.url, extraEnv: LOOPBACK_ENV });
    console.log(`security soak: server ready after ${server.readySeconds.toFixed(1)} s on ${scratch ? 'PostgreSQL' : 'PGlite'}; ${options.agents} guest agents for ${options.durationSeconds} s`);
    if (scratch) {
      client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
    }
    const startedAt = Date.now();
    const soak = new Soak(server.baseUrl, options, startedAt + options.durationSeconds * 1000);
    await soak.createGuide();
    const serverPid = server.child.pid!;
    const samples: Sample[] = [];
    const sample = async () => {
      const rows = client ? (await countRows(client)).rows : { ...soak.counters.acknowledgedRows };
      const entry: Sample = {
        seconds: Math.round((Date.now() - startedAt) / 1000),
        rssMb: rssMb(serverPid),
        rows,
        openSockets: soak.open.length,
        requests: soak.counters.requests,
        refusedByCaps: soak.counters.refusedByCaps,
        errors: soak.counters.errors,
        guests: soak.counters.guests,
      };
      samples.push(entry);
      console.log(
        `  ${(entry.seconds / 60).toFixed(2)} min: RSS ${entry.rssMb.toFixed(0)} MB, guests ${entry.guests}, sockets ${entry.openSockets}, requests ${entry.requests}, refused ${entry.refusedByCaps}, errors ${entry.errors}`,
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), SAMPLE_MS);
    await Promise.all(Array.from({ length: options.agents }, (_, index) => soak.agent(index)));
    clearInterval(sampler);
    await sleep(5_000);
    await sample();
    for (const ws of soak.open.splice(0)) ws.close();

    printTable(
      `Security soak (${scratch ? 'PostgreSQL' : 'PGlite'}, ${options.agents} guest agents, ${options.durationSeconds} s; rows: ${client ? 'counted in the database' : 'acknowledged as created by the server'})`,
      ['minute', 'RSS MB', 'preferences', 'channel data', 'guide steps', 'guests', 'open sockets', 'requests', 'refused by caps', 'errors'],
      samples.map((entry) => [
        (entry.seconds / 60).toFixed(2),
        Math.round(entry.rssMb),
        entry.rows.notification_preference,
        entry.rows.notification_channel_data,
        entry.rows.notification_guide_engagement,
        entry.guests,
        entry.openSockets,
        entry.requests,
        entry.refusedByCaps,
        entry.errors,
      ]),
    );
    const latencies = [...soak.counters.closeLatenciesMs].sort((a, b) => a - b);
    const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! / 1000 : NaN);
    console.log(
      `\nsign-outs with open sockets: ${soak.counters.signOuts}; sockets closed by the server afterwards: ${soak.counters.closedAfterSignOut}, seconds from sign-out to close p50 ${at(0.5).toFixed(1)}, max ${at(1).toFixed(1)}`,
    );
    if (soak.counters.lastErrors.length) console.log(`last errors: ${soak.counters.lastErrors.join(' | ')}`);

    await server.stop();
    server = undefined;
    // The true row counts, and the most rows any one user holds (must not pass the caps).
    const truth = client
      ? await countRows(client)
      : await (async () => {
          const handle = await openDatabase({ dataDir });
          try {
            return await countRows({ query: async (text) => (await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] } });
          } finally {
            await handle.close();
          }
        })();
    printTable(
      'Rows in the database after the soak',
      ['table', 'rows', 'most rows of one user', 'cap'],
      [
        ['notification_preference', truth.rows.notification_preference, truth.maxPerUser.notification_preference, NOTIFY_CAPS.preferenceSetsPerUser],
        ['notification_channel_data', truth.rows.notification_channel_data, truth.maxPerUser.notification_channel_data, NOTIFY_CAPS.channelDataPerUser],
        ['notification_guide_engagement', truth.rows.notification_guide_engagement, truth.maxPerUser.notification_guide_engagement, NOTIFY_CAPS.guideStepsPerUser],
      ],
    );
    if (!client) {
      const acknowledged = soak.counters.acknowledgedRows;
      const isSame = TABLES.every((table) => acknowledged[table] === truth.rows[table]);
      console.log(`rows acknowledged by the server ${isSame ? 'equal' : 'DIFFER FROM'} the rows in the database`);
    }
    await client?.end();
    client = undefined;

    if (options.isGuestCheck) {
      const expiry = await guestExpiryCheck(dataDir, scratch?.url);
      if (expiry) console.log(`\nguest expiry (1-minute guest): /v1 refused ${expiry.httpSeconds.toFixed(1)} s and the socket closed ${expiry.socketSeconds.toFixed(1)} s after the guest's end`);
      else console.log('\nguest expiry: the token or socket was still alive 60 s after the guest ended');
    }
  } finally {
    await client?.end().catch(() => {});
    await server?.stop();
    await scratch?.drop().catch(() => {});
    removeDir(dataDir);
  }
}

if (isMainModule(import.meta.url)) {
  runSecuritySoak(readOptions(process.argv.slice(2))).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
