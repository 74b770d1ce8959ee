import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProduction } from '../src/cli/build-production.ts';
import { freePort } from './support/server-process.ts';

const scratch = mkdtempSync(join(tmpdir(), 'creatorlens-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for the Vite build (that one is exercised by every browser journey): a page and one named asset. */
const webStandIn = (asset: string) => (webDistDir: string) => {
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(
    join(webDistDir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/${asset}"></script></head><body></body></html>`,
  );
  writeFileSync(join(webDistDir, 'assets', asset), `console.log(${JSON.stringify(asset)});`);
};

describe('the production build', () => {
  it('runs with plain node, keeps serving its own build while a new one is switched in, and stops cleanly on SIGTERM', async () => {
    const buildsDir = join(scratch, 'build');
    const first = await buildProduction({ buildsDir, buildWeb: webStandIn('app-first.js') });
    expect(readlinkSync(join(buildsDir, 'current'))).toBe(basename(first));

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // Started through the `current` link, as `npm run serve` does: no tsx, no TypeScript.
    const child = spawn(process.execPath, [join(buildsDir, 'current', 'server', 'main.mjs')], {
      cwd: scratch,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: join(scratch, 'data'),
        SEED: 'off',
        LOG_LEVEL: 'warn',
        RANKINGS_REFRESH_MINUTES: '0',
        REFRESH_SCHEDULE: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}: ${stderr}`);
        const isReady = await fetch(`${origin}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (isReady) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${origin}/assets/app-first.js`)).status).toBe(200);

      const second = await buildProduction({ buildsDir, buildWeb: webStandIn('app-second.js') });
      expect(readlinkSync(join(buildsDir, 'current'))).toBe(basename(second));
      expect(existsSync(first)).toBe(true);
      // The running process serves the build it started with, never a mix.
      expect((await fetch(`${origin}/assets/app-first.js`)).status).toBe(200);
      expect((await fetch(`${origin}/assets/app-second.js`)).status).toBe(404);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 180_000);
});
