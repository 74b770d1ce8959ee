import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const BUILT_SERVER = join('build', 'current', 'server', 'main.mjs');
const SERVER_SOURCES = [
  'apps/server/src',
  'packages/api/src',
  'packages/core/src',
  'packages/db/src',
  'packages/contracts/src',
  'packages/i18n/src',
];

/** The newest modification time of any file under the folders (a few thousand files: milliseconds). */
function newestChange(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The server as `npm start` runs it: the production build (`npm run build`, which test:e2e runs first) when it is
 * newer than every server source file, else the source start with tsx, so an edit made after the last build is
 * never tested against stale code (the web app then comes from the newer of the two web builds, see config.ts).
 */
export function serverCommand(): string[] {
  if (existsSync(BUILT_SERVER) && statSync(join('build', 'current', 'build.json')).mtimeMs >= newestChange(SERVER_SOURCES))
    return [BUILT_SERVER];
  console.info('e2e: server sources changed after the last `npm run build`; starting the server from source');
  return ['--import', 'tsx', 'apps/server/src/main.ts'];
}

/**
 * Starts the real server exactly as `npm start` does (built web app, fresh seeded PGlite) for the browser journeys and
 * hands its address to them in E2E_BASE_URL (Playwright's workers inherit the environment global setup leaves). The
 * returned function is Playwright's global teardown. With E2E_BASE_URL already set, the journeys run against that
 * server and nothing is started.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const dataDir = await mkdtemp(join(tmpdir(), 'creatorlens-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      GUEST_SESSION_MINUTES: '60',
      // The journeys sign in, sign up and start guest sessions a dozen times within seconds from one address; the
      // limiters themselves are tested in auth-rate-limit.int.test.ts and the security-*.int.test.ts files.
      AUTH_RATE_LIMIT: 'off',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // First start migrates, seeds and runs the intelligence job (~1 min on a quiet 2-core machine); the margin is for
  // loaded machines.
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the server did not become healthy within 420 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
  };
}
