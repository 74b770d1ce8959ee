import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkSlackAuth,
  isSlackApiError,
  listSlackChannels,
  removeChatToken,
  requireOwnTenant,
  requireTenantAdmin,
  revokeSlackAccess,
  SLACK_CHANNEL_ID,
  SLACK_TOKEN_DEAD_ERRORS,
  SLACK_TOKEN_NOT_SET,
  TENANTS_COLLECTION,
  type SlackDeps,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { chatActorOf, nestedQueryValue } from './chat-request.ts';
import { NotifyHttpError } from './http-support.ts';

type ChannelParams = { Params: { channelId: string } };

const optionalInt = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1000)
    throw new NotifyHttpError(400, 'invalid_params', `${name} must be 1 to 1000.`);
  return parsed;
};

const optionalBoolean = (value: string | undefined, name: string): boolean | undefined => {
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw new NotifyHttpError(400, 'invalid_params', `${name} must be true or false.`);
  return value === 'true';
};

/**
 * Slack's refusals as Knock-style errors: a rate limit passes Slack's wait on (the client retries 429s), a token
 * Slack no longer accepts disconnects the organisation (the kit then reads "Access token not set."), anything else
 * is Slack's fault (502), never a 500 of ours.
 */
async function withSlackErrors<T>(deps: { db: Database }, organizationId: string, reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isSlackApiError(error)) throw error;
    if (error.code === 'rate_limited') {
      reply.header('retry-after', String(Math.ceil((error.retryAfterMs ?? 1_000) / 1000)));
      throw new NotifyHttpError(429, 'rate_limited', 'Slack is limiting requests right now; try again shortly.');
    }
    if (SLACK_TOKEN_DEAD_ERRORS.has(error.code)) {
      await removeChatToken(deps.db, 'slack', organizationId);
      throw new NotifyHttpError(404, 'access_token_not_set', SLACK_TOKEN_NOT_SET);
    }
    throw new NotifyHttpError(502, 'slack_error', `Slack could not answer (${error.code}).`);
  }
}

/**
 * The Slack provider of the Knock API (/v1/providers/slack/:channelId/...), as the official Slack kit calls it. A
 * user token acts only for the organisation active in its session (tenant = organisation id); connecting and
 * disconnecting need an owner or admin. Without a configured Slack app every endpoint answers "not connected".
 */
export function registerSlackRoutes(
  scope: FastifyInstance,
  deps: { db: Database; encryptionKey: string; slack: SlackDeps['slack'] | null },
) {
  const slackDeps = (): SlackDeps | null => (deps.slack ? { db: deps.db, encryptionKey: deps.encryptionKey, slack: deps.slack } : null);

  const tenantOf = async (request: FastifyRequest<ChannelParams>, isAdminOnly = false): Promise<string> => {
    if (request.params.channelId !== SLACK_CHANNEL_ID) throw new NotifyHttpError(404, 'not_found', 'No Slack channel with this id exists.');
    const collection = nestedQueryValue(request, 'access_token_object', 'collection') ?? TENANTS_COLLECTION;
    if (collection !== TENANTS_COLLECTION)
      throw new NotifyHttpError(400, 'invalid_params', 'access_token_object must name a tenant ($tenants).');
    const tenant = nestedQueryValue(request, 'access_token_object', 'object_id');
    if (!tenant) throw new NotifyHttpError(400, 'invalid_params', 'access_token_object[object_id] (the tenant) is required.');
    const actor = await chatActorOf(request, deps.db);
    if (!actor) return tenant;
    return isAdminOnly ? requireTenantAdmin(actor, tenant) : requireOwnTenant(actor, tenant);
  };

  scope.get<ChannelParams>('/v1/providers/slack/:channelId/auth_check', async (request, reply) => {
    const organizationId = await tenantOf(request);
    const slack = slackDeps();
    if (!slack) return { connection: { ok: false, reason: 'not_connected' } };
    return withSlackErrors(deps, organizationId, reply, () => checkSlackAuth(slack, organizationId));
  });

  scope.get<ChannelParams>('/v1/providers/slack/:channelId/channels', async (request, reply) => {
    const organizationId = await tenantOf(request);
    const slack = slackDeps();
    if (!slack) return { slack_channels: [], next_cursor: null };
    const option = (name: string) => nestedQueryValue(request, 'query_options', name);
    const query = {
      cursor: option('cursor'),
      limit: optionalInt(option('limit'), 'query_options[limit]'),
      excludeArchived: optionalBoolean(option('exclude_archived'), 'query_options[exclude_archived]'),
      teamId: option('team_id'),
      types: option('types'),
    };
    return withSlackErrors(deps, organizationId, reply, () => listSlackChannels(slack, organizationId, query));
  });

  scope.put<ChannelParams>('/v1/providers/slack/:channelId/revoke_access', async (request, reply) => {
    const organizationId = await tenantOf(request, true);
    const slack = slackDeps();
    // The kit treats exactly the body "ok" as disconnected.
    if (slack) await withSlackErrors(deps, organizationId, reply, () => revokeSlackAccess(slack, organizationId));
    return reply.type('application/json').send(JSON.stringify('ok'));
  });
}
