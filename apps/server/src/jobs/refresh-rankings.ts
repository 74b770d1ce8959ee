import { refreshChannelStats } from '@creatorlens/core/analytics';
import { refreshCharts } from '@creatorlens/core/charts';
import { resolveIdentities } from '@creatorlens/core/identity';
import { refreshFigureFlags } from '@creatorlens/core/intelligence';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import type { Database } from '@creatorlens/db';
import type { JobHandler } from './queue.ts';

/**
 * Re-resolves who is one person across platforms (refreshed bios and handles bring new cross-links), then recomputes
 * derived channel stats, the outlier flags on them, and the charts that rank them. Identity goes first so the charts
 * and people search group the channels as merged. The same sequence runs after every refresh run (handlers.ts).
 */
export async function refreshDerivedData(db: Database) {
  const identities = await resolveIdentities({ db });
  const stats = await refreshChannelStats({ db });
  const flags = await refreshFigureFlags({ db });
  const charts = await refreshCharts({ db });
  return {
    identityPairs: identities.pairs,
    artistsMerged: identities.merged,
    channelsUpdated: stats.channelsUpdated,
    flaggedChannels: flags.flagged,
    chartEntries: charts.entries,
  };
}

/**
 * Derived channel stats and the public charts, recomputed through the durable queue like every other background
 * work: a singleton job, so N server processes never recompute at once, and a process that dies mid-run leaves the
 * job to another worker instead of losing it.
 */
export const rankingsHandler: JobHandler = async ({ db }) => refreshDerivedData(db);

/** One tick: enqueue a rankings refresh unless one is already waiting or running. */
export async function scheduleRankingsRefresh(db: Database): Promise<{ jobId: string }> {
  const { id } = await enqueueJob(
    { db },
    { queue: JOB_QUEUES.rankings, payload: { scheduledAt: Date.now() }, singletonKey: 'rankings', maxAttempts: 2 },
  );
  return { jobId: id };
}

/**
 * Starts the in-process timer (every RANKINGS_REFRESH_MINUTES; 0 switches it off); the work runs on whichever worker
 * claims the job. The timer is unref'd, so it never keeps the process alive. Returns a stop function.
 */
export function startRankingsSchedule(
  { db }: { db: Database },
  options: { intervalMs: number; onError?: (error: unknown) => void },
): () => void {
  if (options.intervalMs <= 0) return () => {};
  const timer = setInterval(() => void scheduleRankingsRefresh(db).catch((error: unknown) => options.onError?.(error)), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
