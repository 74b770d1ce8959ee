import type { ListKind } from '@creatorlens/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { queueMail, type MailDispatch } from '../mail/index.ts';
import { DEFAULT_PREFERENCE_SET, FEED_CHANNEL_ID, NOTIFY_EVENTS_CHANNEL } from './constants.ts';
import { defaultPreferenceSet, isChannelTypeEnabled, type PreferenceSet } from './preferences.ts';
import { enqueueChatDeliveries } from './chat/chat-fan-out.ts';
import { toBlocks, WORKFLOWS, type NotificationLanguage } from './workflows.ts';
import type { Executor } from '@creatorlens/db/executor';

interface TriggerWorkflowInput {
  workflowKey: string;
  recipientIds: string[];
  actorId?: string | null | undefined;
  data?: Record<string, unknown> | undefined;
  tenant?: string | null | undefined;
  /** Language of the rendered text; organisation notifications use the organisation's default language. */
  language?: NotificationLanguage | undefined;
  /** Organisation the mail belongs to (mail_outbox scope), when there is one. */
  organizationId?: string | null | undefined;
  cancellationKey?: string | null | undefined;
  /** The campaign the message concerns: its connected team-chat channels get a post too (chat/chat-fan-out.ts). */
  campaignId?: string | null | undefined;
}

export interface TriggerWorkflowResult {
  workflowRunId: string;
  messageIds: string[];
  mailCount: number;
}

/** Realtime events travel as NOTIFY payloads; PostgreSQL caps them at 8000 bytes, so user ids go in chunks. */
export type NotifyEvent =
  | { type: 'feed'; channelId: string; userIds: string[] }
  /** Messages changed in a way no socket needs to hear (one message read, seen, archived): feed caches drop them. */
  | { type: 'feed-stale'; userIds: string[] }
  | { type: 'guides'; channelId: string; guideKey: string }
  /** An organisation's campaigns, watchlists or tags changed: open tabs of its members refetch (no data travels). */
  | { type: 'lists'; organizationId: string; kind: ListEventKind; id: string | null };

/** The kind of list a `lists.changed` event names. */
export type ListEventKind = ListKind;

const NOTIFY_CHUNK = 100;

/** Emits a realtime event inside the caller's transaction: listeners receive it only after commit. */
export async function emitNotifyEvent(db: Executor, event: NotifyEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFY_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export async function emitFeedChanged(db: Database, channelId: string, userIds: string[]): Promise<void> {
  for (let index = 0; index < userIds.length; index += NOTIFY_CHUNK) {
    await emitNotifyEvent(db, { type: 'feed', channelId, userIds: userIds.slice(index, index + NOTIFY_CHUNK) });
  }
}

async function loadPreferences(db: Database, userIds: string[]): Promise<Map<string, PreferenceSet>> {
  const rows = await db
    .select()
    .from(schema.notificationPreference)
    .where(and(inArray(schema.notificationPreference.userId, userIds), eq(schema.notificationPreference.setId, DEFAULT_PREFERENCE_SET)));
  return new Map(
    rows.map((row) => [
      row.userId,
      { id: row.setId, channel_types: row.channelTypes, workflows: row.workflows, categories: row.categories, channels: row.channels },
    ]),
  );
}

/**
 * Runs a workflow defined in code: renders its template once, stores one in-app message per recipient whose
 * preferences allow the feed, queues a mail for those who want email, all in one transaction, then announces the
 * new messages to the realtime layer (NOTIFY fires only on commit).
 */
export async function triggerWorkflow(
  deps: { db: Database; mail?: MailDispatch | null | undefined },
  input: TriggerWorkflowInput,
): Promise<TriggerWorkflowResult> {
  const workflow = WORKFLOWS[input.workflowKey];
  if (!workflow) throw new AppError('NOT_FOUND', `No workflow with the key "${input.workflowKey}" exists.`);
  const recipientIds = [...new Set(input.recipientIds)].filter((id) => id && id !== input.actorId);
  const workflowRunId = randomUUID();
  if (recipientIds.length === 0) return { workflowRunId, messageIds: [], mailCount: 0 };

  const result = await deps.db.transaction(async (tx) => {
    const recipients = await tx
      .select({
        id: schema.user.id,
        email: schema.user.email,
        isAnonymous: schema.user.isAnonymous,
        name: schema.user.name,
        username: schema.user.username,
      })
      .from(schema.user)
      .where(inArray(schema.user.id, recipientIds));
    const [actor] = input.actorId
      ? await tx
          .select({ name: schema.user.name, username: schema.user.username })
          .from(schema.user)
          .where(eq(schema.user.id, input.actorId))
      : [];
    const rendered = workflow.render({
      data: input.data ?? {},
      actorName: actor ? actor.username || actor.name : null,
      language: input.language ?? 'en',
    });
    const preferences = await loadPreferences(
      tx,
      recipients.map((recipient) => recipient.id),
    );
    const feedRecipients: string[] = [];
    let mailCount = 0;
    for (const recipient of recipients) {
      const set = preferences.get(recipient.id) ?? defaultPreferenceSet(DEFAULT_PREFERENCE_SET);
      if (isChannelTypeEnabled(set, workflow.key, workflow.category, 'in_app_feed')) feedRecipients.push(recipient.id);
      // Guests have throw-away addresses; mail goes only to real accounts.
      if (deps.mail && !recipient.isAnonymous && isChannelTypeEnabled(set, workflow.key, workflow.category, 'email')) {
        const link = rendered.actionUrl ? new URL(rendered.actionUrl, `${deps.mail.publicUrl}/`).href : deps.mail.publicUrl;
        await queueMail(tx, deps.mail, {
          organizationId: input.organizationId ?? null,
          kind: 'notification',
          toAddress: recipient.email,
          subject: rendered.subject.replace(/[\r\n]+/g, ' '),
          textBody: `${rendered.bodyText}\n\n${link}`,
          htmlBody: `${rendered.bodyHtml}<p><a href="${link.replace(/"/g, '&quot;')}">${link.replace(/</g, '&lt;')}</a></p>`,
        });
        mailCount += 1;
      }
    }
    const blocks = toBlocks(rendered);
    const rows =
      feedRecipients.length === 0
        ? []
        : await tx
            .insert(schema.notificationMessage)
            .values(
              feedRecipients.map((recipientId) => ({
                channelId: FEED_CHANNEL_ID,
                recipientId,
                workflowKey: workflow.key,
                workflowRunId,
                categories: [workflow.category],
                actorIds: input.actorId ? [input.actorId] : [],
                tenant: input.tenant ?? null,
                data: input.data ?? {},
                blocks,
                cancellationKey: input.cancellationKey ?? null,
              })),
            )
            .returning({ id: schema.notificationMessage.id });
    await emitFeedChanged(tx, FEED_CHANNEL_ID, feedRecipients);
    // Chat channels are object recipients: they get the post whatever the members' own feed preferences say.
    if (input.campaignId && input.organizationId) {
      await enqueueChatDeliveries(tx, {
        category: workflow.category,
        organizationId: input.organizationId,
        campaignId: input.campaignId,
        messageId: workflowRunId,
        blocks: workflow.renderForChannel
          ? toBlocks(
              workflow.renderForChannel({
                data: input.data ?? {},
                actorName: actor ? actor.username || actor.name : null,
                language: input.language ?? 'en',
                recipientNames: recipients.map((recipient) => recipient.username || recipient.name),
              }),
            )
          : blocks,
      });
    }
    return { messageIds: rows.map((row) => row.id), mailCount };
  });
  if (result.mailCount > 0) deps.mail?.onQueued();
  return { workflowRunId, ...result };
}
