import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization, team, user } from './auth.ts';
import { channel } from './creators.ts';

/**
 * Campaigns, watchlists and tags: an organisation's own groupings of channels. Each list has an idx so the
 * sidebar order is shared by the whole organisation; moves renumber the organisation's items in one transaction.
 */
export const campaign = pgTable(
  'campaign',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    idx: integer('idx').notNull().default(0),
    // Calendar days (YYYY-MM-DD), the first and the last day of the run (both inclusive), not instants: a day held as
    // an instant moved with the reader's time zone (issue 39, migration 0019). Named as the spec's fields.
    startTime: date('start_time', { mode: 'string' }),
    endTime: date('end_time', { mode: 'string' }),
    isDraft: boolean('is_draft').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_org_idx').on(t.organizationId, t.idx), index('campaign_team_idx').on(t.teamId)],
);

/** A column of a campaign's board (e.g. Outreach, Negotiation, Live). */
export const campaignColumn = pgTable(
  'campaign_column',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idx: integer('idx').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_column_campaign_idx').on(t.campaignId, t.idx)],
);

/** A channel on a campaign's board: its column, position, assignee and budget. */
export const campaignChannel = pgTable(
  'campaign_channel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id').references(() => campaignColumn.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    /** Money as an exact decimal, never a float. */
    maxBudget: numeric('max_budget', { precision: 12, scale: 2 }),
    /** Free text the team keeps on the card (briefing status, rates agreed, ...). */
    notes: text('notes').notNull().default(''),
    idx: integer('idx').notNull().default(0),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_channel_uq').on(t.campaignId, t.channelId),
    index('campaign_channel_column_idx').on(t.campaignId, t.columnId, t.idx),
    index('campaign_channel_channel_idx').on(t.channelId),
  ],
);

export const WATCHLIST_TYPES = ['manual', 'dynamic'] as const;
export type WatchlistType = (typeof WATCHLIST_TYPES)[number];

export const watchlist = pgTable(
  'watchlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** manual lists hold channels added by people; other types are filled by the product (e.g. a saved search). */
    type: text('type').$type<WatchlistType>().notNull().default('manual'),
    savedSearchId: uuid('saved_search_id'),
    idx: integer('idx').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watchlist_org_idx').on(t.organizationId, t.idx), index('watchlist_team_idx').on(t.teamId)],
);

export const watchlistChannel = pgTable(
  'watchlist_channel',
  {
    watchlistId: uuid('watchlist_id')
      .notNull()
      .references(() => watchlist.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.channelId] }), index('watchlist_channel_channel_idx').on(t.channelId)],
);

export const TAG_COLORS = ['primary', 'sky', 'critical', 'grass', 'warning', 'neutral'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const tag = pgTable(
  'tag',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').$type<TagColor>().notNull().default('neutral'),
    idx: integer('idx').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tag_org_idx').on(t.organizationId, t.idx)],
);

export const channelTag = pgTable(
  'channel_tag',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.channelId] }), index('channel_tag_channel_idx').on(t.organizationId, t.channelId)],
);
