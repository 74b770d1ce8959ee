import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProduction } from '../src/cli/build-production.ts';
import { freePort } from './support/server-process.ts';
import { createTestApp } from './support/test-app.ts';

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
      // The build carries the blog's posts (content/blog): the built server renders them.
      const blog = await fetch(`${origin}/blog/engagement-per-platform?lang=de`);
      expect(blog.status).toBe(200);
      expect(await blog.text()).toContain('So messen wir Engagement auf jeder Plattform');

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

  it('ships no source maps: the real web build has no .map file nor sourceMappingURL, and the server 404s any map', async () => {
    // The real Vite build with the config `npm run build` uses (the stand-in above cannot show what Vite writes); only
    // the web app, since the server bundle is never served.
    const webDistDir = join(scratch, 'maps-build');
    const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
    const vite = join(dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: webDir,
      encoding: 'utf8',
      // The build as deployed: WEB_SOURCEMAPS=on is for a local debugging build only.
      env: { ...process.env, WEB_SOURCEMAPS: '' },
    });
    expect(build.status, build.stderr).toBe(0);
    const files = readdirSync(webDistDir, { recursive: true, encoding: 'utf8' });
    const scripts = files.filter((file) => /\.(?:m?js|css|html)$/.test(file));
    expect(scripts.filter((file) => file.startsWith('assets/') && file.endsWith('.js')).length).toBeGreaterThan(10);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(scripts.filter((file) => readFileSync(join(webDistDir, file), 'utf8').includes('sourceMappingURL'))).toEqual([]);

    const app = await createTestApp({ webDistDir });
    try {
      const asset = scripts.find((file) => file.startsWith('assets/') && file.endsWith('.js'))!;
      const get = (url: string) => app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      const served = await get(`/${asset}`);
      expect(served.statusCode).toBe(200);
      expect(served.body).not.toContain('sourceMappingURL');
      for (const url of [`/${asset}.map`, '/assets/anything.js.map', '/assets/app.css.map', '/main.js.map'])
        expect((await get(url)).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  }, 300_000);
});
