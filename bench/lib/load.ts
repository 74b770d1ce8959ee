import { summarizeLatencies, type LatencySummary } from './stats.ts';

export interface LoadOptions {
  /** Workers running the task in a loop at the same time. */
  concurrency: number;
  /** Calls made first and not measured (JIT, connection pools, database caches). */
  warmup: number;
  /** Calls measured after the warm-up. */
  count: number;
  /** Hard bound for warm-up plus measurement; the run stops (and says so) when it is reached. */
  maxSeconds: number;
}

export const DEFAULT_LOAD: LoadOptions = { concurrency: 50, warmup: 200, count: 2_000, maxSeconds: 60 };

/**
 * Runs `task` `warmup + count` times with `concurrency` workers, timing each call of the measured phase.
 * A call that throws counts as an error (its time is not in the percentiles); the first error message is kept.
 */
export async function runLoad(
  task: () => Promise<void>,
  options: LoadOptions = DEFAULT_LOAD,
): Promise<LatencySummary & { firstError: string | null }> {
  const deadline = performance.now() + options.maxSeconds * 1000;
  let firstError: string | null = null;

  const phase = async (total: number, latencies: number[] | null) => {
    let issued = 0;
    let errors = 0;
    let wasCutShort = false;
    const worker = async () => {
      while (issued < total) {
        if (performance.now() > deadline) {
          wasCutShort = true;
          return;
        }
        issued += 1;
        const startedAt = performance.now();
        try {
          await task();
          latencies?.push(performance.now() - startedAt);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    return { errors, wasCutShort, wallMs: performance.now() - startedAt };
  };

  const warm = await phase(options.warmup, null);
  const latencies: number[] = [];
  const measured = warm.wasCutShort ? { errors: 0, wasCutShort: true, wallMs: 0 } : await phase(options.count, latencies);
  return { ...summarizeLatencies(latencies, measured), firstError };
}
