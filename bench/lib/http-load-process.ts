import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { HttpLoadJob } from './http-load-child.ts';
import type { LatencySummary } from './stats.ts';
import { REPO_ROOT } from './paths.ts';

export interface HttpLoadResult {
  summary: LatencySummary & { firstError: string | null };
  /** CPU time the load generator spent during the measured requests. */
  cpuMs: number;
}

/**
 * Runs an HTTP load from a freshly started process. A benchmark process that sat idle for minutes (while it
 * generated millions of rows in PostgreSQL) generated load at 0.6-0.8 ms CPU per request, against 0.15-0.25 ms
 * for a fresh one, and so measured mostly itself. `beforeMeasured` runs after the child's warm-up, right before the
 * measured requests (the caller takes its CPU snapshots there); the promise resolves right after them.
 */
export async function runHttpLoadInChild(job: HttpLoadJob, hooks: { beforeMeasured?: () => void } = {}): Promise<HttpLoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('bench', 'lib', 'http-load-child.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_HTTP_LOAD_JOB: JSON.stringify(job) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  let result: HttpLoadResult | null = null;
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line === 'warm') {
      hooks.beforeMeasured?.();
      child.stdin!.write('go\n');
    } else if (line.startsWith('{')) {
      result = JSON.parse(line) as HttpLoadResult;
    }
  }
  const code = await exited;
  if (!result) throw new Error(`the load generator exited with ${code} and no result`);
  return result;
}
