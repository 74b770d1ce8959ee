import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from './free-port.ts';

/** Debian's PostgreSQL 15 server binaries (postgresql-15); POSTGRES_BIN points elsewhere. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a primary with a hot standby cannot be started here, or null when it can (tests skip with the reason). */
export function whyNoStreamingReplication(): string | null {
  for (const binary of ['initdb', 'postgres', 'pg_basebackup']) {
    if (!existsSync(join(POSTGRES_BIN, binary))) return `${join(POSTGRES_BIN, binary)} is missing (apt-get install postgresql-15)`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'running as root without a postgres user to run PostgreSQL as (PostgreSQL refuses root)';
  }
  return null;
}

export interface StreamingPair {
  primaryUrl: string;
  standbyUrl: string;
  /** SELECT pg_wal_replay_pause() on the standby: it keeps receiving WAL but applies none (a lagging standby). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** SIGKILL to the standby's postmaster and all its backends at once: a crashed machine as its clients see it. */
  killStandby(): Promise<void>;
  /** Ends both servers and removes their folders. */
  stop(): Promise<void>;
}

interface RunningServer {
  process: ChildProcess;
  exited: Promise<void>;
  log: () => string;
}

async function waitForServer(url: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (server.process.exitCode !== null || Date.now() > deadline) throw new Error(`PostgreSQL did not start: ${server.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function onOne<T>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL primary and a hot standby streaming from it (pg_basebackup -R), on free loopback ports with
 * trust auth, for tests and benches of read replicas. As root both run as the `postgres` user; each postmaster leads
 * its own process group so killStandby() ends its backends with it. `settings` are extra `-c name=value` for both.
 */
export async function startPrimaryWithStandby(options: { settings?: string[] } = {}): Promise<StreamingPair> {
  const problem = whyNoStreamingReplication();
  if (problem) throw new Error(problem);
  const folder = mkdtempSync(join(tmpdir(), 'creatorlens-replication-'));
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()),
        gid: Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim()),
      }
    : {};
  if (isRoot) {
    chmodSync(folder, 0o755);
    chownSync(folder, owner.uid!, owner.gid!);
  }
  const run = (binary: string, args: string[]) => {
    const result = spawnSync(join(POSTGRES_BIN, binary), args, { encoding: 'utf8', cwd: folder, ...owner });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr}`);
  };
  const start = (dataDir: string, port: number): RunningServer => {
    const settings = [
      'listen_addresses=127.0.0.1',
      'max_connections=200',
      'shared_buffers=128MB',
      // A throwaway cluster: durability across power loss buys nothing here and costs the shared disk.
      'fsync=off',
      'hot_standby=on',
      ...(options.settings ?? []),
    ];
    const child = spawn(
      join(POSTGRES_BIN, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-k', folder, ...settings.flatMap((s) => ['-c', s])],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        cwd: folder,
        detached: true,
        ...owner,
      },
    );
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { process: child, exited, log: () => log };
  };
  const stopServer = async (server: RunningServer, signal: NodeJS.Signals) => {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      try {
        process.kill(-server.process.pid!, signal);
      } catch {
        // Already gone.
      }
    }
    await server.exited;
  };

  const primaryDir = join(folder, 'primary');
  const standbyDir = join(folder, 'standby');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const primaryPort = await findFreePort();
  const primary = start(primaryDir, primaryPort);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  let standby: RunningServer | null = null;
  try {
    await waitForServer(primaryUrl, primary);
    // initdb's pg_hba.conf trusts replication connections from loopback; -R writes standby.signal and primary_conninfo.
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    const standbyPort = await findFreePort();
    standby = start(standbyDir, standbyPort);
    const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    await waitForServer(standbyUrl, standby);
    const [recovery] = await onOne<{ is: boolean }>(standbyUrl, 'select pg_is_in_recovery() as is');
    if (!recovery?.is) throw new Error('the standby is not in recovery');
    const runningStandby = standby;
    return {
      primaryUrl,
      standbyUrl,
      pauseReplay: async () => void (await onOne(standbyUrl, 'select pg_wal_replay_pause()')),
      resumeReplay: async () => void (await onOne(standbyUrl, 'select pg_wal_replay_resume()')),
      killStandby: () => stopServer(runningStandby, 'SIGKILL'),
      stop: async () => {
        await stopServer(runningStandby, 'SIGQUIT');
        await stopServer(primary, 'SIGINT');
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (standby) await stopServer(standby, 'SIGQUIT');
    await stopServer(primary, 'SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
