import type { MailDispatch } from '../../mail/index.ts';
import { setChannelData } from '../recipients.ts';
import { SLACK_CHANNEL_ID } from '../constants.ts';
import { readCampaignChatChannels, type ChatDeliveryPayload } from './chat-fan-out.ts';
import { claimChatDelivery, finishChatDelivery } from './chat-delivery-state.ts';
import { notifyChatDisconnected } from './chat-disconnected-notice.ts';
import { readChatToken, removeChatToken } from './chat-tokens.ts';
import { callSlack, isSlackApiError, SLACK_CHANNEL_GONE_ERRORS, SLACK_TOKEN_DEAD_ERRORS } from './slack-api.ts';
import { buildSlackMessage } from './slack-message.ts';
import type { SlackDeps } from './slack-workspace.ts';

/** What the job does next: done (sent or nothing to do), retry (after Slack's wait, or with the queue's backoff). */
export type ChatDeliveryOutcome =
  | { kind: 'sent'; providerMessageId: string | null }
  | { kind: 'skipped'; reason: string }
  | { kind: 'dropped'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null };

/**
 * Posts one workflow message to one Slack channel, at most once: the delivery row is claimed before the post. Slack's
 * refusals decide the rest: rate limits and server errors retry, a dead token disconnects the organisation (its
 * admins are told in the app), a vanished or archived channel is dropped from the campaign.
 */
export async function deliverSlackMessage(
  deps: SlackDeps & { publicUrl: string; mail?: MailDispatch | null | undefined },
  payload: ChatDeliveryPayload,
): Promise<ChatDeliveryOutcome> {
  const key = { ...payload, provider: 'slack' as const };
  const token = await readChatToken(deps, 'slack', payload.organizationId);
  if (!token) {
    await finishChatDelivery(deps.db, key, { state: 'dropped', error: 'not_connected', isOnlyIfPending: true });
    return { kind: 'skipped', reason: 'not_connected' };
  }
  if (!(await claimChatDelivery(deps.db, key))) return { kind: 'skipped', reason: 'already_claimed' };
  try {
    // No in-process retries of 429: the job re-queues after Retry-After instead of holding a worker slot.
    const answer = await callSlack<{ ts?: string }>({ ...deps.slack, retries: 1, maxRetryAfterMs: 0 }, 'chat.postMessage', {
      token,
      isJson: true,
      params: { channel: payload.chatChannelId, ...buildSlackMessage(payload.blocks, deps.publicUrl) },
    });
    await finishChatDelivery(deps.db, key, { state: 'sent', providerMessageId: answer.ts ?? null });
    return { kind: 'sent', providerMessageId: answer.ts ?? null };
  } catch (error) {
    if (!isSlackApiError(error)) {
      await finishChatDelivery(deps.db, key, { state: 'pending', error: 'internal_error' });
      throw error;
    }
    if (SLACK_TOKEN_DEAD_ERRORS.has(error.code)) {
      await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
      // Only the job that actually removed the token tells the admins, so a burst of posts sends one notice.
      if (await removeChatToken(deps.db, 'slack', payload.organizationId)) {
        await notifyChatDisconnected(deps, { organizationId: payload.organizationId, provider: 'slack', reason: error.code });
      }
      return { kind: 'dropped', reason: error.code };
    }
    if (SLACK_CHANNEL_GONE_ERRORS.has(error.code)) {
      await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
      await dropCampaignChannel(deps, payload);
      return { kind: 'dropped', reason: error.code };
    }
    if (error.code === 'rate_limited' || error.code.startsWith('http_') || error.code === 'timeout' || error.code === 'network_error') {
      await finishChatDelivery(deps.db, key, { state: 'pending', error: error.code });
      return { kind: 'retry', reason: error.code, retryAfterMs: error.retryAfterMs };
    }
    // Any other refusal (msg_too_long, invalid_blocks, ...) will not change on retry.
    await finishChatDelivery(deps.db, key, { state: 'dropped', error: error.code });
    return { kind: 'dropped', reason: error.code };
  }
}

async function dropCampaignChannel(deps: SlackDeps, payload: ChatDeliveryPayload): Promise<void> {
  const remaining = (await readCampaignChatChannels(deps.db, 'slack', payload.campaignId)).filter(
    (channelId) => channelId !== payload.chatChannelId,
  );
  await setChannelData(deps.db, 'campaigns', payload.campaignId, SLACK_CHANNEL_ID, {
    connections: remaining.map((channelId) => ({ channel_id: channelId })),
  });
}
