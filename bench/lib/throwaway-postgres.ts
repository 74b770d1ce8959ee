import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from './server.ts';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL server of its own for one bench run: initdb in a temp folder, a free port, trust auth on loopback;
 * stop() ends it and removes the folder. As root it runs as the `postgres` user (PostgreSQL refuses root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'creatorlens-pg-'));
  const dataDir = join(folder, 'data');
  // PostgreSQL refuses to run as root: then initdb and the server run as the `postgres` user (spawned with its uid,
  // so signals reach the server itself).
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
  const init = spawnSync(join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    encoding: 'utf8',
    cwd: folder,
    ...owner,
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await findFreePort();
  const server: ChildProcess = spawn(
    join(BIN, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder, ...owner },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`PostgreSQL did not start: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGINT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
