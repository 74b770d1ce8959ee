import type { MailDispatch } from '../../mail/index.ts';
import { getChannelData, setChannelData } from '../recipients.ts';
import { MS_TEAMS_CHANNEL_ID } from '../constants.ts';
import { claimChatDelivery, finishChatDelivery } from './chat-delivery-state.ts';
import { notifyChatDisconnected } from './chat-disconnected-notice.ts';
import { type ChatDeliveryPayload } from './chat-fan-out.ts';
import { forgetMsTokens, isChannelGone, isConsentGone, MsTeamsApiError, postMsTeamsChannelMessage } from './ms-teams-api.ts';
import { buildMsTeamsActivity } from './ms-teams-message.ts';
import { readMsTeamsTenantId, removeMsTeamsTenant, type MsTeamsDeps } from './ms-teams-tenant.ts';
import type { ChatDeliveryOutcome } from './slack-delivery.ts';

const RETRYABLE = (error: MsTeamsApiError) =>
  error.code === 'rate_limited' || error.code.startsWith('http_5') || error.code === 'timeout' || error.code === 'network_error';

/**
 * Posts one workflow message to one Teams channel through the Bot Framework, at most once (the delivery row is
 * claimed first), with the same rules as Slack (slack-delivery.ts): rate limits and server errors retry, a withdrawn
 * consent disconnects the organisation and tells its admins, a gone or archived channel is dropped from the campaign.
 */
export async function deliverMsTeamsMessage(
  deps: MsTeamsDeps & { publicUrl: string; mail?: MailDispatch | null | undefined },
  payload: ChatDeliveryPayload,
): Promise<ChatDeliveryOutcome> {
  const key = { ...payload, provider: 'ms-teams' as const };
  const tenantId = await readMsTeamsTenantId(deps.db, payload.organizationId);
  if (!tenantId) {
    await finishChatDelivery(deps.db, key, { state: 'dropped', error: 'not_connected', isOnlyIfPending: true });
    return { kind: 'skipped', reason: 'not_connected' };
  }
  if (!(await claimChatDelivery(deps.db, key))) return { kind: 'skipped', reason: 'already_claimed' };
  try {
    const activityId = await postMsTeamsChannelMessage(
      { ...deps.msTeams, retries: 1, maxRetryAfterMs: 0 },
      { tenant: tenantId, channelId: payload.chatChannelId, activity: buildMsTeamsActivity(payload.blocks, deps.publicUrl) },
    );
    await finishChatDelivery(deps.db, key, { state: 'sent', providerMessageId: activityId || null });
    return { kind: 'sent', providerMessageId: activityId || null };
  } catch (error) {
    if (!(error instanceof MsTeamsApiError)) {
      await finishChatDelivery(deps.db, key, { state: 'pending', error: 'internal_error' });
      throw error;
    }
    if (isConsentGone(error)) {
      await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
      forgetMsTokens(tenantId);
      // Only the job that actually removed the connection tells the admins, so a burst of posts sends one notice.
      if (await removeMsTeamsTenant(deps.db, payload.organizationId)) {
        await notifyChatDisconnected(deps, { organizationId: payload.organizationId, provider: 'ms-teams', reason: error.code });
      }
      return { kind: 'dropped', reason: error.code };
    }
    if (isChannelGone(error)) {
      await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
      await dropCampaignChannel(deps, payload);
      return { kind: 'dropped', reason: error.code };
    }
    if (RETRYABLE(error)) {
      await finishChatDelivery(deps.db, key, { state: 'pending', error: error.code });
      return { kind: 'retry', reason: error.code, retryAfterMs: error.retryAfterMs };
    }
    await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
    return { kind: 'dropped', reason: error.code };
  }
}

async function dropCampaignChannel(deps: MsTeamsDeps, payload: ChatDeliveryPayload): Promise<void> {
  const current = await getChannelData(deps.db, 'campaigns', payload.campaignId, MS_TEAMS_CHANNEL_ID).catch(() => null);
  const connections = ((current?.data as { connections?: { ms_teams_channel_id?: unknown }[] } | undefined)?.connections ?? []).filter(
    (connection) => connection.ms_teams_channel_id !== payload.chatChannelId,
  );
  await setChannelData(deps.db, 'campaigns', payload.campaignId, MS_TEAMS_CHANNEL_ID, { connections });
}
