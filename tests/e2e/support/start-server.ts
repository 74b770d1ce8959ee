import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serverCommand } from '../global-setup.ts';

/**
 * A second server of its own, for a journey that needs settings the shared one (global-setup) does not have, e.g. a
 * Slack app pointed at a fake. Same command and fresh seeded PGlite as the shared server; stopped by the journey.
 */
export async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'creatorlens-e2e-own-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A first start migrates and seeds (about a minute on a quiet 2-core machine; the margin is for a loaded one).
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy within 420 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
