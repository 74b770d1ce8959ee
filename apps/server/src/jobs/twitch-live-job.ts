/**
 * The twitch-live job: every 5 minutes, one sample of every watched Twitch channel that is live (viewer count from
 * Helix, chat activity over a short window), for the viewer-curve and chat signals. The timer only enqueues a
 * singleton job, so several server processes never sample twice in one round; the work runs in the durable queue.
 */
import { sampleLiveTwitchChannels, type ChatActivityReader, type ConnectorRegistry } from '@creatorlens/core/connectors';
import { raiseBotAlerts, refreshChannelSignals } from '@creatorlens/core/intelligence';
import { enqueueJob, JOB_QUEUES } from '@creatorlens/core/jobs';
import type { MailDispatch } from '@creatorlens/core/mail';
import { and, eq, isNotNull } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { JobHandler } from './queue.ts';

export const TWITCH_LIVE_INTERVAL_MS = 5 * 60_000;
/** The round must end before the next is due: Helix calls, the chat window and batched joins fit well inside. */
export const TWITCH_LIVE_LEASE_MS = 4 * 60_000;

export interface TwitchLiveJobDependencies {
  connectors: ConnectorRegistry;
  /** Counts chat per live channel; null samples viewers only. */
  chat: ChatActivityReader | null;
  /** The sample time (tests step it 5 minutes per round). */
  now?: () => Date;
  /** Bot alerts of channels the new samples turn high go out by mail through this too. */
  mail?: MailDispatch | null;
  /** Where a failed chat read is logged (it is also named in the job's result). */
  log?: { warn(details: Record<string, unknown>, message: string): void } | null;
}

/**
 * The handler of one sampling round. The sampled channels' signals are recomputed right away (not only after the next
 * daily refresh), so a viewbotted stream raises its bot alert while it is still live.
 */
export function createTwitchLiveHandler(deps: TwitchLiveJobDependencies): JobHandler {
  return async ({ db, job, signal }) => {
    const chatErrors: string[] = [];
    const onChatError = (error: unknown) => {
      chatErrors.push(error instanceof Error ? error.message : String(error));
      deps.log?.warn({ err: error, jobId: job.id }, 'reading Twitch chat failed; the samples keep viewer counts only');
    };
    const sampled = await sampleLiveTwitchChannels(
      { db, connectors: deps.connectors, chat: deps.chat, now: deps.now, onChatError },
      { signal },
    );
    const result = chatErrors.length === 0 ? sampled : { ...sampled, chatError: chatErrors.join('; ') };
    if (!('sampledChannelIds' in result) || result.sampledChannelIds.length === 0) return { ...result };
    // Alert mails are queued inside the batch transaction; the sender is woken only after it committed.
    let isMailQueued = false;
    const mail = deps.mail ? { ...deps.mail, onQueued: () => void (isMailQueued = true) } : null;
    const signals = await refreshChannelSignals(
      { db },
      {
        channelIds: result.sampledChannelIds,
        // Inside the batch transaction, as in refresh-intelligence.ts: the new level and its alert commit together.
        onTurnedHigh: async (tx, channels) => void (await raiseBotAlerts({ db: tx as unknown as Database, mail }, channels)),
      },
    );
    if (isMailQueued) deps.mail?.onQueued();
    const { sampledChannelIds: _ids, ...counts } = result;
    return { ...counts, channelsRescored: signals.channels, turnedHigh: signals.turnedHigh };
  };
}

/** Whether the Twitch connector has a secret stored (one indexed read), so a fresh install enqueues nothing. */
async function isTwitchConfigured(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ connector: schema.connectorCredential.connector })
    .from(schema.connectorCredential)
    .where(and(eq(schema.connectorCredential.connector, 'twitch'), isNotNull(schema.connectorCredential.encryptedSecret)))
    .limit(1);
  return Boolean(row);
}

/** One tick: enqueue a sampling round unless Twitch is not configured or a round is still queued or running. */
export async function scheduleTwitchLiveSampling(db: Database): Promise<{ jobId: string | null }> {
  if (!(await isTwitchConfigured(db))) return { jobId: null };
  const { id } = await enqueueJob(
    { db },
    { queue: JOB_QUEUES.twitchLive, payload: { scheduledAt: Date.now() }, singletonKey: 'twitch-live:sample', maxAttempts: 1 },
  );
  return { jobId: id };
}

/** Starts the in-process timer; 'off' (REFRESH_SCHEDULE=off) turns live sampling off with the other platform calls. */
export function startTwitchLiveSchedule(
  { db }: { db: Database },
  options: { mode: 'on' | 'off' | 'auto'; intervalMs?: number; onError?: (error: unknown) => void },
): () => void {
  if (options.mode === 'off') return () => {};
  const tick = () => void scheduleTwitchLiveSampling(db).catch((error: unknown) => options.onError?.(error));
  const timer = setInterval(tick, options.intervalMs ?? TWITCH_LIVE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
