import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isMainModule } from '../paths.ts';
import { request, sleep } from './tally.ts';

export interface HealthProbe {
  /** Milliseconds since the soak started. */
  at: number;
  ms: number;
  status: number;
}

const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Probes GET /healthz from a process of its own, so the figure is the server's answer time, not the delay of the
 * soak's own event loop (which builds 25 MB bodies and floods of frames on the same two cores).
 */
export function probeHealthInChild(
  baseUrl: string,
  startedAt: number,
  until: number,
): { result: Promise<HealthProbe[]>; stop: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), baseUrl, String(startedAt), String(until)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const result = new Promise<HealthProbe[]>((resolve) =>
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output) as HealthProbe[]);
      } catch {
        resolve([]);
      }
    }),
  );
  return { result, stop: () => child.kill('SIGINT') };
}

async function probeUntil(baseUrl: string, startedAt: number, until: number): Promise<HealthProbe[]> {
  const probes: HealthProbe[] = [];
  let isStopped = false;
  process.once('SIGINT', () => (isStopped = true));
  while (!isStopped && Date.now() < until) {
    const started = performance.now();
    const answer = await request(`${baseUrl}/healthz`, {}, HEALTH_TIMEOUT_MS);
    probes.push({ at: Date.now() - startedAt, ms: performance.now() - started, status: answer.status });
    await sleep(HEALTH_EVERY_MS);
  }
  return probes;
}

if (isMainModule(import.meta.url)) {
  const [baseUrl, startedAt, until] = process.argv.slice(2);
  void probeUntil(baseUrl!, Number(startedAt), Number(until)).then((probes) => process.stdout.write(JSON.stringify(probes)));
}
