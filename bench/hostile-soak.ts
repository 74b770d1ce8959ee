import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@creatorlens/db';
import { bodyVandal, forwardedForRotator } from './lib/hostile/http-vandal.ts';
import { NORMAL_USER_EMAILS, normalUser, SOAK_TAG_PREFIX, type NormalUserResult } from './lib/hostile/normal-users.ts';
import { socketVandal } from './lib/hostile/socket-vandal.ts';
import { Tally } from './lib/hostile/tally.ts';
import { probeHealthInChild, type HealthProbe } from './lib/hostile/health-prober.ts';
import { armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer, type SpawnedServer } from './lib/server.ts';
import { percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import { extraLanes } from './lib/hostile/extra-lanes.ts';

/**
 * Hostile-traffic soak (issue "hostile and heavy input"): for --duration seconds (default 600) one server process on
 * PGlite serves normal users (demo accounts writing tags and holding a notification socket) while hostile clients
 * send malformed, oversized and binary socket frames, frame floods and join floods, deep JSON and junk bodies, sign-ins
 * and sign-ups with a rotated X-Forwarded-For, and the extra lanes (uploads, adversarial captions through refreshes).
 * Prints requests served, refusals by reason, unexpected answers, crashes (must be 0), /healthz latency (p50, p99,
 * max, per minute), RSS over time, and the normal users' acknowledged writes against the rows stored (must be equal).
 *
 *   node --import tsx bench/hostile-soak.ts [--duration=600] [--socket-vandals=3]
 */

const SAMPLE_MS = 15_000;

interface Options {
  durationSeconds: number;
  socketVandals: number;
}

function readOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const raw = argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1];
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number`);
    return parsed;
  };
  return { durationSeconds: value('duration', 600), socketVandals: value('socket-vandals', 3) };
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

export async function runHostileSoak(options: Options): Promise<void> {
  armWatchdog('hostile soak', Math.ceil(options.durationSeconds / 60) + 20);
  const dataDir = makeTempDir('hostile-soak');
  let server: SpawnedServer | undefined;
  try {
    server = await spawnServer({
      dataDir,
      timeoutSeconds: 600,
      extraEnv: {
        // One proxy in front: the right-most X-Forwarded-For entry is the client (the rotator writes the left-most).
        TRUST_PROXY: '1',
        // Hostile guests all come from 127.0.0.1; the caps under test are per user and per socket.
        RATE_LIMIT_GUEST_IP: '100000/3600',
        REFRESH_SCHEDULE: 'off',
        // The caption lane points the YouTube connector at a local hostile platform and asks for refreshes often.
        CONNECTOR_ALLOW_PRIVATE_HOSTS: 'on',
        RATE_LIMIT_REFRESH_ORGANIZATION: '100000/3600',
        // Every hostile upload is read until a cap refuses it (the hourly count of import files would stop them first).
        RATE_LIMIT_IMPORT_ORGANIZATION: '100000/3600',
        LOG_LEVEL: 'error',
      },
    });
    const baseUrl = server.baseUrl;
    const pid = server.child.pid!;
    let stopProber = () => {};
    let crashes = 0;
    let crashOutput = '';
    const startedAt = Date.now();
    let until = startedAt + options.durationSeconds * 1000;
    server.child.once('exit', (code, signal) => {
      crashes += 1;
      crashOutput = `exit ${code ?? signal}: ${server?.output().slice(-2_000)}`;
      until = Date.now();
      stopProber();
    });
    console.log(`hostile soak: server ready after ${server.readySeconds.toFixed(1)} s on PGlite; ${options.durationSeconds} s of traffic`);

    const normal = new Tally();
    const hostile = new Tally();
    const prober = probeHealthInChild(baseUrl, startedAt, until);
    stopProber = prober.stop;
    const rss: { seconds: number; mb: number }[] = [];
    const sampler = setInterval(() => {
      if (crashes > 0) return;
      const mb = rssMb(pid);
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      rss.push({ seconds, mb });
      console.log(
        `  ${(seconds / 60).toFixed(2)} min: RSS ${mb.toFixed(0)} MB, normal served ${normal.served}, hostile served ${hostile.served}`,
      );
    }, SAMPLE_MS);
    rss.push({ seconds: 0, mb: rssMb(pid) });

    const lanes: Promise<unknown>[] = [];
    const normalResults = NORMAL_USER_EMAILS.map((email, index) => normalUser(baseUrl, email, index, normal, until));
    lanes.push(...normalResults);
    for (let index = 0; index < options.socketVandals; index += 1)
      lanes.push(socketVandal(baseUrl, hostile, until, `198.51.100.${index + 1}`));
    lanes.push(bodyVandal(baseUrl, hostile, until), forwardedForRotator(baseUrl, hostile, until));
    for (const lane of extraLanes) lanes.push(lane(baseUrl, hostile, until));
    const settled = await Promise.allSettled(lanes);
    clearInterval(sampler);
    const probes: HealthProbe[] = await prober.result;
    for (const outcome of settled) if (outcome.status === 'rejected') console.log(`a lane failed: ${String(outcome.reason)}`);
    const results = (await Promise.allSettled(normalResults))
      .filter((outcome): outcome is PromiseFulfilledResult<NormalUserResult> => outcome.status === 'fulfilled')
      .map((outcome) => outcome.value);

    const seconds = (Date.now() - startedAt) / 1000;
    const latencies = probes.map((probe) => probe.ms);
    const healthFailures = probes.filter((probe) => probe.status !== 200).length;
    printTable(
      `Hostile soak, one process on PGlite, ${seconds.toFixed(0)} s`,
      ['figure', 'value'],
      [
        ['crashes (server process exits)', crashes],
        ['requests and frames served (normal)', normal.served],
        ['requests and frames served (hostile)', hostile.served],
        ['/healthz probes', probes.length],
        ['/healthz not 200', healthFailures],
        ['/healthz p50 ms', percentile(latencies, 50).toFixed(1)],
        ['/healthz p99 ms', percentile(latencies, 99).toFixed(1)],
        ['/healthz max ms', Math.max(0, ...latencies).toFixed(1)],
        ['normal sockets closed by the server', results.reduce((sum, result) => sum + result.socketsLost, 0)],
      ],
    );
    printTable(
      'Refusals by reason (what each attack got)',
      ['reason', 'count'],
      [...hostile.refusals].sort(([a], [b]) => a.localeCompare(b)),
    );
    if (hostile.notes.size)
      printTable(
        'Other answers to attacks',
        ['answer', 'count'],
        [...hostile.notes].sort(([a], [b]) => a.localeCompare(b)),
      );
    const unexpected: (string | number)[][] = [
      ...[...hostile.unexpected].map(([reason, count]) => [reason, count]),
      ...[...normal.unexpected].map(([reason, count]) => [`normal: ${reason}`, count]),
    ];
    printTable(
      'Unexpected answers (5xx, timeouts, an attack not refused, a normal request refused)',
      ['answer', 'count'],
      unexpected.length ? unexpected : [['none', 0]],
    );
    for (const line of [...hostile.lastUnexpected, ...normal.lastUnexpected]) console.log(`  last: ${line}`);
    printTable(
      '/healthz and RSS per minute',
      ['minute', 'probes', 'p50 ms', 'p99 ms', 'max ms', 'RSS MB (last sample)'],
      Array.from({ length: Math.ceil(seconds / 60) }, (_, minute) => {
        const inMinute = probes.filter((probe) => probe.at >= minute * 60_000 && probe.at < (minute + 1) * 60_000).map((probe) => probe.ms);
        const lastRss = rss.filter((entry) => entry.seconds < (minute + 1) * 60).at(-1)?.mb ?? NaN;
        return [
          minute + 1,
          inMinute.length,
          percentile(inMinute, 50).toFixed(1),
          percentile(inMinute, 99).toFixed(1),
          Math.max(0, ...inMinute).toFixed(1),
          lastRss.toFixed(0),
        ];
      }).filter((row) => row[1] !== 0),
    );
    const afterFirstMinute = rss.filter((entry) => entry.seconds >= 60);
    if (afterFirstMinute.length >= 2) {
      const half = Math.floor(afterFirstMinute.length / 2);
      const mean = (entries: typeof rss) => entries.reduce((sum, entry) => sum + entry.mb, 0) / entries.length;
      console.log(
        `RSS after the first minute: first half mean ${mean(afterFirstMinute.slice(0, half)).toFixed(0)} MB, second half mean ${mean(afterFirstMinute.slice(half)).toFixed(0)} MB, max ${Math.max(...afterFirstMinute.map((entry) => entry.mb)).toFixed(0)} MB`,
      );
    }
    if (crashes > 0) console.log(`THE SERVER EXITED: ${crashOutput}`);

    if (crashes === 0) await server.stop();
    server = undefined;
    const acknowledged = new Set(results.flatMap((result) => result.acknowledgedTagIds));
    const handle = await openDatabase({ dataDir });
    try {
      const stored = (await handle.db.execute(sql`select id from tag where name like ${`${SOAK_TAG_PREFIX}%`}`)) as unknown as {
        rows: { id: string }[];
      };
      const storedIds = new Set(stored.rows.map((row) => row.id));
      const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
      const unacknowledged = [...storedIds].filter((id) => !acknowledged.has(id)).length;
      printTable(
        "Normal users' writes",
        ['acknowledged', 'rows stored', 'acknowledged but not stored (lost)', 'stored but not acknowledged'],
        [[acknowledged.size, storedIds.size, lost, unacknowledged]],
      );
    } finally {
      await handle.close();
    }
  } finally {
    await server?.stop();
    removeDir(dataDir);
  }
}

if (isMainModule(import.meta.url)) {
  runHostileSoak(readOptions(process.argv.slice(2))).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
