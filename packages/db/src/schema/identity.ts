import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IdentityDecision, IdentityEvidence, IdentityOverrideKind } from '@creatorlens/contracts';
import { organization, user } from './auth.ts';
import { channel } from './creators.ts';

/**
 * A scored pair of channels on different platforms that may be one person (issue 38): written by the seed and by
 * core's re-run of the resolver. channel_a_id < channel_b_id, so a pair is stored once.
 */
export const identityMatch = pgTable(
  'identity_match',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelAId: uuid('channel_a_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    channelBId: uuid('channel_b_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    confidence: doublePrecision('confidence').notNull(),
    evidence: jsonb('evidence')
      .$type<IdentityEvidence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    decision: text('decision').$type<IdentityDecision>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_match_pair_uq').on(t.channelAId, t.channelBId), index('identity_match_channel_b_idx').on(t.channelBId)],
);

/**
 * A person's correction: two channels are (merge) or are not (split) one person. organization_id null is a platform
 * admin's global decision (it changes the shared grouping and the resolver obeys it on every re-run); otherwise it
 * holds for that organisation only, applied when its members read artists and people. Channels are named by
 * `platform:platformId`, which survives a re-seed (channel ids do not).
 */
export const identityOverride = pgTable(
  'identity_override',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdentityOverrideKind>().notNull(),
    channelAKey: text('channel_a_key').notNull(),
    channelBKey: text('channel_b_key').notNull(),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_override_organization_idx').on(t.organizationId, t.createdAt)],
);
