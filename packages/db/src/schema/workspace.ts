import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organization, user } from './auth.ts';
import type { CrmFieldType } from '@creatorlens/contracts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An organisation's uploaded logo; organization.logo points at the URL that serves it. */
export const organizationLogo = pgTable('organization_logo', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Content hash: part of the logo URL so browsers may cache it forever. */
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail the product sends. Without SMTP configured the rows stay with status 'outbox' and admins read
 * them in the app; with SMTP they move to 'sent' or 'failed' (error kept) so nothing is silently lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    /** invitation, notification, digest, ... */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** outbox (no SMTP), queued, sent, failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_org_created_idx').on(t.organizationId, t.createdAt)],
);

export { CRM_FIELD_TYPES, type CrmFieldType } from '@creatorlens/contracts';
export const CRM_SUBJECT_TYPES = ['artist', 'channel'] as const;
export type CrmSubjectType = (typeof CRM_SUBJECT_TYPES)[number];

/** An organisation-defined field shown on artist and channel pages. */
export const crmField = pgTable(
  'crm_field',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<CrmFieldType>().notNull(),
    /** Choices of a select field; empty for the other types. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    idx: integer('idx').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_field_org_idx').on(t.organizationId, t.idx)],
);

/** One field's value on one artist or channel, stored as validated text (ISO date, decimal, URL, ...). */
export const crmValue = pgTable(
  'crm_value',
  {
    fieldId: uuid('field_id')
      .notNull()
      .references(() => crmField.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').$type<CrmSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedById: text('updated_by_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fieldId, t.subjectType, t.subjectId] }),
    index('crm_value_subject_idx').on(t.organizationId, t.subjectType, t.subjectId),
  ],
);

export const COMMENT_SUBJECT_TYPES = ['artist', 'channel', 'campaign'] as const;
export type CommentSubjectType = (typeof COMMENT_SUBJECT_TYPES)[number];

export const comment = pgTable(
  'comment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').$type<CommentSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    /** Plain text; mentions are written @[Name](userId) and rendered by the client, never as HTML. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comment_org_created_idx').on(t.organizationId, t.createdAt),
    index('comment_subject_idx').on(t.organizationId, t.subjectType, t.subjectId),
  ],
);

export const commentMention = pgTable(
  'comment_mention',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_mention_user_idx').on(t.userId)],
);

/**
 * Credits as an append-only ledger: the balance is the sum of deltas, so every change has a reason and an
 * author, and a failed spend never leaves a half-written balance.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** monthly-grant, admin-adjustment, export, audience-report, channel-refresh, ... */
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** What the credits were spent on (e.g. an export id), for the ledger's link. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_org_created_idx').on(t.organizationId, t.createdAt)],
);
