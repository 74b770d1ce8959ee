import { and, eq } from 'drizzle-orm';
import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import type { NotificationCategory } from '@creatorlens/contracts/notifications';
import { schema, type Database } from '@creatorlens/db';
import type { ChatProvider, NotificationBlock } from '@creatorlens/db/schema';
import { enqueueJob } from '../../jobs/index.ts';
import { CHAT_CHANNEL_IDS, getChatConnection } from './chat-tokens.ts';
import { readMsTeamsTenantId } from './ms-teams-tenant.ts';

/** Which workflow categories reach team chats: campaign collaboration only (never personal or product mail). */
const CHAT_DELIVERY_CATEGORIES: readonly NotificationCategory[] = ['collaboration'];
/** The providers messages fan out to. */
const DELIVERING_PROVIDERS: readonly ChatProvider[] = ['slack', 'ms-teams'];
/** The objects' collection of campaigns (object-channel-data.ts writes their connections). */
const CAMPAIGNS = 'campaigns';

/** One post of one message to one chat channel, as the job carries it. */
export interface ChatDeliveryPayload {
  [key: string]: unknown;
  provider: ChatProvider;
  organizationId: string;
  /** The workflow run: one chat post per run, however many members it notified in the app. */
  messageId: string;
  chatChannelId: string;
  campaignId: string;
  /** The feed's rendered blocks (the same content the in-app message shows). */
  blocks: NotificationBlock[];
}

/**
 * The chat channels a campaign posts to on a provider, in Knock's shapes: Slack `{ connections: [{ channel_id }] }`,
 * Teams `{ connections: [{ ms_teams_team_id, ms_teams_channel_id }] }`.
 */
export async function readCampaignChatChannels(db: Database, provider: ChatProvider, campaignId: string): Promise<string[]> {
  const [row] = await db
    .select({ data: schema.notificationChannelData.data })
    .from(schema.notificationChannelData)
    .where(
      and(
        eq(schema.notificationChannelData.collection, CAMPAIGNS),
        eq(schema.notificationChannelData.objectId, campaignId),
        eq(schema.notificationChannelData.channelId, CHAT_CHANNEL_IDS[provider]),
      ),
    );
  const connections = (row?.data as { connections?: Record<string, unknown>[] } | undefined)?.connections ?? [];
  const field = provider === 'ms-teams' ? 'ms_teams_channel_id' : 'channel_id';
  return connections.flatMap((connection) => (typeof connection[field] === 'string' ? [connection[field]] : []));
}

async function isConnected(db: Database, provider: ChatProvider, organizationId: string): Promise<boolean> {
  if (provider === 'ms-teams') return (await readMsTeamsTenantId(db, organizationId)) !== null;
  return (await getChatConnection(db, provider, organizationId)).isConnected;
}

/**
 * Enqueues one delivery job per connected chat channel of the campaign, with its delivery row (pending), inside the
 * caller's transaction: the posts exist exactly when the in-app messages do. The row is unique per (message,
 * provider, channel), so triggering the same run twice enqueues nothing new.
 */
export async function enqueueChatDeliveries(
  db: Database,
  input: { category: NotificationCategory; organizationId: string; campaignId: string; messageId: string; blocks: NotificationBlock[] },
): Promise<number> {
  if (!CHAT_DELIVERY_CATEGORIES.includes(input.category)) return 0;
  let enqueued = 0;
  for (const provider of DELIVERING_PROVIDERS) {
    if (!(await isConnected(db, provider, input.organizationId))) continue;
    for (const chatChannelId of await readCampaignChatChannels(db, provider, input.campaignId)) {
      const [row] = await db
        .insert(schema.chatDelivery)
        .values({ organizationId: input.organizationId, messageId: input.messageId, provider, chatChannelId })
        .onConflictDoNothing()
        .returning({ id: schema.chatDelivery.id });
      if (!row) continue;
      const payload: ChatDeliveryPayload = {
        provider,
        organizationId: input.organizationId,
        messageId: input.messageId,
        chatChannelId,
        campaignId: input.campaignId,
        blocks: input.blocks,
      };
      await enqueueJob({ db }, { queue: JOB_QUEUES.chatDelivery, payload, organizationId: input.organizationId, maxAttempts: 8 });
      enqueued += 1;
    }
  }
  return enqueued;
}
