import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../permissions/index.ts';
import { getChannelData, setChannelData } from '../recipients.ts';
import { MS_TEAMS_CHANNEL_ID, SLACK_CHANNEL_ID } from '../constants.ts';
import { requireTeamListAccess } from '../../teams/index.ts';
import { requireOwnTenant } from './chat-actor.ts';
import { getChatConnection, TENANTS_COLLECTION } from './chat-tokens.ts';
import { findMsTeamsChannel, readMsTeamsTenantId, type MsTeamsDeps } from './ms-teams-tenant.ts';
import { findSlackChannel, requireSlackToken, type SlackDeps } from './slack-workspace.ts';

/** The object collection of campaigns; a campaign's Slack channel data lists the chat channels its messages go to. */
const CAMPAIGNS_COLLECTION = 'campaigns';
/** Chat channels one campaign posts to. */
const MAX_CAMPAIGN_CHAT_CHANNELS = 20;

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

// Teams channel ids are thread ids ("19:…@thread.tacv2"); the kit also sends the tenant and a null user id.
const msTeamsConnectionsSchema = z
  .object({
    connections: z
      .array(
        z
          .object({
            ms_teams_tenant_id: z.string().max(64).optional(),
            ms_teams_team_id: z.string().min(1).max(256),
            ms_teams_channel_id: z.string().regex(/^19:\S{1,250}$/, 'ms_teams_channel_id is not a Teams channel id.'),
            ms_teams_user_id: z.null().optional(),
          })
          .strict(),
      )
      .max(MAX_CAMPAIGN_CHAT_CHANNELS, `At most ${MAX_CAMPAIGN_CHAT_CHANNELS} Microsoft Teams channels per campaign.`),
  })
  .strict();

interface ObjectAddress {
  collection: string;
  objectId: string;
  channelId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The campaign when it belongs to the actor's organisation and, for a team's campaign, the actor may see that team's
 * lists; NOT_FOUND otherwise (never says it exists elsewhere).
 */
async function requireOwnCampaign(db: Database, actor: Actor, campaignId: string): Promise<string> {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'You are not a member of an active organisation.');
  const [campaign] = UUID.test(campaignId)
    ? await db
        .select({ id: schema.campaign.id, teamId: schema.campaign.teamId })
        .from(schema.campaign)
        .where(and(eq(schema.campaign.id, campaignId), eq(schema.campaign.organizationId, actor.organizationId)))
    : [];
  if (!campaign) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
  await requireTeamListAccess(db, actor, campaign.teamId, 'campaign');
  return campaign.id;
}

/** Which chat provider a notification channel id names; objects carry user-writable channel data only for those. */
function chatProviderOf(channelId: string): 'slack' | 'ms-teams' {
  if (channelId === SLACK_CHANNEL_ID) return 'slack';
  if (channelId === MS_TEAMS_CHANNEL_ID) return 'ms-teams';
  throw new AppError('NOT_FOUND', 'Objects carry channel data only for the Slack and Microsoft Teams channels.');
}

/** The tenant's connection as a browser may see it: whether and where it is connected, never a token. */
async function tenantConnectionData(db: Database, provider: 'slack' | 'ms-teams', organizationId: string) {
  if (provider === 'ms-teams') {
    const tenantId = await readMsTeamsTenantId(db, organizationId);
    return tenantId ? { connected: true, ms_teams_tenant_id: tenantId } : null;
  }
  const connection = await getChatConnection(db, 'slack', organizationId);
  return connection.isConnected
    ? { connected: true, team: { id: connection.workspace.teamId, name: connection.workspace.teamName } }
    : null;
}

/**
 * Object channel data as a signed-in user may read it: the organisation's own tenant (connection status without the
 * token) and its campaigns' Slack or Teams connections (read permission on campaigns). Everything else is refused.
 */
export async function getObjectChannelDataAs(deps: { db: Database; actor: Actor }, address: ObjectAddress) {
  const provider = chatProviderOf(address.channelId);
  if (address.collection === TENANTS_COLLECTION) {
    const organizationId = requireOwnTenant(deps.actor, address.objectId);
    // The token stays on the server: the browser learns only that the workspace is connected, and which one.
    const data = await tenantConnectionData(deps.db, provider, organizationId);
    if (!data) throw new AppError('NOT_FOUND', 'No channel data is stored for this channel.');
    return { __typename: 'ChannelData', channel_id: address.channelId, data };
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
export async function setObjectChannelDataAs(
  deps: { db: Database; actor: Actor; slack: SlackDeps | null; msTeams: MsTeamsDeps | null },
  address: ObjectAddress,
  data: unknown,
) {
  const provider = chatProviderOf(address.channelId);
  if (address.collection !== CAMPAIGNS_COLLECTION) throw new AppError('FORBIDDEN', 'This collection is not open to user tokens.');
  requirePermission(deps.actor, 'update', 'campaign');
  const campaignId = await requireOwnCampaign(deps.db, deps.actor, address.objectId);
  if (provider === 'ms-teams') {
    if (!deps.msTeams) throw new ChatChannelRefusedError('Microsoft Teams is not connected.');
    return setMsTeamsConnections({ ...deps.msTeams, actor: deps.actor }, campaignId, data);
  }
  if (!deps.slack) throw new ChatChannelRefusedError('Slack is not connected.');
  return setSlackConnections({ ...deps.slack, actor: deps.actor }, campaignId, data);
}

async function setSlackConnections(deps: SlackDeps & { actor: Actor }, campaignId: string, data: unknown) {
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
  return setChannelData(deps.db, CAMPAIGNS_COLLECTION, campaignId, SLACK_CHANNEL_ID, {
    connections: channelIds.map((channelId) => ({ channel_id: channelId })),
  });
}

/**
 * A campaign's Teams connections: each channel must exist in that team of the organisation's consenting tenant and
 * not be archived; the tenant is filled in from the connection (the delivery addresses the channel with it).
 */
async function setMsTeamsConnections(deps: MsTeamsDeps & { actor: Actor }, campaignId: string, data: unknown) {
  const parsed = msTeamsConnectionsSchema.safeParse(data);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION',
      parsed.error.issues[0]?.message ?? 'data must be { connections: [{ ms_teams_team_id, ms_teams_channel_id }] }.',
    );
  const organizationId = deps.actor.organizationId!;
  const unique = parsed.data.connections.filter(
    (connection, index, all) => all.findIndex((other) => other.ms_teams_channel_id === connection.ms_teams_channel_id) === index,
  );
  const tenantId = unique.length > 0 ? await readMsTeamsTenantId(deps.db, organizationId) : null;
  if (unique.length > 0 && !tenantId) throw new ChatChannelRefusedError('Microsoft Teams is not connected.');
  for (const connection of unique) {
    if (connection.ms_teams_tenant_id && connection.ms_teams_tenant_id !== tenantId)
      throw new ChatChannelRefusedError('The channel belongs to another Microsoft tenant than the connected one.');
    const channel = await findMsTeamsChannel(deps, organizationId, {
      teamId: connection.ms_teams_team_id,
      channelId: connection.ms_teams_channel_id,
    });
    if (!channel) throw new ChatChannelRefusedError(`The Teams channel ${connection.ms_teams_channel_id} does not exist in that team.`);
    if (channel.isArchived) throw new ChatChannelRefusedError(`The Teams channel ${channel.displayName} is archived.`);
  }
  return setChannelData(deps.db, CAMPAIGNS_COLLECTION, campaignId, MS_TEAMS_CHANNEL_ID, {
    connections: unique.map((connection) => ({
      ms_teams_tenant_id: tenantId,
      ms_teams_team_id: connection.ms_teams_team_id,
      ms_teams_channel_id: connection.ms_teams_channel_id,
    })),
  });
}
