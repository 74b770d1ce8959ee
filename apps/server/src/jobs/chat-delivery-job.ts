import {
  deliverMsTeamsMessage,
  deliverSlackMessage,
  type ChatDeliveryOutcome,
  type ChatDeliveryPayload,
  type MsTeamsApiSettings,
  type SlackAppSettings,
} from '@creatorlens/core/notifications';
import type { MailDispatch } from '@creatorlens/core/mail';
import { PermanentJobError, type JobHandler } from './queue.ts';

/** The provider's Retry-After is honoured exactly; without one a rate limit waits this long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * Posts one workflow message to one team-chat channel (payload: chat/chat-fan-out.ts). Rate limits put the job back
 * until Slack's Retry-After without spending an attempt; server errors fail the attempt so the queue backs off.
 */
export function createChatDeliveryHandler(deps: {
  encryptionKey: string;
  slack: SlackAppSettings | null;
  msTeams: MsTeamsApiSettings | null;
  publicUrl: string;
  mail?: MailDispatch | null;
}): JobHandler {
  return async ({ db, job, defer }) => {
    const payload = job.payload as Partial<ChatDeliveryPayload>;
    if (
      (payload.provider !== 'slack' && payload.provider !== 'ms-teams') ||
      !payload.organizationId ||
      !payload.messageId ||
      !payload.chatChannelId ||
      !payload.campaignId
    )
      throw new PermanentJobError('The job is not a chat delivery this server knows.');
    const delivery = { ...(payload as ChatDeliveryPayload), blocks: Array.isArray(payload.blocks) ? payload.blocks : [] };
    const common = { db, publicUrl: deps.publicUrl, mail: deps.mail ?? null };
    let outcome: ChatDeliveryOutcome;
    if (delivery.provider === 'slack') {
      // The provider was unconfigured since the job was queued: nothing can post it.
      if (!deps.slack) return { outcome: 'skipped', reason: 'not_configured' };
      outcome = await deliverSlackMessage({ ...common, encryptionKey: deps.encryptionKey, slack: deps.slack }, delivery);
    } else {
      if (!deps.msTeams) return { outcome: 'skipped', reason: 'not_configured' };
      outcome = await deliverMsTeamsMessage({ ...common, msTeams: deps.msTeams }, delivery);
    }
    const provider = delivery.provider === 'slack' ? 'Slack' : 'Microsoft Teams';
    if (outcome.kind === 'retry') {
      if (outcome.reason === 'rate_limited')
        defer(new Date(Date.now() + (outcome.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)), `${provider} rate limit`);
      throw new Error(`${provider} did not take the post (${outcome.reason}); retrying with backoff.`);
    }
    return { outcome: outcome.kind, ...('reason' in outcome ? { reason: outcome.reason } : {}) };
  };
}
