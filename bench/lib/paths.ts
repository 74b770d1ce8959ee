import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root, found from this file so the benches run from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The web app's own build, which the page benches serve through the source server (WEB_DIST_DIR names another). */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps', 'web', 'dist');

/**
 * Builds the web app into apps/web/dist when no build is there. `npm run build:web`, not `npm run build`: the latter
 * writes the production build under build/ and leaves apps/web/dist missing, so a fresh clone's bench served no pages.
 */
export function ensureWebBuild(label: string): void {
  if (existsSync(join(WEB_DIST_DIR, 'index.html'))) return;
  if (resolve(WEB_DIST_DIR) !== resolve(REPO_ROOT, 'apps', 'web', 'dist')) throw new Error(`${label}: no web build in ${WEB_DIST_DIR}`);
  console.log(`${label}: building the web app (apps/web/dist is missing)`);
  execFileSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'ignore' });
}

/** True when the module with this import.meta.url is the script Node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === moduleUrl;
  } catch {
    return false;
  }
}

/** A fresh, empty folder under the OS temp folder; remove it with removeDir. */
export function makeTempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `creatorlens-bench-${label}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Reads BENCH_DATABASE_URL (postgres://...) or undefined when PostgreSQL benches should be skipped. */
export function benchDatabaseUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('BENCH_DATABASE_URL must start with postgres:// or postgresql://');
  return url;
}

/** Stops a bench that hangs (a stuck server, a database that never answers) instead of running forever. */
export function armWatchdog(label: string, minutes: number, onFire?: () => void): void {
  setTimeout(() => {
    console.error(`${label}: still running after ${minutes} min, giving up`);
    onFire?.();
    process.exit(1);
  }, minutes * 60_000).unref();
}
