import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { NOTIFY_PUBLIC_KEY } from '@creatorlens/core/notifications';
import { NOTIFY_CAPS } from '@creatorlens/core/security';
import { openDatabase } from '@creatorlens/db';
import { armWatchdog, benchDatabaseUrl, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/postgres.ts';
import { spawnServer, type SpawnedServer } from './lib/server.ts';
import { printTable } from './lib/table.ts';
import { SoakGuests, TABLES, sleep, type Options, type Table } from './lib/soak-guests.ts';

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

const SAMPLE_MS = 15_000;
/** Loopback traffic from one address: the per-address sign-in limits would measure themselves, not the caps. */
const LOOPBACK_ENV = { RATE_LIMIT_GUEST_IP: '100000/3600', AUTH_RATE_LIMIT: 'off' };

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
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

async function countRows(database: {
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
}): Promise<{ rows: Record<Table, number>; maxPerUser: Record<Table, number> }> {
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
async function guestExpiryCheck(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ httpSeconds: number; socketSeconds: number } | null> {
  const server = await spawnServer({ dataDir, databaseUrl, extraEnv: { ...LOOPBACK_ENV, GUEST_SESSION_MINUTES: '1', SEED: 'off' } });
  try {
    const answer = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: '{}',
    });
    const cookie = answer.headers
      .getSetCookie()
      .find((value) => value.startsWith('better-auth.session_token='))!
      .split(';')[0]!;
    const expiration = (await (await fetch(`${server.baseUrl}/api/trpc/user.getGuestExpiration`, { headers: { cookie } })).json()) as {
      result: { data: { epochMillis: number } | null };
    };
    const config = (await (await fetch(`${server.baseUrl}/api/trpc/notification.getClientConfig`, { headers: { cookie } })).json()) as {
      result: { data: { userId: string; userToken: string; feedChannelId: string } };
    };
    const { userId, userToken, feedChannelId } = config.result.data;
    const expiresAt = expiration.result.data?.epochMillis;
    if (!expiresAt) throw new Error('the guest has no expiry');
    const ws = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}/ws/v1/websocket?api_key=${NOTIFY_PUBLIC_KEY}&user_token=${userToken}&vsn=2.0.0`,
    );
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
    return {
      httpSeconds: Math.max(0, (httpRefusedAt - expiresAt) / 1000),
      socketSeconds: Math.max(0, (socketClosedAt - expiresAt) / 1000),
    };
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
    console.log(
      `security soak: server ready after ${server.readySeconds.toFixed(1)} s on ${scratch ? 'PostgreSQL' : 'PGlite'}; ${options.agents} guest agents for ${options.durationSeconds} s`,
    );
    if (scratch) {
      client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
    }
    const startedAt = Date.now();
    const soak = new SoakGuests(server.baseUrl, options, startedAt + options.durationSeconds * 1000);
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
    const at = (q: number) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! / 1000 : NaN;
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
            return await countRows({
              query: async (text) => (await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] },
            });
          } finally {
            await handle.close();
          }
        })();
    printTable(
      'Rows in the database after the soak',
      ['table', 'rows', 'most rows of one user', 'cap'],
      [
        [
          'notification_preference',
          truth.rows.notification_preference,
          truth.maxPerUser.notification_preference,
          NOTIFY_CAPS.preferenceSetsPerUser,
        ],
        [
          'notification_channel_data',
          truth.rows.notification_channel_data,
          truth.maxPerUser.notification_channel_data,
          NOTIFY_CAPS.channelDataPerUser,
        ],
        [
          'notification_guide_engagement',
          truth.rows.notification_guide_engagement,
          truth.maxPerUser.notification_guide_engagement,
          NOTIFY_CAPS.guideStepsPerUser,
        ],
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
      if (expiry)
        console.log(
          `\nguest expiry (1-minute guest): /v1 refused ${expiry.httpSeconds.toFixed(1)} s and the socket closed ${expiry.socketSeconds.toFixed(1)} s after the guest's end`,
        );
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
