import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GuideType } from '@creatorlens/contracts';
import { organization, user } from './auth.ts';

/** One rendered block of a feed item, in the shape the Knock clients read (body, action_url, actions). */
export type NotificationBlock =
  | { type: 'markdown'; name: string; content: string; rendered: string }
  | { type: 'text'; name: string; content: string; rendered: string }
  | { type: 'button_set'; name: string; buttons: { name: string; label: string; action: string }[] };

/**
 * One in-app notification for one recipient (a Knock "message" / feed item). Status timestamps are null until set;
 * the feed pages by (recipient, channel, inserted_at, id) and counts unread/unseen over the partial indexes below.
 */
export const notificationMessage = pgTable(
  'notification_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id').notNull(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    workflowKey: text('workflow_key').notNull(),
    workflowRunId: uuid('workflow_run_id').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actorIds: text('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tenant: text('tenant'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    blocks: jsonb('blocks').$type<NotificationBlock[]>().notNull(),
    /** Metadata of the last interaction (cell_click, button_click, ...). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    cancellationKey: text('cancellation_key'),
    insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true, precision: 3 }),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    interactedAt: timestamp('interacted_at', { withTimezone: true, precision: 3 }),
    linkClickedAt: timestamp('link_clicked_at', { withTimezone: true, precision: 3 }),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('notification_message_feed_idx').on(t.recipientId, t.channelId, t.insertedAt.desc(), t.id.desc()),
    // The default feed view (archived excluded) and its counts read only these partial indexes.
    index('notification_message_feed_active_idx')
      .on(t.recipientId, t.channelId, t.insertedAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    // updated_at is in the key because a message counts as unread/unseen only when it changed after the user's latest
    // mark-all watermark (notification_status_watermark): the counts are index-only range scans past that time.
    index('notification_message_unread_idx')
      .on(t.recipientId, t.channelId, t.updatedAt)
      .where(sql`${t.archivedAt} is null and ${t.readAt} is null`),
    index('notification_message_unseen_idx')
      .on(t.recipientId, t.channelId, t.updatedAt)
      .where(sql`${t.archivedAt} is null and ${t.seenAt} is null`),
  ],
);

export const WATERMARK_STATUSES = ['read', 'seen'] as const;
export type WatermarkStatus = (typeof WATERMARK_STATUSES)[number];

/**
 * "Mark all as read / seen" in O(1): one row per bulk action instead of rewriting every message. A message of the
 * recipient on the channel that is not archived, has read_at (seen_at) null and was last updated at or before `at`
 * counts as read (seen) at the earliest such `at`. Every write to a message first copies these effective values into
 * its row and moves updated_at past the watermarks, so later per-message changes (mark one unread) stand on their own.
 */
export const notificationStatusWatermark = pgTable(
  'notification_status_watermark',
  {
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').notNull(),
    status: text('status').$type<WatermarkStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.channelId, t.status, t.at] })],
);

/** Custom properties a client identified for a user (PUT /v1/users/:id); name and email come from the user row. */
export const notificationRecipient = pgTable('notification_recipient', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PreferenceValue = boolean | Record<string, unknown>;

/** A user's preference set (Knock PreferenceSet); absent rows mean the code defaults apply. */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    setId: text('set_id').notNull(),
    channelTypes: jsonb('channel_types').$type<Record<string, PreferenceValue>>(),
    workflows: jsonb('workflows').$type<Record<string, PreferenceValue>>(),
    categories: jsonb('categories').$type<Record<string, PreferenceValue>>(),
    channels: jsonb('channels').$type<Record<string, PreferenceValue>>(),
    commercialSubscribed: boolean('commercial_subscribed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.setId] })],
);

/** Channel data (push tokens, chat connections) of a user ('$users') or any object collection. */
export const notificationChannelData = pgTable(
  'notification_channel_data',
  {
    collection: text('collection').notNull(),
    objectId: text('object_id').notNull(),
    channelId: text('channel_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.objectId, t.channelId] })],
);

// GUIDE_TYPES is declared once in contracts: the guide editor and notification.saveGuide offer the same kinds.
export type { GuideType } from '@creatorlens/contracts';

/** Who sees a guide or announcement: everybody, one organisation's members, or users with one role. */
export type NotificationAudience =
  | { kind: 'all' }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'role'; role: 'admin' | 'user' | 'org-owner' | 'org-admin' | 'org-member' };

/** A guide authored by a platform admin; content holds sanitised HTML only. One step per guide. */
export const notificationGuide = pgTable(
  'notification_guide',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    type: text('type').$type<GuideType>().notNull(),
    channelId: uuid('channel_id').notNull(),
    active: boolean('active').notNull().default(true),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    audience: jsonb('audience').$type<NotificationAudience>().notNull(),
    /** URLPattern-style { directive, pathname } entries evaluated by the client against the current URL. */
    activationUrlPatterns: jsonb('activation_url_patterns')
      .$type<{ directive: 'allow' | 'block'; pathname: string }[]>()
      .notNull()
      .default([]),
    idx: integer('idx').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_guide_channel_idx').on(t.channelId, t.active)],
);

/** One user's engagement with one guide step. */
export const notificationGuideEngagement = pgTable(
  'notification_guide_engagement',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => notificationGuide.id, { onDelete: 'cascade' }),
    stepRef: text('step_ref').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    interactedAt: timestamp('interacted_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    linkClickedAt: timestamp('link_clicked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideId, t.stepRef] })],
);

/** A product announcement a platform admin sent (the product_updates workflow), kept for the admin list. */
export const notificationAnnouncement = pgTable(
  'notification_announcement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    actionUrl: text('action_url'),
    audience: jsonb('audience').$type<NotificationAudience>().notNull(),
    organizationId: text('organization_id').references(() => organization.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_announcement_created_idx').on(t.createdAt)],
);

/**
 * Idempotency-Key of a /v1 write (Knock and Stripe semantics): the first request with a key inserts this row in the
 * same transaction as its writes and stores its response; a repeat within 24 hours gets that response back without
 * running again. `scope` is whom the key belongs to (the secret key's environment, or one user), `request_hash` the
 * method, path and body, so a key reused for a different request is refused. The clean-up job deletes rows after 24 h.
 */
export const notificationIdempotencyKey = pgTable(
  'notification_idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('notification_idempotency_key_created_idx').on(t.createdAt)],
);
