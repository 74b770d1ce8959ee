import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './auth.ts';

export const CHAT_PROVIDERS = ['slack', 'ms-teams'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/**
 * pending: claimable; posting: claimed by one worker, the post is in flight (a crash leaves it there on purpose: we
 * would rather miss one post than post twice); sent; dropped: the chat refused for good (channel gone, disconnected).
 */
export type ChatDeliveryState = 'pending' | 'posting' | 'sent' | 'dropped';

/**
 * Workflow messages posted to team chats (issue 40). Unique per (message, provider, chat channel) and claimed before
 * the post, so two deliver attempts of the same message post once. `message_id` is the workflow run: one chat post
 * per run, however many people it notified in the app.
 */
export const chatDelivery = pgTable(
  'chat_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    provider: text('provider').$type<ChatProvider>().notNull(),
    chatChannelId: text('chat_channel_id').notNull(),
    state: text('state').$type<ChatDeliveryState>().notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_delivery_message_uq').on(t.messageId, t.provider, t.chatChannelId),
    index('chat_delivery_org_idx').on(t.organizationId, t.createdAt),
  ],
);
