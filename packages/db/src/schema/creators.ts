import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLATFORMS } from '../constants.ts';

export const platformEnum = pgEnum('platform', PLATFORMS);

const counter = (name: string) => bigint(name, { mode: 'number' });

/** One person (or brand persona) behind one or more channels. */
export const artist = pgTable('artist', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform-specific figures that have no column of their own (Twitch watch time, YouTube earnings estimates, ...). */
export interface ChannelExtra {
  watchTimeMinutes?: number;
  streamTimeMinutes?: number;
  peakViewers?: number;
  averageViewers?: number;
  isPartner?: boolean;
  isMature?: boolean;
  audienceCountry?: string;
  authenticEngagement?: number;
  [key: string]: unknown;
}

export const channel = pgTable(
  'channel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artist.id, { onDelete: 'cascade' }),
    platform: platformEnum('platform').notNull(),
    /** The platform's own id (YouTube channel id, Twitch login, Instagram/TikTok username when no id is known). */
    platformId: text('platform_id').notNull(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    country: text('country'),
    language: text('language'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    followers: counter('followers'),
    following: counter('following'),
    postsCount: counter('posts_count'),
    totalViews: counter('total_views'),
    averageViews: doublePrecision('average_views'),
    averageLikes: doublePrecision('average_likes'),
    averageComments: doublePrecision('average_comments'),
    averageShares: doublePrecision('average_shares'),
    /** Stored as a fraction (0.034 = 3.4 %), computed with the platform's definition. */
    engagementRate: doublePrecision('engagement_rate'),
    followers30dGain: counter('followers_30d_gain'),
    views30dGain: counter('views_30d_gain'),
    extra: jsonb('extra').$type<ChannelExtra>().notNull().default({}),
    /** When the latest counters were observed at the source. */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_platform_id_uq').on(t.platform, t.platformId),
    index('channel_artist_idx').on(t.artistId),
    index('channel_platform_followers_idx').on(t.platform, t.followers),
  ],
);

export const post = pgTable(
  'post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    platform: platformEnum('platform').notNull(),
    platformPostId: text('platform_post_id').notNull(),
    /** video, short, reel, image, carousel, stream */
    type: text('type').notNull(),
    title: text('title'),
    caption: text('caption'),
    url: text('url'),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    likes: counter('likes'),
    comments: counter('comments'),
    views: counter('views'),
    shares: counter('shares'),
    saves: counter('saves'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_platform_id_uq').on(t.platform, t.platformPostId),
    index('post_channel_published_idx').on(t.channelId, t.publishedAt),
  ],
);

/** One row per channel and day; a re-import of the same day overwrites instead of duplicating. */
export const channelSnapshot = pgTable(
  'channel_snapshot',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    followers: counter('followers'),
    following: counter('following'),
    postsCount: counter('posts_count'),
    totalViews: counter('total_views'),
    totalLikes: counter('total_likes'),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
);

export const brand = pgTable('brand', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Industry branch, e.g. fashion, tech, food. */
  branch: text('branch'),
  /** Brand colour as #rrggbb for chips and charts. */
  color: text('color'),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coupon = pgTable(
  'coupon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** The discount as people read it: "20 %", "10 EUR", "free shipping". */
    discount: text('discount'),
    discountPercent: integer('discount_percent'),
    url: text('url'),
    terms: text('terms'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    brandId: uuid('brand_id').references(() => brand.id, { onDelete: 'set null' }),
    artistId: uuid('artist_id').references(() => artist.id, { onDelete: 'set null' }),
    sourcePostId: uuid('source_post_id').references(() => post.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_code_brand_artist_uq').on(t.code, t.brandId, t.artistId),
    index('coupon_brand_idx').on(t.brandId),
    index('coupon_artist_idx').on(t.artistId),
  ],
);
