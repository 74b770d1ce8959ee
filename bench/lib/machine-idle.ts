import { readFileSync } from 'node:fs';

/** Busy and total CPU ticks of the whole machine so far (Linux /proc/stat, first line). */
export function machineTicks(): { busy: number; total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // Only true idle counts as quiet: iowait is the disk still writing (a checkpoint after a bulk load), which slows
  // the processes being measured too.
  const idle = fields[3] ?? 0;
  // steal: time the virtual machine's host gave to someone else while this machine had work.
  return { busy: total - idle, total, steal: fields[7] ?? 0 };
}

/** User + system CPU time of one process so far (Linux /proc, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface IdleWait {
  waitedSeconds: number;
  /** Share of all cores busy in the last window (0..1). */
  lastBusyShare: number;
  isIdle: boolean;
}

/**
 * Waits until the machine has been quiet for one window: a freshly started server finishes its start-up work
 * (seeding checks, the first ranking refresh, JIT) and PostgreSQL its after-load work (autovacuum, checkpoint), so
 * a steady-state figure does not measure them. Gives up after `timeoutSeconds` and says so.
 */
export async function waitForIdleMachine(
  options: { windowMs?: number; maxBusyShare?: number; timeoutSeconds?: number } = {},
): Promise<IdleWait> {
  const windowMs = options.windowMs ?? 1_000;
  const maxBusyShare = options.maxBusyShare ?? 0.1;
  const started = performance.now();
  const deadline = started + (options.timeoutSeconds ?? 60) * 1000;
  let lastBusyShare = 1;
  while (performance.now() < deadline) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    lastBusyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (lastBusyShare <= maxBusyShare) return { waitedSeconds: (performance.now() - started) / 1000, lastBusyShare, isIdle: true };
  }
  return { waitedSeconds: (performance.now() - started) / 1000, lastBusyShare, isIdle: false };
}
