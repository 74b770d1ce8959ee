import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkMsTeamsAuth,
  listOrganizationMsTeams,
  listOrganizationMsTeamsChannels,
  MS_TEAMS_CHANNEL_ID,
  MsTeamsApiError,
  MsTeamsRateLimitedError,
  requireOwnTenant,
  requireTenantAdmin,
  revokeMsTeamsAccess,
  TENANTS_COLLECTION,
  type MsTeamsApiSettings,
  type MsTeamsDeps,
} from '@creatorlens/core/notifications';
import { isAppError } from '@creatorlens/core/errors';
import type { Database } from '@creatorlens/db';
import { chatActorOf, nestedQueryValue } from './chat-request.ts';
import { NotifyHttpError } from './http-support.ts';

type ChannelParams = { Params: { channelId: string } };
const TENANT_OBJECT = 'ms_teams_tenant_object';
/** Graph's own bounds for $top on /teams. */
const MAX_TOP = 999;

const optionalTop = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_TOP)
    throw new NotifyHttpError(400, 'invalid_params', `query_options[$top] must be 1 to ${MAX_TOP}.`);
  return parsed;
};

/**
 * Microsoft's refusals as Knock-style errors: a rate limit passes the wait on, a missing or withdrawn connection is
 * the kit's "Microsoft Teams tenant ID not set." (it then shows "disconnected"), an unknown team 404, anything else
 * Microsoft's fault (502), never a 500 of ours.
 */
async function withMsTeamsErrors<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) {
      if (error.code === 'RATE_LIMITED') {
        if (error instanceof MsTeamsRateLimitedError) reply.header('retry-after', String(Math.ceil((error.retryAfterMs ?? 1_000) / 1000)));
        throw new NotifyHttpError(429, 'rate_limited', error.message);
      }
      if (error.code === 'NOT_FOUND') throw new NotifyHttpError(404, 'not_found', error.message);
      if (error.code === 'FORBIDDEN') throw new NotifyHttpError(403, 'ms_teams_disconnected', error.message);
      throw error;
    }
    if (error instanceof MsTeamsApiError) {
      if (error.code === 'rate_limited') {
        reply.header('retry-after', String(Math.ceil((error.retryAfterMs ?? 1_000) / 1000)));
        throw new NotifyHttpError(429, 'rate_limited', 'Microsoft Teams is limiting requests right now; try again shortly.');
      }
      throw new NotifyHttpError(502, 'ms_teams_error', `Microsoft Teams could not answer (${error.code}).`);
    }
    throw error;
  }
}

/**
 * The Microsoft Teams provider of the Knock API (/v1/providers/ms-teams/:channelId/...), as the official Teams kit
 * calls it. Same rules as Slack (slack-routes.ts): a user token acts only for the organisation active in its
 * session; disconnecting needs an owner or admin; without a configured app every endpoint answers "not connected".
 */
export function registerMsTeamsRoutes(scope: FastifyInstance, deps: { db: Database; msTeams: MsTeamsApiSettings | null }) {
  const teamsDeps = (): MsTeamsDeps | null => (deps.msTeams ? { db: deps.db, msTeams: deps.msTeams } : null);

  const tenantOf = async (request: FastifyRequest<ChannelParams>, isAdminOnly = false): Promise<string> => {
    if (request.params.channelId !== MS_TEAMS_CHANNEL_ID)
      throw new NotifyHttpError(404, 'not_found', 'No Microsoft Teams channel with this id exists.');
    const collection = nestedQueryValue(request, TENANT_OBJECT, 'collection') ?? TENANTS_COLLECTION;
    if (collection !== TENANTS_COLLECTION)
      throw new NotifyHttpError(400, 'invalid_params', `${TENANT_OBJECT} must name a tenant ($tenants).`);
    const tenant = nestedQueryValue(request, TENANT_OBJECT, 'object_id');
    if (!tenant) throw new NotifyHttpError(400, 'invalid_params', `${TENANT_OBJECT}[object_id] (the tenant) is required.`);
    const actor = await chatActorOf(request, deps.db);
    if (!actor) return tenant;
    return isAdminOnly ? requireTenantAdmin(actor, tenant) : requireOwnTenant(actor, tenant);
  };

  scope.get<ChannelParams>('/v1/providers/ms-teams/:channelId/auth_check', async (request, reply) => {
    const organizationId = await tenantOf(request);
    const teams = teamsDeps();
    if (!teams) return { connection: { ok: false, reason: 'not_connected' } };
    return withMsTeamsErrors(reply, () => checkMsTeamsAuth(teams, organizationId));
  });

  scope.get<ChannelParams>('/v1/providers/ms-teams/:channelId/teams', async (request, reply) => {
    const organizationId = await tenantOf(request);
    const teams = teamsDeps();
    if (!teams) return { ms_teams_teams: [], skip_token: null };
    const option = (name: string) => nestedQueryValue(request, 'query_options', name);
    const query = {
      $filter: option('$filter'),
      $select: option('$select'),
      $top: optionalTop(option('$top')),
      $skiptoken: option('$skiptoken'),
    };
    return withMsTeamsErrors(reply, () => listOrganizationMsTeams(teams, organizationId, query));
  });

  scope.get<ChannelParams & { Querystring: { team_id?: unknown } }>(
    '/v1/providers/ms-teams/:channelId/channels',
    async (request, reply) => {
      const organizationId = await tenantOf(request);
      const teams = teamsDeps();
      if (!teams) return { ms_teams_channels: [] };
      const teamId = request.query.team_id;
      if (typeof teamId !== 'string' || !teamId || teamId.length > 256)
        throw new NotifyHttpError(400, 'invalid_params', 'team_id is required.');
      const option = (name: string) => nestedQueryValue(request, 'query_options', name);
      const query = { $filter: option('$filter'), $select: option('$select') };
      return withMsTeamsErrors(reply, () => listOrganizationMsTeamsChannels(teams, organizationId, teamId, query));
    },
  );

  scope.put<ChannelParams>('/v1/providers/ms-teams/:channelId/revoke_access', async (request, reply) => {
    const organizationId = await tenantOf(request, true);
    const teams = teamsDeps();
    if (teams) await revokeMsTeamsAccess(teams, organizationId);
    // The kit treats exactly the body "ok" as disconnected.
    return reply.type('application/json').send(JSON.stringify('ok'));
  });
}
