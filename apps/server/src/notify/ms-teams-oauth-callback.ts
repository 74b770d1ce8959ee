import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppError } from '@creatorlens/core/errors';
import {
  connectMsTeamsTenant,
  getNotifyKeys,
  loadNotifyActor,
  MS_TEAMS_CHANNEL_ID,
  MsTeamsApiError,
  NOTIFY_PUBLIC_KEY,
  requireTenantAdmin,
  TENANTS_COLLECTION,
  verifyUserToken,
  type MsTeamsApiSettings,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { parseKitState, sameOriginTarget } from './chat-oauth-state.ts';
import type { SessionGate } from './session-gate.ts';

/** Where Microsoft's admin consent sends the browser back to; the app registration's redirect URI under PUBLIC_URL. */
export const MS_TEAMS_CALLBACK_PATH = '/providers/ms-teams/authenticate';

/**
 * GET /providers/ms-teams/authenticate?tenant&admin_consent&state: the end of "Connect Microsoft Teams". Microsoft
 * names the customer's tenant after its admin consented; the state's user token must still belong to a live session
 * of an owner or admin of the organisation (their active one). Only then is the tenant stored, and only after a token
 * for it was issued. The browser goes back to the state's redirect_url on our origin, with `ms_teams_error=<reason>`
 * on failure.
 */
export function registerMsTeamsOAuthCallback(
  server: FastifyInstance,
  deps: { db: Database; msTeams: MsTeamsApiSettings | null; publicUrl: string; sessions: SessionGate },
): void {
  server.get<{ Querystring: Record<string, unknown> }>(MS_TEAMS_CALLBACK_PATH, async (request, reply) => {
    const state = parseKitState(request.query.state, {
      publicKey: NOTIFY_PUBLIC_KEY,
      channelId: MS_TEAMS_CHANNEL_ID,
      objectField: 'ms_teams_tenant_object',
      collection: TENANTS_COLLECTION,
    });
    const target = sameOriginTarget(state?.redirectUrl ?? null, deps.publicUrl);
    const fail = (reason: string): FastifyReply => {
      target.searchParams.set('ms_teams_error', reason);
      return reply.redirect(target.href, 302);
    };
    if (!deps.msTeams) return fail('not_configured');
    if (!state) return fail('invalid_state');
    if (typeof request.query.error === 'string')
      return fail(request.query.error === 'access_denied' ? 'access_denied' : 'ms_teams_refused');
    const msTenantId = request.query.tenant;
    if (request.query.admin_consent !== 'True' || typeof msTenantId !== 'string') return fail('consent_missing');
    const claims = verifyUserToken(await getNotifyKeys(deps.db), state.userToken);
    if (!claims || !(await deps.sessions.isAlive(claims.userId, claims.sessionId))) return fail('invalid_state');
    try {
      const actor = await loadNotifyActor(deps.db, claims);
      const organizationId = requireTenantAdmin(actor, state.tenant);
      await connectMsTeamsTenant({ db: deps.db, msTeams: deps.msTeams }, { organizationId, msTenantId });
    } catch (error) {
      if (isAppError(error))
        return fail(error.code === 'CONFLICT' ? 'already_connected' : error.code === 'FORBIDDEN' ? 'forbidden' : 'invalid_request');
      if (error instanceof MsTeamsApiError) {
        request.log.warn({ msTeamsError: error.code }, 'Microsoft refused a token for the consenting tenant');
        return fail('exchange_failed');
      }
      throw error;
    }
    return reply.redirect(target.href, 302);
  });
}
