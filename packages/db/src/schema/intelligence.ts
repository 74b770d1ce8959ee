import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channel, platformEnum, post } from './creators.ts';

/**
 * One explainable botting signal of a channel with its evidence (dates, sizes, the benchmark it was compared with).
 * The intelligence job replaces a channel's signals in one transaction, so a reader never sees half a recomputation.
 * kind: growth_spike, round_number_jump, engagement_outlier, like_comment_ratio, follow_unfollow,
 * viewers_vs_followers, chat_activity, flat_viewer_curve, giveaway_spike.
 */
export const channelSignal = pgTable(
  'channel_signal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** info, warning, critical: how much the signal adds to the bot-risk level. */
    severity: text('severity').notNull(),
    /** The day the signal is drawn at on the growth chart (null for signals about the whole channel). */
    day: date('day', { mode: 'string' }),
    /** The signal's headline number (spike size in followers, ratio, z-score ...), unit given in evidence. */
    value: doublePrecision('value'),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_signal_channel_idx').on(t.channelId, t.day)],
);

/**
 * What is known about a channel's audience, per source: 'sample' (our classifier over a follower sample) or
 * 'creator' (demographics the creator shared through a connected account). Shares are fractions summing to ~1.
 */
export const channelAudience = pgTable(
  'channel_audience',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /**
     * { real, suspicious, massFollower, influencer } from the follower classifier, as shares of the judged accounts,
     * plus notEnoughData: the share of the whole sample without the counts the classifier needs.
     */
    typeShares: jsonb('type_shares').$type<Record<string, number>>(),
    /** Share of real + influencer among the judged followers, 0..1 (the audience credibility). */
    credibility: doublePrecision('credibility'),
    sampleSize: integer('sample_size'),
    ageShares: jsonb('age_shares').$type<Record<string, number>>(),
    genderShares: jsonb('gender_shares').$type<Record<string, number>>(),
    countryShares: jsonb('country_shares').$type<Record<string, number>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.source] })],
);

/** One sampled follower account of a channel with the profile features the audience classifier reads. */
export const audienceSampleAccount = pgTable(
  'audience_sample_account',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name'),
    bio: text('bio'),
    followers: integer('followers'),
    following: integer('following'),
    posts: integer('posts'),
    hasProfilePic: boolean('has_profile_pic'),
    isPrivate: boolean('is_private'),
    externalUrl: text('external_url'),
    /** real, suspicious, mass_follower, influencer or not_enough_data: written by the classifier. */
    accountType: text('account_type'),
    /** Calibrated probability that the account is fake; null when it was not judged (not_enough_data). */
    fakeProbability: doublePrecision('fake_probability'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.username] })],
);

/** What the text detectors found in one post; rewritten whenever the post or the detectors change. */
export const postAnalysis = pgTable(
  'post_analysis',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => post.id, { onDelete: 'cascade' }),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    /**
     * Why the post is sponsored, as written in it: disclosures (#werbung, paid partnership), sponsor phrases,
     * brand + code lines ("NICO (Prozis)"), affiliate notes. Empty when it is not sponsored.
     */
    disclosureMarkers: text('disclosure_markers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isGiveaway: boolean('is_giveaway').notNull().default(false),
    giveawayMarkers: text('giveaway_markers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A brand mention with a code or link and no disclosure marker: a compliance alert. */
    isUndisclosedAd: boolean('is_undisclosed_ad').notNull().default(false),
    /** Affiliate and tracking links found: [{ url, kind }]. */
    links: jsonb('links').$type<{ url: string; kind: string }[]>().notNull().default([]),
    /** Brand names and handles mentioned (matched to brand rows through post_brand where known). */
    brandMentions: text('brand_mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Null when the detectors read the text. Otherwise why they did not: 'time-budget' (it ran over the per-text
     * budget, TEXT_ANALYSIS_LIMITS) or 'failed'; the flags above are then unknown, not false.
     */
    notAnalyzedReason: text('not_analyzed_reason'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_analysis_sponsored_idx')
      .on(t.postId)
      .where(sql`${t.isSponsored}`),
    index('post_analysis_giveaway_idx')
      .on(t.postId)
      .where(sql`${t.isGiveaway}`),
  ],
);

/**
 * Percentiles of one metric for one peer group (platform x size tier x category; category '' = all categories),
 * recomputed by the benchmark job and read by every percentile shown in the product.
 */
export const benchmark = pgTable(
  'benchmark',
  {
    platform: platformEnum('platform').notNull(),
    sizeTier: text('size_tier').notNull(),
    category: text('category').notNull(),
    metric: text('metric').notNull(),
    sampleSize: integer('sample_size').notNull(),
    /** 101 values: the 0th..100th percentile, so any percentile rank is one binary search. */
    percentiles: jsonb('percentiles').$type<number[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.sizeTier, t.category, t.metric] })],
);

/**
 * One reading of a live Twitch stream, taken every few minutes by the twitch-live job for channels some
 * organisation watches: the viewer count Helix reports and, when chat was read, the chat messages and distinct
 * chatters seen during a window of sample_seconds. The viewer curve and chat signals are computed from these rows.
 */
export const twitchStreamSample = pgTable(
  'twitch_stream_sample',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    /** Helix's stream id: one broadcast, so a curve never mixes two streams. */
    streamId: text('stream_id').notNull(),
    streamStartedAt: timestamp('stream_started_at', { withTimezone: true }),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    viewerCount: integer('viewer_count').notNull(),
    /** Null when chat was not read for this sample (join refused, connection lost): unknown, not zero. */
    chatMessages: integer('chat_messages'),
    chatUniqueChatters: integer('chat_unique_chatters'),
    /** Length of the chat window the two chat counts cover. */
    sampleSeconds: integer('sample_seconds'),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.streamId, t.sampledAt] }),
    index('twitch_stream_sample_recent_idx').on(t.channelId, t.sampledAt),
  ],
);
