import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { organization, user } from './auth.ts';
import { brand, channel, platformEnum, post } from './creators.ts';

/** A creator-discovery filter saved by a member, shared within the organisation. */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: platformEnum('platform').notNull(),
    /** The discovery filter exactly as the URL carries it (validated by the discovery input schema). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_search_org_idx').on(t.organizationId)],
);

/** Brands a post is linked to, and how we know (a coupon code, an @mention, a disclosure). */
export const postBrand = pgTable(
  'post_brand',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => post.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brand.id, { onDelete: 'cascade' }),
    /** coupon, mention, disclosure */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.brandId] }), index('post_brand_brand_idx').on(t.brandId)],
);

/** One refresh of the rankings; chart_entry rows belong to exactly one run. */
export const chartRun = pgTable('chart_run', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The day the ranking describes (the newest data it used). */
  period: date('period', { mode: 'string' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  channelCount: integer('channel_count').notNull().default(0),
});

/**
 * Precomputed rankings: per platform x metric x size class (big, small) x country ('ALL' for the global list),
 * the top entries with their rank in the previous run, so /charts is one indexed read.
 */
export const chartEntry = pgTable(
  'chart_entry',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => chartRun.id, { onDelete: 'cascade' }),
    platform: platformEnum('platform').notNull(),
    metric: text('metric').notNull(),
    sizeClass: text('size_class').notNull(),
    country: text('country').notNull(),
    /** 'creators' or 'other-accounts' (brands, media, fan pages): contracts CHART_CHANNEL_GROUPS. */
    channelGroup: text('channel_group').notNull().default('creators'),
    rank: integer('rank').notNull(),
    previousRank: integer('previous_rank'),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.platform, t.metric, t.sizeClass, t.country, t.channelGroup, t.rank] })],
);
