import { and, eq } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import { CREDIT_PRICES, spendCredits } from '../credits/index.ts';
import { AppError } from '../errors.ts';
import { channelVisibleTo } from '../channels/index.ts';
import { isConnectorError } from './connector-error.ts';
import type { ConnectorRegistry } from './registry.ts';
import { postSubject, requireOrganization, requirePermission } from '../permissions/index.ts';
import { JOB_QUEUES, channelRefreshSingletonKey, enqueueJob, getJob, type JobView } from '../jobs/index.ts';
import type { Dependencies } from '../dependencies.ts';

/** On-demand refreshes run before the scheduled backlog. */
const ON_DEMAND_REFRESH_PRIORITY = 10;

const REFRESH_PRICE = CREDIT_PRICES.find((price) => price.key === 'channel-refresh')!.credits;

interface ChannelRefreshRequest {
  job: JobView;
  /** False when this organisation's refresh of the channel was already queued or running: nothing was charged. */
  isNew: boolean;
  creditsSpent: number;
}

/** What the refresh needs of the connectors: whether the channel's platform has a usable client. */
type RefreshConnectors = Pick<ConnectorRegistry, 'forPlatform'>;

/**
 * Queues a refresh of one channel from its platform for the actor's organisation and charges it to the credit
 * ledger in the same transaction, so a refused debit queues nothing and a failed enqueue charges nothing.
 * Needs a valid licence that covers the channel's platform and a connected platform (credits pay only for work
 * that can run); guests may look but not spend. A job that fails later is refunded (refundJobCredits).
 */
export async function requestChannelRefresh(
  { db, actor, connectors }: Dependencies & { connectors: RefreshConnectors | undefined },
  input: { channelId: string },
): Promise<ChannelRefreshRequest> {
  const ability = requirePermission(actor, 'read', 'channel');
  if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot refresh channels; sign up to use credits.');
  const organizationId = requireOrganization(actor);
  const [channel] = await db
    .select({ id: schema.channel.id, platform: schema.channel.platform })
    .from(schema.channel)
    .where(and(eq(schema.channel.id, input.channelId), channelVisibleTo(organizationId)));
  if (!channel) throw new AppError('NOT_FOUND', 'This channel does not exist.');
  if (!ability.can('read', postSubject(channel.platform))) {
    throw new AppError('FORBIDDEN', `Your licence does not include ${channel.platform}.`);
  }
  await requireConnectedPlatform(connectors, channel.platform);

  const queued = await db.transaction(async (tx) => {
    // The key includes the organisation: each organisation sees (and pays for) its own request, and a double
    // click finds the pending job instead of charging twice.
    const job = await enqueueJob(
      { db: tx },
      {
        queue: JOB_QUEUES.refreshChannel,
        payload: { channelId: channel.id, platform: channel.platform, includePosts: true },
        organizationId,
        createdBy: actor.userId,
        singletonKey: `${channelRefreshSingletonKey(channel.id)}:org:${organizationId}`,
        priority: ON_DEMAND_REFRESH_PRIORITY,
        maxAttempts: 3,
      },
    );
    if (job.isNew) await spendCredits({ db: tx, actor }, { reason: 'channel-refresh', credits: REFRESH_PRICE, reference: job.id });
    return job;
  });
  return { job: await getJob({ db, actor }, { jobId: queued.id }), isNew: queued.isNew, creditsSpent: queued.isNew ? REFRESH_PRICE : 0 };
}

/**
 * Refuses (CONFLICT, before anything is charged) when the platform has no usable connector on this installation:
 * such a job could only end without data. Building the client reads the stored credentials and makes no call.
 */
async function requireConnectedPlatform(connectors: RefreshConnectors | undefined, platform: Platform): Promise<void> {
  const notConnected = () =>
    new AppError('CONFLICT', `${platform} is not connected on this installation, so it cannot be refreshed; nothing was charged.`);
  if (!connectors) throw notConnected();
  try {
    await connectors.forPlatform(platform);
  } catch (error) {
    if (isConnectorError(error) && error.kind === 'not_configured') throw notConnected();
    throw error;
  }
}
