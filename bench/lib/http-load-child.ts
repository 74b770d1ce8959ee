import { createInterface } from 'node:readline';
import { runLoad, type LoadOptions } from './load.ts';
import { createTextGetter } from './notify-http.ts';

/**
 * The HTTP load generator as a process of its own (started by http-load-process.ts). Warms up, says "warm", waits
 * for "go" on stdin (the parent takes its CPU snapshots in between), runs the measured load and prints the result
 * as one JSON line.
 */
export interface HttpLoadJob {
  url: string;
  headers: Record<string, string>;
  load: LoadOptions;
  /** Appends a never-seen query parameter to every request, so no cache can answer it. */
  isUncached: boolean;
  /** An answer must start with this to count. */
  bodyPrefix: string;
}

const job = JSON.parse(process.env.BENCH_HTTP_LOAD_JOB ?? '{}') as HttpLoadJob;
const http = createTextGetter(job.headers, job.load.concurrency);
let nonce = 0;
const task = async () => {
  const url = job.isUncached ? `${job.url}&bench_nonce=${(nonce += 1)}` : job.url;
  const { status, body } = await http.get(url);
  if (status !== 200 || !body.startsWith(job.bodyPrefix)) throw new Error(`${url} answered ${status}`);
};

await runLoad(task, { ...job.load, warmup: 0, count: job.load.warmup });
process.stdout.write('warm\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
const cpuBefore = process.cpuUsage();
const summary = await runLoad(task, { ...job.load, warmup: 0 });
const cpu = process.cpuUsage(cpuBefore);
http.close();
process.stdout.write(`${JSON.stringify({ summary, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
process.exit(0);
