import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { isConnectorError, PLATFORM_CONNECTOR_IDS, type ConnectorRegistry, type PlatformConnectorId } from '@creatorlens/core/connectors';
import { channelRefreshSingletonKey, enqueueJob, JOB_QUEUES, JOB_WAKE_CHANNEL, REFRESH_CADENCE } from '@creatorlens/core/jobs';
import { schema, type Database } from '@creatorlens/db';
import type { JobHandler } from './queue.ts';

const PAGE_SIZE = 1_000;
/** The finish step waits for refreshes that are running or due soon, not for those parked until a quota reset. */
const WAIT_FOR_DUE_WITHIN_MS = 10 * 60_000;
const FINISH_POLL_MS = 15_000;
/** After this long the run finishes with what completed, whatever is still waiting. */
const MAX_RUN_MS = 6 * 3_600_000;

/** The platforms whose connector has credentials; a connector without them throws not_configured. */
export async function configuredPlatforms(connectors: ConnectorRegistry): Promise<PlatformConnectorId[]> {
  const configured: PlatformConnectorId[] = [];
  for (const platform of PLATFORM_CONNECTOR_IDS) {
    try {
      await connectors.get(platform);
      configured.push(platform);
    } catch (error) {
      if (!isConnectorError(error) || error.kind !== 'not_configured') throw error;
    }
  }
  return configured;
}

/**
 * How long the schedule keeps trying an unconfirmed channel (an imported handle no connector has answered for yet),
 * at most once a day: a handle that does not exist costs the platform's quota UNCONFIRMED_REFRESH_DAYS times, not
 * every run for ever.
 */
export const UNCONFIRMED_REFRESH_DAYS = 2;

/**
 * The unconfirmed channels (imported handles no connector has answered for yet) a scheduled run may spend quota on:
 * only those still on a watchlist or campaign of the organisation that imported them (what its lists need),
 * created within UNCONFIRMED_REFRESH_DAYS, and not tried by a scheduled refresh in the last day. Read once per run
 * through the partial index on visible_to_organization_id; the recent-attempt check is one hashed set of the day's
 * scheduled refresh jobs, not a lookup per channel. The importing organisation can still pay for "Refresh now".
 */
async function wantedUnconfirmedChannels(db: Database, platforms: PlatformConnectorId[]) {
  const channel = schema.channel;
  return db
    .select({ id: channel.id, platform: channel.platform, isActive: sql<boolean>`false` })
    .from(channel)
    .where(
      and(
        isNotNull(channel.visibleToOrganizationId),
        inArray(channel.platform, platforms),
        sql`${channel.createdAt} > now() - make_interval(days => ${UNCONFIRMED_REFRESH_DAYS})`,
        sql`(exists (select 1 from watchlist_channel wc where wc.channel_id = ${channel.id} and wc.organization_id = ${channel.visibleToOrganizationId})
          or exists (select 1 from campaign_channel cc where cc.channel_id = ${channel.id} and cc.organization_id = ${channel.visibleToOrganizationId}))`,
        sql`${channel.id}::text not in (select j.payload->>'channelId' from job j where j.queue = ${JOB_QUEUES.refreshChannel}
          and j.created_at > now() - interval '1 day' and j.payload ? 'runId' and j.payload->>'channelId' is not null)`,
      ),
    )
    .orderBy(asc(channel.id));
}

/** Channels of the given platforms that the tiered cadence says are due, one page after `afterId`. */
async function dueChannelsPage(db: Database, platforms: PlatformConnectorId[], afterId: string | null) {
  const isActive = sql`${schema.channel.lastPostedAt} >= now() - make_interval(days => ${REFRESH_CADENCE.activeWithinDays})`;
  return db
    .select({ id: schema.channel.id, platform: schema.channel.platform, isActive: sql<boolean>`coalesce(${isActive}, false)` })
    .from(schema.channel)
    .where(
      and(
        inArray(schema.channel.platform, platforms),
        sql`(${schema.channel.dataAsOf} is null or ${schema.channel.dataAsOf} < now() - case when ${isActive}
          then make_interval(hours => ${REFRESH_CADENCE.postsEveryHours}) else make_interval(hours => ${REFRESH_CADENCE.countersEveryHours}) end)`,
        afterId ? gt(schema.channel.id, afterId) : undefined,
        // Unconfirmed imports are chosen separately (wantedUnconfirmedChannels); the common page keeps its plan.
        isNull(schema.channel.visibleToOrganizationId),
      ),
    )
    .orderBy(asc(schema.channel.id))
    .limit(PAGE_SIZE);
}

/**
 * The scheduled run: enqueues a refresh job for every due channel of a configured platform (singleton per channel,
 * so a channel already waiting is not queued twice), then a finish job that refreshes intelligence and rankings
 * once they are done.
 */
export function createRefreshRunHandler(deps: { connectors: ConnectorRegistry }): JobHandler {
  return async ({ db, job, reportProgress, signal }) => {
    const [pendingFinish] = await db
      .select({ id: schema.job.id })
      .from(schema.job)
      .where(and(eq(schema.job.queue, JOB_QUEUES.refreshFinish), inArray(schema.job.state, ['queued', 'running'])))
      .limit(1);
    if (pendingFinish) return { skipped: 'previous-run-unfinished', finishJobId: pendingFinish.id };
    const platforms = await configuredPlatforms(deps.connectors);
    if (platforms.length === 0) return { enqueued: 0, platforms };

    let enqueued = 0;
    const enqueuePage = async (page: { id: string; platform: string; isActive: boolean }[]) => {
      const inserted = await db
        .insert(schema.job)
        .values(
          page.map((channel) => ({
            queue: JOB_QUEUES.refreshChannel,
            payload: { channelId: channel.id, platform: channel.platform, includePosts: channel.isActive, runId: job.id },
            singletonKey: channelRefreshSingletonKey(channel.id),
          })),
        )
        .onConflictDoNothing({ target: schema.job.singletonKey, where: sql`${schema.job.state} in ('queued', 'running')` })
        .returning({ id: schema.job.id });
      enqueued += inserted.length;
      await db.execute(sql`select pg_notify(${JOB_WAKE_CHANNEL}, ${JOB_QUEUES.refreshChannel})`);
      await reportProgress(enqueued, enqueued, 'BackgroundJobs.progress-enqueued');
    };
    const unconfirmed = await wantedUnconfirmedChannels(db, platforms);
    if (unconfirmed.length > 0) await enqueuePage(unconfirmed);
    let afterId: string | null = null;
    for (;;) {
      signal.throwIfAborted();
      const page = await dueChannelsPage(db, platforms, afterId);
      if (page.length === 0) break;
      afterId = page[page.length - 1]!.id;
      await enqueuePage(page);
    }
    if (enqueued > 0) {
      await enqueueJob(
        { db },
        { queue: JOB_QUEUES.refreshFinish, payload: { runId: job.id, startedAt: Date.now() }, singletonKey: 'refresh:finish' },
      );
    }
    return { enqueued, platforms };
  };
}

export interface AfterRefreshRun {
  /** Recomputes signals, channel types and benchmarks of the refreshed channels. */
  refreshIntelligence?: (db: Database, input: { channelIds: string[] }) => Promise<unknown>;
  /** Recomputes derived channel stats and the charts. */
  refreshRankings: (db: Database) => Promise<unknown>;
}

/** Waits until the run's refreshes are done (deferring itself, so it holds no worker), then refreshes what depends on them. */
export function createRefreshFinishHandler(after: AfterRefreshRun, options: { pollMs?: number } = {}): JobHandler {
  const pollMs = options.pollMs ?? FINISH_POLL_MS;
  return async ({ db, job, defer, reportProgress }) => {
    const runId = String(job.payload.runId ?? '');
    const startedAt = Number(job.payload.startedAt ?? Date.now());
    const ofRun = and(eq(schema.job.queue, JOB_QUEUES.refreshChannel), sql`${schema.job.payload}->>'runId' = ${runId}`);
    const [counts] = await db
      .select({
        total: count(),
        done: sql<number>`count(*) filter (where ${schema.job.state} in ('completed', 'failed', 'cancelled'))::int`,
        waiting: sql<number>`count(*) filter (where ${schema.job.state} = 'running'
          or (${schema.job.state} = 'queued' and ${schema.job.runAt} <= now() + make_interval(secs => ${WAIT_FOR_DUE_WITHIN_MS / 1000})))::int`,
      })
      .from(schema.job)
      .where(ofRun);
    await reportProgress(counts?.done ?? 0, counts?.total ?? 0, 'BackgroundJobs.progress-refreshing');
    if ((counts?.waiting ?? 0) > 0 && Date.now() - startedAt < MAX_RUN_MS) {
      defer(new Date(Date.now() + pollMs), `Waiting for ${counts?.waiting} channel refreshes.`);
    }
    const refreshed = await db
      .select({ channelId: sql<string>`${schema.job.payload}->>'channelId'` })
      .from(schema.job)
      .where(and(ofRun, eq(schema.job.state, 'completed'), sql`(${schema.job.result}->>'snapshotWritten')::boolean is true`));
    const channelIds = refreshed.map((row) => row.channelId);
    if (channelIds.length > 0) {
      await after.refreshIntelligence?.(db, { channelIds });
      await after.refreshRankings(db);
    }
    return { runId, channelsRefreshed: channelIds.length, stillWaiting: counts?.waiting ?? 0 };
  };
}
