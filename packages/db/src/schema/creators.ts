import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  customType,
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
import type { FigureFlag } from '@creatorlens/contracts';
import { PLATFORMS } from '../constants.ts';
import { organization } from './auth.ts';

export const platformEnum = pgEnum('platform', PLATFORMS);

const counter = (name: string) => bigint(name, { mode: 'number' });

/** PostgreSQL tsvector; filled by a generated column, read only through SQL full-text operators. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
  /** channel.language was guessed from the channel's texts (bio, titles), not stated by the source. */
  languageInferred?: boolean;
  /** A dialect within channel.language as ISO 639-3, e.g. `gsw` (Swiss German) for language `de`. */
  dialect?: string;
  /** Swiss canton code(s) from a Swiss directory, e.g. `ZH` or `BL & BS`. */
  canton?: string;
  /** City of the creator as a source lists it (e.g. inBeat's Berlin and Hamburg pages). */
  city?: string;
  verified?: boolean;
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
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    /** followers30dGain relative to the follower count 30 days earlier, as a fraction. */
    followers30dGrowth: doublePrecision('followers_30d_growth'),
    views30dGain: counter('views_30d_gain'),
    /** Posts per week over the last 90 days of known posts (or the source's upload count when no posts are known). */
    postsPerWeek: doublePrecision('posts_per_week'),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
    /** nano (<10k), micro (<100k), mid (<500k), macro (<1M), mega: the benchmark peer group together with platform and category. */
    sizeTier: text('size_tier'),
    /** low, medium, high: the summary of the channel's botting signals (intelligence job); null until computed. */
    botRisk: text('bot_risk'),
    /** creator, brand, media, community (the channel types, "Kanaltypen"): from bio, name and content. */
    channelType: text('channel_type'),
    /** Up to 12 follower counts, oldest first, for the discovery row sparkline (precomputed: no per-row snapshot query). */
    followersSparkline: jsonb('followers_sparkline').$type<number[]>().notNull().default([]),
    /** What the text filter and the channel search match against: name, handle and bio, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${channel.name}, '') || ' ' || coalesce(${channel.handle}, '') || ' ' || coalesce(${channel.bio}, ''))`,
    ),
    extra: jsonb('extra').$type<ChannelExtra>().notNull().default({}),
    /**
     * How each derived figure was obtained (issue 38): per figure the window, the number of posts or points used and
     * their dates, or why it is not known ("too few posts since ..."). Written by the stats refresh; shape in core analytics.
     */
    figureBasis: jsonb('figure_basis').$type<Record<string, unknown>>().notNull().default({}),
    /** Outlier flags on the channel's figures (contracts FigureFlag[]): what is unusual and whether it is an artefact. */
    figureFlags: jsonb('figure_flags').$type<FigureFlag[]>().notNull().default([]),
    /** Taxonomy category ids (contracts categories) mapped from the source labels in `categories`, which are kept as read. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where `country` (the creator's home country) comes from: a source id, `bio`, `language`, ...; null when unknown. */
    countrySource: text('country_source'),
    /** The market a source listed the channel for ("popular in Germany"), which is not where the creator lives. */
    marketCountry: text('market_country'),
    marketSource: text('market_source'),
    /** When the latest counters were observed at the source. */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }),
    source: text('source').notNull(),
    /**
     * Set while a channel exists only because an organisation imported an unknown handle and no connector has
     * confirmed it yet: only that organisation sees it (shared data must not be flooded by one trial account).
     * Cleared when a connector confirms the channel; null for every seeded or confirmed channel.
     */
    visibleToOrganizationId: text('visible_to_organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_platform_id_uq').on(t.platform, t.platformId),
    index('channel_visible_to_organization_idx')
      .on(t.visibleToOrganizationId)
      .where(sql`${t.visibleToOrganizationId} is not null`),
    index('channel_artist_idx').on(t.artistId),
    index('channel_platform_followers_idx').on(t.platform, t.followers),
    index('channel_platform_engagement_idx').on(t.platform, t.engagementRate),
    index('channel_platform_gain_idx').on(t.platform, t.followers30dGain),
    index('channel_platform_views_idx').on(t.platform, t.averageViews),
    index('channel_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('channel_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // With INCLUDE (id and every sortable figure; migration 0007, which drizzle-kit cannot express): discovery with a
    // country filter counts and collects its matches index-only (1M channels: count 490-668 ms -> ~5 ms, page 66 -> 12 ms).
    index('channel_platform_country_followers_idx').on(t.platform, t.country, t.followers),
    index('channel_handle_lower_idx').on(sql`lower(${t.handle}) text_pattern_ops`),
    // Discovery sorts descending with NULLs last and ties by id; an ascending index read backwards gives NULLs first,
    // so each sortable figure gets a descending index that serves the default direction without a sort.
    index('channel_platform_followers_desc_idx').on(t.platform, t.followers.desc().nullsLast(), t.id.desc()),
    index('channel_platform_engagement_desc_idx').on(t.platform, t.engagementRate.desc().nullsLast(), t.id.desc()),
    index('channel_platform_gain_desc_idx').on(t.platform, t.followers30dGain.desc().nullsLast(), t.id.desc()),
    index('channel_platform_growth_desc_idx').on(t.platform, t.followers30dGrowth.desc().nullsLast(), t.id.desc()),
    index('channel_platform_views_desc_idx').on(t.platform, t.averageViews.desc().nullsLast(), t.id.desc()),
    index('channel_platform_likes_desc_idx').on(t.platform, t.averageLikes.desc().nullsLast(), t.id.desc()),
    index('channel_platform_posts_week_desc_idx').on(t.platform, t.postsPerWeek.desc().nullsLast(), t.id.desc()),
    // The figures without an ascending index above get one too, so no discovery sort falls back to sorting a platform.
    index('channel_platform_growth_asc_idx').on(t.platform, t.followers30dGrowth, t.id),
    index('channel_platform_likes_asc_idx').on(t.platform, t.averageLikes, t.id),
    index('channel_platform_posts_week_asc_idx').on(t.platform, t.postsPerWeek, t.id),
    // Issue 41, migration 0022: with a country the list walks these in the sort order (and a cursor seeks in them).
    index('channel_platform_country_followers_desc_idx').on(t.platform, t.country, t.followers.desc().nullsLast(), t.id.desc()),
    index('channel_platform_country_engagement_desc_idx').on(t.platform, t.country, t.engagementRate.desc().nullsLast(), t.id.desc()),
    index('channel_platform_country_gain_desc_idx').on(t.platform, t.country, t.followers30dGain.desc().nullsLast(), t.id.desc()),
    index('channel_platform_country_views_desc_idx').on(t.platform, t.country, t.averageViews.desc().nullsLast(), t.id.desc()),
    // Issue 38, categories: the taxonomy filter and the picker's counts (category_ids @> ARRAY[id]).
    index('channel_category_ids_gin_idx').using('gin', t.categoryIds),
    // "Also listed for this market": market_country = X beside the country index (bitmap OR).
    index('channel_platform_market_country_idx').on(t.platform, t.marketCountry),
    // Content search's language filter (issue 38, migration 0017).
    index('channel_platform_language_idx').on(t.platform, t.language),
  ],
);

/**
 * A post's content and counters as every writer maps them onto the post columns (a connector's fetched post, the
 * seed's read one); each adds its own type and provenance. null: the source does not report it.
 */
export interface PostContent {
  platformPostId: string;
  title: string | null;
  caption: string | null;
  url: string | null;
  hashtags: string[];
  publishedAt: Date;
  likes: number | null;
  comments: number | null;
  views: number | null;
  shares: number | null;
  saves: number | null;
}

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
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    likes: counter('likes'),
    comments: counter('comments'),
    views: counter('views'),
    shares: counter('shares'),
    saves: counter('saves'),
    /** Per-post engagement with the platform's definition (see core analytics), as a fraction. */
    engagementRate: doublePrecision('engagement_rate'),
    /** Full-text index over title, caption and hashtags; 'simple' because posts are in many languages. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${post.title}, '') || ' ' || coalesce(${post.caption}, '') || ' ' || immutable_array_to_text(${post.hashtags}))`,
    ),
    /**
     * The same text stemmed in German and in English (issue 38): what content search matches and ranks, so "Rezept"
     * finds "Rezepte" and "recipes" finds "recipe" (migration 0017).
     */
    stemVector: tsvector('stem_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('german'::regconfig, coalesce(${post.title}, '') || ' ' || coalesce(${post.caption}, '') || ' ' || immutable_array_to_text(${post.hashtags})) || to_tsvector('english'::regconfig, coalesce(${post.title}, '') || ' ' || coalesce(${post.caption}, '') || ' ' || immutable_array_to_text(${post.hashtags}))`,
    ),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_platform_id_uq').on(t.platform, t.platformPostId),
    index('post_channel_published_idx').on(t.channelId, t.publishedAt),
    index('post_platform_published_idx').on(t.platform, t.publishedAt),
    // Really on (stem_vector || post_facet_vector(platform, published_at)): migrations 0008 and 0017, which drizzle-kit
    // cannot express. It replaced the index on search_vector.
    index('post_stem_vector_idx').using('gin', t.stemVector),
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
    /** seed, extracted (found in a post by the coupon extractor), admin (added by a platform admin). */
    origin: text('origin').notNull().default('seed'),
    /** The newest post that still carried the code; extracted codes not seen for a while expire. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_code_brand_artist_uq').on(t.code, t.brandId, t.artistId),
    index('coupon_brand_idx').on(t.brandId),
    index('coupon_artist_idx').on(t.artistId),
  ],
);
