import { refreshChannelStats, refreshCharts } from '@creatorlens/core';
import type { Database } from '@creatorlens/db';

export interface RankingRefreshOptions {
  /** Milliseconds between refreshes; 0 or less disables the job. */
  intervalMs: number;
  onDone?: (summary: { channelsUpdated: number; chartEntries: number; milliseconds: number }) => void;
  onError?: (error: unknown) => void;
}

/**
 * Refreshes derived channel stats and the charts on an interval. In-process and best-effort until the durable job
 * queue exists: the timer is unref'd (it never keeps the process alive) and a run never overlaps the previous one.
 * Returns a stop function.
 */
export function startRankingRefresh({ db }: { db: Database }, options: RankingRefreshOptions): () => void {
  if (options.intervalMs <= 0) return () => {};
  let isRunning = false;
  const run = async () => {
    if (isRunning) return;
    isRunning = true;
    const started = performance.now();
    try {
      const stats = await refreshChannelStats({ db });
      const charts = await refreshCharts({ db });
      options.onDone?.({ channelsUpdated: stats.channelsUpdated, chartEntries: charts.entries, milliseconds: Math.round(performance.now() - started) });
    } catch (error) {
      options.onError?.(error);
    } finally {
      isRunning = false;
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
