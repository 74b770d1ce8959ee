import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '@creatorlens/test-support/free-port';
import { REPO_ROOT } from './paths.ts';

/** Re-exported for the benches that import it from here. */
export { findFreePort };

export interface SpawnedServer {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Seconds from spawn() to the first 200 from GET /healthz. */
  readySeconds: number;
  /** The last few KB the server printed (stdout and stderr), for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface SpawnServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Gives up when /healthz has not answered 200 after this long. */
  timeoutSeconds?: number;
  extraEnv?: Record<string, string>;
}

const POLL_MS = 50;
const OUTPUT_LIMIT = 8_000;
const running = new Set<ChildProcess>();

// A bench that dies half-way must not leave servers behind: kill the ones this process started.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The AUTH_SECRET of bench servers (loopback only, throwaway data). */
export const BENCH_AUTH_SECRET = 'bench-auth-secret-bench-auth-secret-0000';

/**
 * Spawns the real server (`node --import tsx apps/server/src/main.ts`) bound to 127.0.0.1 and waits for the
 * first 200 from /healthz, polling every 50 ms.
 */
export async function spawnServer(options: SpawnServerOptions): Promise<SpawnedServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'on',
    // Every process of one bench shares a database, so they share the secret its keys are sealed with.
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ...options.extraEnv,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => running.delete(child));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = startedAt + (options.timeoutSeconds ?? 300) * 1000;
  let exitCode: number | null | undefined;
  exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`server exited (code ${exitCode}) before /healthz answered 200:\n${output}`);
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server did not answer 200 on /healthz within ${options.timeoutSeconds ?? 300} s:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const readySeconds = (performance.now() - startedAt) / 1000;
  return { baseUrl, port, child, readySeconds, output: () => output, stop };
}
