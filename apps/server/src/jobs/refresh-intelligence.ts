import type { BotRiskValue } from '@creatorlens/contracts';
import {
  analyzePosts,
  classifyAudiences,
  raiseBotAlerts,
  raiseWatchlistAlerts,
  recomputeBenchmarks,
  refreshChannelSignals,
  type AnalyzePostsResult,
  type ClassifyAudiencesResult,
} from '@creatorlens/core/intelligence';
import type { MailDispatch } from '@creatorlens/core/mail';
import type { AnalyzeTexts } from '@creatorlens/core/text-analysis';
import type { Database } from '@creatorlens/db';

export interface RefreshIntelligenceOptions {
  /** Only these channels (after a refresh run); all channels when absent. Benchmarks are always recomputed whole. */
  channelIds?: string[];
  /** Watchlist notifications (bot, branded-post/compliance, milestone alerts); false skips them. Mail only with a dispatch. */
  notify?: false | { mail?: MailDispatch | null | undefined };
  /**
   * Runs the post-text detectors: the server passes its worker pool (text-analysis-pool.ts), so a creator's text never
   * holds the serving thread. Without one they run in-process (tests).
   */
  analyzeTexts?: AnalyzeTexts;
}

export interface RefreshIntelligenceResult {
  posts: AnalyzePostsResult;
  audiences: ClassifyAudiencesResult;
  benchmarkRows: number;
  channels: number;
  signals: number;
  byRisk: Record<BotRiskValue, number>;
  /** Channels whose bot_risk or channel_type changed. */
  channelsUpdated: number;
  turnedHigh: number;
  alerts: { bot: number; brandedPosts: number; compliance: number; milestones: number };
  /** Milliseconds per step, to keep the first start measurable. */
  milliseconds: { posts: number; audiences: number; benchmarks: number; signals: number; alerts: number; total: number };
}

/**
 * The intelligence job: post texts (sponsored, giveaways, coupons), audience samples, benchmarks, then per channel the
 * botting signals, outlier flags on its figures, bot-risk judgement and channel type, then the watchlist notifications. Each step is idempotent, so the
 * job can run after every refresh, at start-up after the seed, or again after a crash.
 */
export async function refreshIntelligence(db: Database, options: RefreshIntelligenceOptions = {}): Promise<RefreshIntelligenceResult> {
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const elapsed = Math.round(now - last);
      last = now;
      return elapsed;
    };
  })();
  const scope = options.channelIds ? { channelIds: options.channelIds } : {};

  const posts = await analyzePosts({ db, ...(options.analyzeTexts ? { analyzeTexts: options.analyzeTexts } : {}) }, scope);
  const postsMs = lap();
  const audiences = await classifyAudiences({ db }, scope);
  const audiencesMs = lap();
  const benchmarks = await recomputeBenchmarks({ db });
  const benchmarksMs = lap();

  const notify = options.notify === false ? null : { db, mail: options.notify?.mail ?? null };
  // Bot-alert mails are queued inside the batch transaction; the sender is woken after the commit, or it would look
  // before the rows are visible and leave them waiting.
  let isMailQueued = false;
  const batchMail = notify?.mail ? { ...notify.mail, onQueued: () => void (isMailQueued = true) } : null;
  let botAlerts = 0;
  const signals = await refreshChannelSignals(
    { db },
    {
      channelIds: options.channelIds,
      // Inside the batch transaction: the new level and its alert commit together (see refresh-channel-signals.ts).
      onTurnedHigh: notify
        ? async (tx, channels) => {
            // A transaction is a Database for everything triggerWorkflow does (its own transaction becomes a savepoint).
            botAlerts += await raiseBotAlerts({ db: tx as unknown as Database, mail: batchMail }, channels);
          }
        : undefined,
    },
  );
  if (isMailQueued) notify?.mail?.onQueued();
  const signalsMs = lap();
  const content = notify ? await raiseWatchlistAlerts(notify, scope) : { brandedPosts: 0, compliance: 0, milestones: 0 };
  const alertsMs = lap();

  return {
    posts,
    audiences,
    benchmarkRows: benchmarks.rows,
    channels: signals.channels,
    signals: signals.signals,
    byRisk: signals.byRisk,
    channelsUpdated: signals.channelsUpdated,
    turnedHigh: signals.turnedHigh,
    alerts: { bot: botAlerts, ...content },
    milliseconds: {
      posts: postsMs,
      audiences: audiencesMs,
      benchmarks: benchmarksMs,
      signals: signalsMs,
      alerts: alertsMs,
      total: Math.round(performance.now() - started),
    },
  };
}
