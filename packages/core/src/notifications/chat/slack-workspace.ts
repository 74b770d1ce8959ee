import type { Database } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import { getChatConnection, readChatToken, removeChatToken, storeChatToken } from './chat-tokens.ts';
import { callSlack, isSlackApiError, SLACK_TOKEN_DEAD_ERRORS, type SlackApiSettings } from './slack-api.ts';

/** The installation's Slack app as the server uses it (the secret never leaves the server). */
export interface SlackAppSettings extends SlackApiSettings {
  clientId: string;
  clientSecret: string;
}

export interface SlackDeps {
  db: Database;
  /** The server's auth secret; workspace tokens are sealed with a key derived from it. */
  encryptionKey: string;
  slack: SlackAppSettings;
}

/** The message the Slack kit compares with its own "Access token not set." to show "disconnected". */
export const SLACK_TOKEN_NOT_SET = 'Access token not set.';

/** The connected workspace's bot token, or NOT_FOUND with the kit's "Access token not set." message. */
export async function requireSlackToken(deps: SlackDeps, organizationId: string): Promise<string> {
  const token = await readChatToken(deps, 'slack', organizationId);
  if (!token) throw new AppError('NOT_FOUND', SLACK_TOKEN_NOT_SET);
  return token;
}

/**
 * Checks the organisation's Slack token with auth.test. A token Slack no longer accepts is removed here, so the kit
 * offers "Connect" again instead of a dead connection.
 */
export async function checkSlackAuth(deps: SlackDeps, organizationId: string): Promise<{ connection: { ok: boolean; reason?: string } }> {
  const token = await requireSlackToken(deps, organizationId);
  try {
    await callSlack(deps.slack, 'auth.test', { token });
    return { connection: { ok: true } };
  } catch (error) {
    if (!isSlackApiError(error)) throw error;
    if (SLACK_TOKEN_DEAD_ERRORS.has(error.code)) await removeChatToken(deps.db, 'slack', organizationId);
    return { connection: { ok: false, reason: error.code } };
  }
}

interface SlackChannelQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  excludeArchived?: boolean | undefined;
  teamId?: string | undefined;
  types?: string | undefined;
}

interface SlackChannelSummary {
  id: string;
  name: string;
  is_private: boolean;
  is_im: boolean;
  context_team_id: string | null;
}

interface SlackConversation {
  id: string;
  name?: string;
  is_private?: boolean;
  is_im?: boolean;
  is_archived?: boolean;
  context_team_id?: string;
}

const CHANNEL_TYPES = new Set(['public_channel', 'private_channel', 'mpim', 'im']);

/** One page of the workspace's channels (conversations.list), in the kit's shape. */
export async function listSlackChannels(
  deps: SlackDeps,
  organizationId: string,
  query: SlackChannelQuery,
): Promise<{ slack_channels: SlackChannelSummary[]; next_cursor: string | null }> {
  const token = await requireSlackToken(deps, organizationId);
  const types = (query.types ?? 'public_channel,private_channel').split(',').filter((type) => CHANNEL_TYPES.has(type.trim()));
  if (types.length === 0) throw new AppError('VALIDATION', 'types must list public_channel, private_channel, mpim or im.');
  const page = await callSlack<{ channels?: SlackConversation[]; response_metadata?: { next_cursor?: string } }>(
    deps.slack,
    'conversations.list',
    {
      token,
      params: {
        cursor: query.cursor || undefined,
        limit: Math.min(1000, Math.max(1, query.limit ?? 200)),
        exclude_archived: query.excludeArchived ?? true,
        team_id: query.teamId || undefined,
        types: types.join(','),
      },
    },
  );
  return {
    slack_channels: (page.channels ?? []).map((channel) => ({
      id: channel.id,
      name: channel.name ?? channel.id,
      is_private: Boolean(channel.is_private),
      is_im: Boolean(channel.is_im),
      context_team_id: channel.context_team_id ?? null,
    })),
    next_cursor: page.response_metadata?.next_cursor || null,
  };
}

/**
 * Disconnects: revokes the token at Slack (a token Slack already refuses counts as revoked) and removes it here.
 * Answers the kit's "ok".
 */
export async function revokeSlackAccess(deps: SlackDeps, organizationId: string): Promise<'ok'> {
  const token = await readChatToken(deps, 'slack', organizationId);
  if (token) {
    try {
      await callSlack(deps.slack, 'auth.revoke', { token });
    } catch (error) {
      if (!isSlackApiError(error) || !SLACK_TOKEN_DEAD_ERRORS.has(error.code)) throw error;
    }
  }
  await removeChatToken(deps.db, 'slack', organizationId);
  return 'ok';
}

/**
 * Finishes the OAuth flow: exchanges the code with oauth.v2.access and stores the bot token for the organisation.
 * CONFLICT "Error: already connected" when the organisation already has a token (disconnect first).
 */
export async function connectSlackWorkspace(
  deps: SlackDeps,
  input: { organizationId: string; code: string; redirectUri: string },
): Promise<void> {
  const existing = await getChatConnection(deps.db, 'slack', input.organizationId);
  if (existing.isConnected) throw new AppError('CONFLICT', 'Error: already connected');
  const answer = await callSlack<{ access_token?: string; token_type?: string; team?: { id?: string; name?: string } }>(
    deps.slack,
    'oauth.v2.access',
    {
      basicAuth: { user: deps.slack.clientId, password: deps.slack.clientSecret },
      params: { code: input.code, redirect_uri: input.redirectUri },
    },
  );
  if (!answer.access_token) throw new AppError('VALIDATION', 'Slack did not issue a bot token.');
  const stored = await storeChatToken(deps, {
    provider: 'slack',
    organizationId: input.organizationId,
    accessToken: answer.access_token,
    workspace: { teamId: answer.team?.id ?? null, teamName: answer.team?.name ?? null },
  });
  if (!stored) throw new AppError('CONFLICT', 'Error: already connected');
}

/** The channel as Slack sees it now (conversations.info), or null when it does not exist for the app. */
export async function findSlackChannel(
  deps: SlackDeps,
  token: string,
  channelId: string,
): Promise<{ id: string; isArchived: boolean } | null> {
  try {
    const answer = await callSlack<{ channel?: SlackConversation }>(deps.slack, 'conversations.info', {
      token,
      params: { channel: channelId },
    });
    return answer.channel ? { id: answer.channel.id, isArchived: Boolean(answer.channel.is_archived) } : null;
  } catch (error) {
    if (isSlackApiError(error) && error.code === 'channel_not_found') return null;
    throw error;
  }
}
