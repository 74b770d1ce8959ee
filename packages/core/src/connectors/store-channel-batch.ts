import { sql } from 'drizzle-orm';
import type { Database, Platform } from '@creatorlens/db';
import { postEngagementRate } from '../analytics/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { updateChannelsWithDerivedFigures, type ChannelCounterRow } from './channel-derived-figures.ts';
import { updateChannelCategoryIds } from './channel-category-ids.ts';
import type { PlatformChannelData } from './platform-types.ts';
import { utcDay } from './quota.ts';
import { cleanPlatformChannelData, type QualityFinding } from '../data-quality/index.ts';
import type { Executor } from '@creatorlens/db/executor';

/** What one refresh wrote for one channel. */
export interface RefreshChannelResult {
  /** The UTC day of the snapshot written. */
  day: string;
  postsUpserted: number;
  snapshotWritten: boolean;
  /** What the data-quality stage repaired or dropped in this answer before it was stored. */
  quality: QualityFinding[];
}

/** One fetched channel to store: where it goes and what the platform answered. */
export interface ChannelDataToStore {
  channelId: string;
  platform: Platform;
  /** Written into snapshot.source and post.source, e.g. youtube-api. */
  source: string;
  data: PlatformChannelData;
}

/** Post rows per statement: one JSON parameter each, so no bind-parameter limit, but bounded memory per statement. */
const POSTS_PER_STATEMENT = 5_000;

/**
 * Splits the items into rounds in which every channel occurs once (an upsert may not touch the same row twice in
 * one statement; two refreshes of one channel can meet in one batch). Order is kept, so the later answer wins.
 */
function roundsWithUniqueChannels(items: ChannelDataToStore[]): ChannelDataToStore[][] {
  const rounds: ChannelDataToStore[][] = [];
  const roundOf = new Map<string, number>();
  for (const item of items) {
    const round = (roundOf.get(item.channelId) ?? -1) + 1;
    roundOf.set(item.channelId, round);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}

/**
 * Stores what the platforms answered for a batch of channels in ONE transaction, set-based: one multi-row snapshot
 * upsert on (channel, day) (a rerun on the same day overwrites, never duplicates), multi-row post upserts on the
 * platform post id, and one channel update that writes counters and derived figures together. Either the whole
 * batch is written or nothing (the caller retries the items one by one to find a bad one).
 * Results are in the order of `items`.
 */
export async function storeChannelDataBatch(db: Database, rawItems: ChannelDataToStore[]): Promise<RefreshChannelResult[]> {
  if (rawItems.length === 0) return [];
  // Every connector write passes the data-quality stage first (one query for the stored follower counts it needs).
  const previous = new Map(
    (
      await selectRows<{ id: string; followers: number | null }>(
        db,
        sql`
      select id, followers::float8 as followers from channel
      where id in (select (jsonb_array_elements_text(${JSON.stringify(rawItems.map((i) => i.channelId))}::jsonb))::uuid)`,
      )
    ).map((r) => [r.id, r.followers]),
  );
  const qualityByItem = new Map<ChannelDataToStore, QualityFinding[]>();
  const items = rawItems.map((item) => {
    const { data, findings } = cleanPlatformChannelData(item.data, {
      source: item.source,
      label: `${item.platform}:${item.channelId}`,
      previousFollowers: previous.get(item.channelId) ?? null,
    });
    const cleaned = { ...item, data };
    qualityByItem.set(cleaned, findings);
    return cleaned;
  });
  const postsByItem = new Map<ChannelDataToStore, number>();
  await db.transaction(async (tx) => {
    for (const round of roundsWithUniqueChannels(items)) {
      await upsertSnapshots(tx, round);
      const postCounts = await upsertPosts(tx, round);
      for (const item of round) postsByItem.set(item, postCounts.get(item.channelId) ?? 0);
      await updateChannelsWithDerivedFigures(tx, round.map(counterRow));
      // After the bio and posts are stored: the taxonomy categories read them (issue 38).
      await updateChannelCategoryIds(
        tx,
        round.map((item) => item.channelId),
      );
    }
  });
  return items.map((item) => ({
    day: utcDay(item.data.observedAt),
    postsUpserted: postsByItem.get(item) ?? 0,
    snapshotWritten: true,
    quality: qualityByItem.get(item) ?? [],
  }));
}

const counterRow = ({ channelId, source, data }: ChannelDataToStore): ChannelCounterRow => ({
  channel_id: channelId,
  name: data.profile.name,
  avatar_url: data.profile.avatarUrl,
  bio: data.profile.bio,
  country: data.profile.country,
  followers: data.profile.followers,
  following: data.profile.following,
  posts_count: data.profile.postsCount,
  total_views: data.profile.totalViews,
  // Merged into the stored extra, so figures other sources put there (watch time from imports) survive a refresh.
  extra: data.profile.extra as Record<string, unknown>,
  data_as_of: data.observedAt.toISOString(),
  source,
  has_fresh_posts: data.posts.length > 0,
});

async function upsertSnapshots(tx: Executor, round: ChannelDataToStore[]): Promise<void> {
  const rows = round.map(({ channelId, source, data: { profile, observedAt } }) => ({
    channel_id: channelId,
    day: utcDay(observedAt),
    followers: profile.followers,
    following: profile.following,
    posts_count: profile.postsCount,
    total_views: profile.totalViews,
    total_likes: profile.totalLikes,
    source,
  }));
  await tx.execute(sql`
    insert into channel_snapshot (channel_id, day, followers, following, posts_count, total_views, total_likes, source)
    select channel_id, day, followers, following, posts_count, total_views, total_likes, source
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      channel_id uuid, day date, followers bigint, following bigint, posts_count bigint, total_views bigint, total_likes bigint, source text)
    on conflict (channel_id, day) do update set
      followers = excluded.followers, following = excluded.following, posts_count = excluded.posts_count,
      total_views = excluded.total_views, total_likes = excluded.total_likes, source = excluded.source`);
}

/** Upserts the posts of the round; returns how many were written per channel. */
async function upsertPosts(tx: Executor, round: ChannelDataToStore[]): Promise<Map<string, number>> {
  const rows = round.flatMap(({ channelId, platform, source, data }) => {
    // A platform listing the same post twice (pagination overlap) would make the upsert touch a row twice.
    const unique = new Map(data.posts.map((post) => [post.platformPostId, post]));
    return [...unique.values()].map((post) => ({
      channel_id: channelId,
      platform,
      platform_post_id: post.platformPostId,
      type: post.type,
      title: post.title,
      caption: post.caption,
      url: post.url,
      hashtags: post.hashtags,
      published_at: post.publishedAt.toISOString(),
      likes: post.likes,
      comments: post.comments,
      views: post.views,
      shares: post.shares,
      saves: post.saves,
      engagement_rate: postEngagementRate(platform, post, data.profile.followers),
      source,
    }));
  });
  const counts = new Map<string, number>();
  for (let start = 0; start < rows.length; start += POSTS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + POSTS_PER_STATEMENT);
    const written = await selectRows<{ channel_id: string }>(
      tx,
      sql`
      insert into post (channel_id, platform, platform_post_id, type, title, caption, url, hashtags, published_at,
                        likes, comments, views, shares, saves, engagement_rate, source)
      select channel_id, platform::platform, platform_post_id, type, title, caption, url,
             array(select jsonb_array_elements_text(hashtags)), published_at,
             likes, comments, views, shares, saves, engagement_rate, source
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(
        channel_id uuid, platform text, platform_post_id text, type text, title text, caption text, url text, hashtags jsonb,
        published_at timestamptz, likes bigint, comments bigint, views bigint, shares bigint, saves bigint,
        engagement_rate float8, source text)
      -- The counters and texts change over a post's life; which channel it belongs to and when it was published do not.
      on conflict (platform, platform_post_id) do update set
        title = excluded.title, caption = excluded.caption, hashtags = excluded.hashtags,
        likes = excluded.likes, comments = excluded.comments, views = excluded.views,
        shares = coalesce(excluded.shares, post.shares), saves = coalesce(excluded.saves, post.saves),
        engagement_rate = excluded.engagement_rate
      returning channel_id`,
    );
    for (const row of written) counts.set(row.channel_id, (counts.get(row.channel_id) ?? 0) + 1);
  }
  return counts;
}
