import { CHAT_DELIVERY_QUEUE, deliverSlackMessage, type ChatDeliveryPayload, type SlackAppSettings } from '@creatorlens/core/notifications';
import type { MailDispatch } from '@creatorlens/core/mail';
import { PermanentJobError, type JobHandler } from './queue.ts';

export { CHAT_DELIVERY_QUEUE };

/** Slack's Retry-After is honoured exactly; without one a rate limit waits this long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * Posts one workflow message to one team-chat channel (payload: chat/chat-fan-out.ts). Rate limits put the job back
 * until Slack's Retry-After without spending an attempt; server errors fail the attempt so the queue backs off.
 */
export function createChatDeliveryHandler(deps: {
  encryptionKey: string;
  slack: SlackAppSettings | null;
  publicUrl: string;
  mail?: MailDispatch | null;
}): JobHandler {
  return async ({ db, job, defer }) => {
    const payload = job.payload as Partial<ChatDeliveryPayload>;
    if (payload.provider !== 'slack' || !payload.organizationId || !payload.messageId || !payload.chatChannelId || !payload.campaignId)
      throw new PermanentJobError('The job is not a chat delivery this server knows.');
    // Slack was unconfigured since the job was queued: nothing can post it.
    if (!deps.slack) return { outcome: 'skipped', reason: 'not_configured' };
    const outcome = await deliverSlackMessage(
      { db, encryptionKey: deps.encryptionKey, slack: deps.slack, publicUrl: deps.publicUrl, mail: deps.mail ?? null },
      { ...(payload as ChatDeliveryPayload), blocks: Array.isArray(payload.blocks) ? payload.blocks : [] },
    );
    if (outcome.kind === 'retry') {
      if (outcome.reason === 'rate_limited')
        defer(new Date(Date.now() + (outcome.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)), 'Slack rate limit');
      throw new Error(`Slack did not take the post (${outcome.reason}); retrying with backoff.`);
    }
    return { outcome: outcome.kind, ...('reason' in outcome ? { reason: outcome.reason } : {}) };
  };
}
