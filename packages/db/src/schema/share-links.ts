import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization, user } from './auth.ts';

/**
 * Read-only share links of a watchlist or a campaign (issue 39). Only the SHA-256 of the random token is stored, so a
 * leaked database row does not open the page; the optional password is an scrypt hash like account passwords.
 * `options` holds what the page shows (contracts shareOptionsSchema, re-parsed on every read). The subject has no
 * foreign key (it is one of two tables): a link whose list was deleted simply finds nothing and answers "gone".
 */
export const shareLink = pgTable(
  'share_link',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<'watchlist' | 'campaign'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    options: jsonb('options').notNull(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('share_link_token_hash_uq').on(t.tokenHash),
    index('share_link_subject_idx').on(t.organizationId, t.subjectKind, t.subjectId),
  ],
);
