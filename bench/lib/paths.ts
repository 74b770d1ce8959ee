import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root, found from this file so the benches run from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
