import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppError } from '@creatorlens/core/errors';
import {
  connectSlackWorkspace,
  getNotifyKeys,
  isSlackApiError,
  loadNotifyActor,
  NOTIFY_PUBLIC_KEY,
  requireTenantAdmin,
  SLACK_CHANNEL_ID,
  TENANTS_COLLECTION,
  verifyUserToken,
  type SlackDeps,
} from '@creatorlens/core/notifications';
import type { Database } from '@creatorlens/db';
import { parseKitState, sameOriginTarget } from './chat-oauth-state.ts';
import type { SessionGate } from './session-gate.ts';

/** Where Slack sends the browser back to; the Slack app's redirect URL must be exactly this under PUBLIC_URL. */
export const SLACK_CALLBACK_PATH = '/providers/slack/authenticate';
/**
 * GET /providers/slack/authenticate?code&state: the end of "Connect to Slack". The state carries the kit's user token,
 * which must still belong to a live session of an owner or admin of the tenant organisation (their active one); only
 * then is the code exchanged and the bot token stored (sealed). The browser goes back to the state's redirect_url
 * only on our origin (an open redirect would hand the code flow to anyone), with `slack_error=<reason>` on failure.
 */
export function registerSlackOAuthCallback(
  server: FastifyInstance,
  deps: { db: Database; encryptionKey: string; slack: SlackDeps['slack'] | null; publicUrl: string; sessions: SessionGate },
): void {
  server.get<{ Querystring: Record<string, unknown> }>(SLACK_CALLBACK_PATH, async (request, reply) => {
    const state = parseKitState(request.query.state, {
      publicKey: NOTIFY_PUBLIC_KEY,
      channelId: SLACK_CHANNEL_ID,
      objectField: 'access_token_object',
      collection: TENANTS_COLLECTION,
    });
    const target = sameOriginTarget(state?.redirectUrl ?? null, deps.publicUrl);
    const fail = (reason: string): FastifyReply => {
      target.searchParams.set('slack_error', reason);
      return reply.redirect(target.href, 302);
    };
    if (!deps.slack) return fail('not_configured');
    if (!state) return fail('invalid_state');
    if (typeof request.query.error === 'string') return fail(request.query.error === 'access_denied' ? 'access_denied' : 'slack_refused');
    const code = request.query.code;
    if (typeof code !== 'string' || !code || code.length > 512) return fail('missing_code');
    const claims = verifyUserToken(await getNotifyKeys(deps.db), state.userToken);
    if (!claims || !(await deps.sessions.isAlive(claims.userId, claims.sessionId))) return fail('invalid_state');
    try {
      const actor = await loadNotifyActor(deps.db, claims);
      const organizationId = requireTenantAdmin(actor, state.tenant);
      await connectSlackWorkspace(
        { db: deps.db, encryptionKey: deps.encryptionKey, slack: deps.slack },
        { organizationId, code, redirectUri: `${deps.publicUrl}${SLACK_CALLBACK_PATH}` },
      );
    } catch (error) {
      if (isAppError(error))
        return fail(error.code === 'CONFLICT' ? 'already_connected' : error.code === 'FORBIDDEN' ? 'forbidden' : 'invalid_request');
      if (isSlackApiError(error)) {
        request.log.warn({ slackError: error.code }, 'Slack refused the OAuth code exchange');
        return fail('exchange_failed');
      }
      throw error;
    }
    return reply.redirect(target.href, 302);
  });
}
