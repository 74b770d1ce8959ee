import { createConnectorRegistry, type ConnectorRegistry, type ChatActivityReader } from '@creatorlens/core/connectors';
import { JOB_QUEUES } from '@creatorlens/core/jobs';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { AnalyzeTexts } from '@creatorlens/core/text-analysis';
import { isAppError } from '@creatorlens/core/errors';
import { runImportJob } from '@creatorlens/core/imports';
import type { MsTeamsApiSettings, SlackAppSettings } from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { PermanentJobError, type JobHandlerRegistry } from './queue.ts';
import { refreshIntelligence } from './refresh-intelligence.ts';
import { createRefreshChannelHandler } from './refresh-channel-job.ts';
import { createRefreshFinishHandler, createRefreshRunHandler } from './refresh-run-job.ts';
import { createTwitchChatReader } from '../connectors/twitch-chat.ts';
import { createTwitchLiveHandler, TWITCH_LIVE_LEASE_MS } from './twitch-live-job.ts';
import { cleanupHandler } from './cleanup-job.ts';
import { createChatDeliveryHandler } from './chat-delivery-job.ts';
import { rankingsHandler, refreshDerivedData } from './refresh-rankings.ts';

export interface JobHandlerDependencies {
  db: Database;
  /** The server's auth secret, from which connector secrets' key is derived. */
  encryptionKey: string;
  /** CONNECTOR_ALLOW_PRIVATE_HOSTS: connectors may call loopback and private addresses (local fakes only). */
  allowPrivateHosts: boolean;
  /** Platform HTTP calls (tests and benches point it at the fake platform server through the base URLs instead). */
  fetch?: typeof fetch;
  /** Watchlist alerts after a refresh run mail through this (SMTP or the in-app outbox). */
  mail?: MailDispatch | null;
  /** How long a claimed refresh stays ours without renewal; after a crash others resume it this much later. */
  leaseMs?: number;
  /** Channel refreshes one process runs at the same time. */
  refreshConcurrency?: number;
  /** Reads Twitch chat for the live samples (default: anonymous, at Twitch's official chat endpoint; null: viewers only). */
  twitchChat?: ChatActivityReader | null;
  /** The post-text detectors off the serving thread (text-analysis-pool.ts); in-process when absent (tests). */
  analyzeTexts?: AnalyzeTexts;
  /** Where handlers log what they recover from (a failed Twitch chat read); none in tests that do not care. */
  log?: { warn(details: Record<string, unknown>, message: string): void } | null;
  /** The Slack app for chat posts (config.slack); null or absent: chat delivery jobs skip. */
  slack?: SlackAppSettings | null;
  /** The Microsoft Teams app for chat posts (config.msTeams); null or absent: Teams deliveries skip. */
  msTeams?: MsTeamsApiSettings | null;
  /** PUBLIC_URL: chat posts link back to the product here. */
  publicUrl?: string;
}

/**
 * The one place the product's job handlers are registered (each feature adds its line here), into the app's registry.
 * Called once at server start, before the worker starts. Returns the connector registry the handlers use.
 */
export function registerJobHandlers(jobHandlers: JobHandlerRegistry, deps: JobHandlerDependencies): { connectors: ConnectorRegistry } {
  const connectors = createConnectorRegistry({
    db: deps.db,
    encryptionKey: deps.encryptionKey,
    allowPrivateHosts: deps.allowPrivateHosts,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  jobHandlers.register(JOB_QUEUES.refreshChannel, createRefreshChannelHandler({ connectors }), {
    concurrency: deps.refreshConcurrency ?? 4,
    leaseMs: deps.leaseMs ?? 60_000,
  });
  jobHandlers.register(JOB_QUEUES.refreshRun, createRefreshRunHandler({ connectors }), { leaseMs: deps.leaseMs ?? 60_000 });
  jobHandlers.register(
    JOB_QUEUES.refreshFinish,
    createRefreshFinishHandler({
      refreshIntelligence: (db, { channelIds }) =>
        refreshIntelligence(db, {
          channelIds,
          notify: { mail: deps.mail ?? null },
          ...(deps.analyzeTexts ? { analyzeTexts: deps.analyzeTexts } : {}),
        }),
      refreshRankings: refreshDerivedData,
    }),
    { leaseMs: 10 * 60_000 },
  );
  // CSV imports (core/imports): an AppError (list deleted, rights lost) cannot be fixed by retrying.
  jobHandlers.register(JOB_QUEUES.import, ({ db, job, reportProgress, signal }) =>
    runImportJob({ db, reportProgress, signal }, job).then(
      (summary) => ({ ...summary }),
      (error: unknown) => Promise.reject(isAppError(error) ? new PermanentJobError(error.message) : error),
    ),
  );
  // Live Twitch samples for the viewer-curve and chat signals (twitch-live-job.ts); skips itself without credentials.
  jobHandlers.register(
    JOB_QUEUES.twitchLive,
    createTwitchLiveHandler({
      connectors,
      chat: deps.twitchChat === undefined ? createTwitchChatReader() : deps.twitchChat,
      mail: deps.mail ?? null,
      log: deps.log ?? null,
    }),
    {
      leaseMs: TWITCH_LIVE_LEASE_MS,
    },
  );
  // Expired guests and ended rate-limit windows (cleanup-job.ts), every CLEANUP_INTERVAL_MS.
  jobHandlers.register(JOB_QUEUES.cleanup, cleanupHandler);
  // Derived channel stats and the charts (refresh-rankings.ts), every RANKINGS_REFRESH_MINUTES.
  jobHandlers.register(JOB_QUEUES.rankings, rankingsHandler, { leaseMs: 10 * 60_000 });
  // Workflow messages posted to the campaigns' Slack and Teams channels (chat-delivery-job.ts).
  jobHandlers.register(
    JOB_QUEUES.chatDelivery,
    createChatDeliveryHandler({
      encryptionKey: deps.encryptionKey,
      slack: deps.slack ?? null,
      msTeams: deps.msTeams ?? null,
      publicUrl: deps.publicUrl ?? 'http://localhost:3000',
      mail: deps.mail ?? null,
    }),
    { concurrency: 2 },
  );
  return { connectors };
}
