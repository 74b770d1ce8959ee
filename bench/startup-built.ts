import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { armWatchdog, isMainModule, makeTempDir, removeDir, REPO_ROOT } from './lib/paths.ts';
import { BENCH_AUTH_SECRET, findFreePort } from './lib/server.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Startup time and memory of the production build (`node build/current/server/main.mjs`, plain Node) against the
 * source start (`node --import tsx apps/server/src/main.ts`, TypeScript transpiled at every start), on one seeded
 * PGlite folder: seconds from spawn to the first 200 on /readyz, and the resident memory (VmRSS) right then.
 * The two are started in turns so machine load falls on both alike. Needs `npm run build` first.
 */

const VARIANTS = {
  built: () => [join(REPO_ROOT, 'build', 'current', 'server', 'main.mjs')],
  tsx: () => ['--import', 'tsx', join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts')],
} as const;
type Variant = keyof typeof VARIANTS;

interface StartSample {
  seconds: number;
  rssMegabytes: number;
}

async function startOnce(variant: Variant, dataDir: string, seed: boolean): Promise<StartSample> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: seed ? 'on' : 'off',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    RANKINGS_REFRESH_MINUTES: '0',
    REFRESH_SCHEDULE: 'off',
  };
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  const child = spawn(process.execPath, VARIANTS[variant](), { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} server exited with ${child.exitCode}:\n${output}`);
      const isReady = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (isReady) break;
      if (performance.now() - startedAt > 600_000) throw new Error(`${variant} server not ready after 600 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const rssKilobytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
    return { seconds, rssMegabytes: rssKilobytes / 1024 };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

export interface BuiltStartupResult {
  rounds: number;
  build: string;
  variants: Record<Variant, { seconds: { median: number; p95: number }; rssMegabytes: { median: number; p95: number } }>;
}

export async function runBuiltStartupBench(rounds = 7): Promise<BuiltStartupResult> {
  const current = join(REPO_ROOT, 'build', 'current');
  if (!existsSync(join(current, 'server', 'main.mjs'))) throw new Error('no production build: run `npm run build` first');
  const dataDir = makeTempDir('startup-built');
  const samples: Record<Variant, StartSample[]> = { built: [], tsx: [] };
  try {
    console.log('startup-built: first start (migrations and seed) with the built server');
    await startOnce('built', dataDir, true);
    for (let round = 1; round <= rounds; round += 1) {
      // Alternate which goes first, so neither always starts on a warmer page cache.
      const order: Variant[] = round % 2 ? ['built', 'tsx'] : ['tsx', 'built'];
      for (const variant of order) {
        const sample = await startOnce(variant, dataDir, false);
        samples[variant].push(sample);
        console.log(
          `startup-built round ${round}/${rounds}: ${variant} ${sample.seconds.toFixed(2)} s, ${sample.rssMegabytes.toFixed(0)} MB`,
        );
      }
    }
  } finally {
    removeDir(dataDir);
  }
  const summary = (list: StartSample[]) => ({
    seconds: {
      median: round(median(list.map((s) => s.seconds)), 3),
      p95: round(
        percentile(
          list.map((s) => s.seconds),
          95,
        ),
        3,
      ),
    },
    rssMegabytes: {
      median: round(median(list.map((s) => s.rssMegabytes)), 1),
      p95: round(
        percentile(
          list.map((s) => s.rssMegabytes),
          95,
        ),
        1,
      ),
    },
  });
  return {
    rounds,
    build: realpathSync(current).split('/').pop() ?? '',
    variants: { built: summary(samples.built), tsx: summary(samples.tsx) },
  };
}

export function printBuiltStartup(result: BuiltStartupResult): void {
  const row = (label: string, variant: Variant) => {
    const figures = result.variants[variant];
    return [label, figures.seconds.median, figures.seconds.p95, figures.rssMegabytes.median, figures.rssMegabytes.p95];
  };
  printTable(
    `Startup on a seeded PGlite folder, ${result.rounds} starts each: spawn to first 200 on /readyz, resident memory then`,
    ['server', 'median s', 'p95 s', 'median RSS MB', 'p95 RSS MB'],
    [row('built (node build/current/server/main.mjs)', 'built'), row('source (node --import tsx)', 'tsx')],
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('startup-built bench', 30);
  printBuiltStartup(await runBuiltStartupBench(Number(process.env.ROUNDS ?? 7)));
}
