import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../permissions/require.ts';
import { getChannelData, setChannelData } from '../recipients.ts';
import { SLACK_CHANNEL_ID } from '../constants.ts';
import { requireOwnTenant } from './chat-actor.ts';
import { getChatConnection, TENANTS_COLLECTION } from './chat-tokens.ts';
import { findSlackChannel, requireSlackToken, type SlackDeps } from './slack-workspace.ts';

/** The object collection of campaigns; a campaign's Slack channel data lists the chat channels its messages go to. */
export const CAMPAIGNS_COLLECTION = 'campaigns';
/** Chat channels one campaign posts to. */
export const MAX_CAMPAIGN_CHAT_CHANNELS = 20;

/** A refusal of the written connections themselves (unknown or archived channel): the API answers 422. */
export class ChatChannelRefusedError extends AppError {
  constructor(message: string) {
    super('VALIDATION', message);
    this.name = 'ChatChannelRefusedError';
  }
}

// Slack channel ids: C (public), G (private, older), D (direct); upper-case letters and digits.
const slackConnectionsSchema = z
  .object({
    connections: z
      .array(z.object({ channel_id: z.string().regex(/^[CGD][A-Z0-9]{2,30}$/, 'channel_id is not a Slack channel id.') }).strict())
      .max(MAX_CAMPAIGN_CHAT_CHANNELS, `At most ${MAX_CAMPAIGN_CHAT_CHANNELS} Slack channels per campaign.`),
  })
  .strict();

export type SlackConnections = z.infer<typeof slackConnectionsSchema>;

interface ObjectAddress {
  collection: string;
  objectId: string;
  channelId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign when it belongs to the actor's organisation; NOT_FOUND otherwise (never says it exists elsewhere). */
async function requireOwnCampaign(db: Database, actor: Actor, campaignId: string): Promise<string> {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'You are not a member of an active organisation.');
  const [campaign] = UUID.test(campaignId)
    ? await db
        .select({ id: schema.campaign.id })
        .from(schema.campaign)
        .where(and(eq(schema.campaign.id, campaignId), eq(schema.campaign.organizationId, actor.organizationId)))
    : [];
  if (!campaign) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
  return campaign.id;
}

const requireSlackChannelId = (channelId: string) => {
  if (channelId !== SLACK_CHANNEL_ID) throw new AppError('NOT_FOUND', 'Objects carry channel data only for the Slack channel.');
};

/**
 * Object channel data as a signed-in user may read it: the organisation's own tenant (connection status without the
 * token) and its campaigns' Slack connections (read permission on campaigns). Everything else is refused.
 */
export async function getObjectChannelDataAs(deps: { db: Database; actor: Actor }, address: ObjectAddress) {
  requireSlackChannelId(address.channelId);
  if (address.collection === TENANTS_COLLECTION) {
    const organizationId = requireOwnTenant(deps.actor, address.objectId);
    const connection = await getChatConnection(deps.db, 'slack', organizationId);
    if (!connection.isConnected) throw new AppError('NOT_FOUND', 'No channel data is stored for this channel.');
    // The token stays on the server: the browser learns only that the workspace is connected, and which one.
    return {
      __typename: 'ChannelData',
      channel_id: address.channelId,
      data: { connected: true, team: { id: connection.workspace.teamId, name: connection.workspace.teamName } },
    };
  }
  if (address.collection !== CAMPAIGNS_COLLECTION) throw new AppError('FORBIDDEN', 'This collection is not open to user tokens.');
  requirePermission(deps.actor, 'read', 'campaign');
  const campaignId = await requireOwnCampaign(deps.db, deps.actor, address.objectId);
  return getChannelData(deps.db, CAMPAIGNS_COLLECTION, campaignId, address.channelId);
}

/**
 * Writes a campaign's Slack connections for a signed-in user (update permission on campaigns). Only `channel_id`
 * entries are kept, and each channel must exist in the organisation's connected workspace and not be archived, so
 * the delivery job never posts to a channel the admin could not have picked. Nothing is stored when one is refused.
 */
export async function setObjectChannelDataAs(deps: SlackDeps & { actor: Actor }, address: ObjectAddress, data: unknown) {
  requireSlackChannelId(address.channelId);
  if (address.collection !== CAMPAIGNS_COLLECTION) throw new AppError('FORBIDDEN', 'This collection is not open to user tokens.');
  requirePermission(deps.actor, 'update', 'campaign');
  const campaignId = await requireOwnCampaign(deps.db, deps.actor, address.objectId);
  const parsed = slackConnectionsSchema.safeParse(data);
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'data must be { connections: [{ channel_id }] }.');
  const channelIds = [...new Set(parsed.data.connections.map((connection) => connection.channel_id))];
  if (channelIds.length > 0) {
    const token = await requireSlackToken(deps, deps.actor.organizationId!).catch(() => {
      throw new ChatChannelRefusedError('Slack is not connected.');
    });
    for (const channelId of channelIds) {
      const channel = await findSlackChannel(deps, token, channelId);
      if (!channel) throw new ChatChannelRefusedError(`The Slack channel ${channelId} does not exist in the connected workspace.`);
      if (channel.isArchived) throw new ChatChannelRefusedError(`The Slack channel ${channelId} is archived.`);
    }
  }
  return setChannelData(deps.db, CAMPAIGNS_COLLECTION, campaignId, address.channelId, {
    connections: channelIds.map((channelId) => ({ channel_id: channelId })),
  });
}
