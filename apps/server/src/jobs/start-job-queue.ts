import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { AnalyzeTexts } from '@creatorlens/core/text-analysis';
import type { DatabaseHandle } from '@creatorlens/db';
import type { ServerConfig } from '../config.ts';
import { registerJobHandlers } from './handlers.ts';
import type { JobHandlerRegistry } from './queue.ts';
import { startRefreshSchedule } from './refresh-schedule.ts';
import { startJobWorker } from './worker.ts';
import { startTwitchLiveSchedule } from './twitch-live-job.ts';
import { startCleanupSchedule } from './cleanup-job.ts';
import { startRankingsSchedule } from './refresh-rankings.ts';

interface JobQueueDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The server's auth secret; connector secrets are encrypted with a key derived from it. */
  secret: string;
  log: FastifyBaseLogger;
  mail: MailDispatch;
  /** The app's job handlers (created in app.ts); the product's handlers are registered into it here. */
  jobHandlers: JobHandlerRegistry;
  /** The app's text-analysis worker pool (text-analysis-pool.ts). */
  analyzeTexts: AnalyzeTexts;
}

/**
 * Registers the job handlers in the app's registry, starts this process's worker (unless JOB_WORKER=off) and the
 * schedules (platform refresh, live Twitch samples, clean-up, rankings) that enqueue singleton jobs.
 * Returns a stop function.
 */
export async function startJobQueue({
  config,
  database,
  secret,
  log,
  mail,
  jobHandlers,
  analyzeTexts,
}: JobQueueDependencies): Promise<() => Promise<void>> {
  registerJobHandlers(jobHandlers, {
    db: database.db,
    encryptionKey: secret,
    allowPrivateHosts: config.connectorAllowPrivateHosts,
    mail,
    log,
    leaseMs: config.jobLeaseSeconds * 1000,
    analyzeTexts,
    slack: config.slack,
    msTeams: config.msTeams,
    publicUrl: config.publicUrl,
  });
  if (!config.isJobWorkerEnabled) return async () => {};
  // Unique per start, so a restarted process never mistakes its predecessor's leases for its own.
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const worker = await startJobWorker({
    db: database.db,
    handlers: jobHandlers,
    database,
    workerId,
    log,
    isSoleProcess: database.kind === 'pglite',
    // Running jobs get the same grace on shutdown as in-flight requests before their leases are released.
    stopGraceMs: config.shutdownGraceSeconds * 1000,
  });
  const stopSchedule = startRefreshSchedule(
    { db: database.db },
    { mode: config.refreshSchedule, onError: (error) => log.error({ err: error }, 'scheduling the platform refresh failed') },
  );
  const stopTwitchLive = startTwitchLiveSchedule(
    { db: database.db },
    { mode: config.refreshSchedule, onError: (error) => log.error({ err: error }, 'scheduling the live Twitch samples failed') },
  );
  const stopCleanup = startCleanupSchedule(
    { db: database.db },
    { onError: (error) => log.error({ err: error }, 'scheduling the clean-up failed') },
  );
  const stopRankings = startRankingsSchedule(
    { db: database.db },
    {
      intervalMs: config.rankingsRefreshMinutes * 60_000,
      onError: (error) => log.error({ err: error }, 'scheduling the rankings refresh failed'),
    },
  );
  return async () => {
    stopRankings();
    stopCleanup();
    stopTwitchLive();
    stopSchedule();
    await worker.stop();
  };
}
