import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { postEngagementRate } from '../analytics/engagement.ts';
import { AppError } from '../errors.ts';
import { refreshDerivedFiguresOfChannel } from './channel-derived-figures.ts';
import type { PlatformChannelData } from './platform-types.ts';
import { utcDay } from './quota.ts';
import type { ConnectorRegistry } from './registry.ts';

/** How many of the newest posts one refresh reads (YouTube: one playlist page and one videos call). */
export const REFRESH_MAX_POSTS = 50;

export interface RefreshChannelResult {
  /** The UTC day of the snapshot written. */
  day: string;
  postsUpserted: number;
  snapshotWritten: boolean;
}

/**
 * Reads one channel from its platform's API and stores it: channel counters and data_as_of, today's snapshot
 * (an upsert on (channel, day), so a rerun never duplicates), new and updated posts (upsert on the platform post id),
 * then the channel's derived figures. With includePosts false (the default, the daily counters tier) only the
 * profile is read. All HTTP happens before the transaction, so a malformed answer or a refused call writes nothing.
 */
export async function refreshChannelFromPlatform(
  deps: { db: Database; connectors: ConnectorRegistry },
  input: { channelId: string; includePosts?: boolean },
): Promise<RefreshChannelResult> {
  const [row] = await deps.db
    .select({ id: schema.channel.id, platform: schema.channel.platform, platformId: schema.channel.platformId })
    .from(schema.channel)
    .where(eq(schema.channel.id, input.channelId));
  if (!row) throw new AppError('NOT_FOUND', 'This channel does not exist.');
  const connector = await deps.connectors.forPlatform(row.platform);
  const data = await connector.fetchChannel(row.platformId, { includePosts: input.includePosts ?? false, maxPosts: REFRESH_MAX_POSTS });
  return storeChannelData(deps.db, { channelId: row.id, platform: row.platform, source: `${connector.connector}-api` }, data);
}

/** Writes what a platform answered for one channel, in one transaction. Exported for the ingest bench. */
export async function storeChannelData(
  db: Database,
  target: { channelId: string; platform: (typeof schema.channel.$inferSelect)['platform']; source: string },
  data: PlatformChannelData,
): Promise<RefreshChannelResult> {
  const day = utcDay(data.observedAt);
  const { profile } = data;
  return db.transaction(async (tx) => {
    await tx
      .update(schema.channel)
      .set({
        name: profile.name,
        avatarUrl: profile.avatarUrl,
        bio: profile.bio,
        // Keep a known country when the platform does not say (most APIs only report it when the creator set it).
        ...(profile.country ? { country: profile.country } : {}),
        followers: profile.followers,
        following: profile.following,
        postsCount: profile.postsCount,
        totalViews: profile.totalViews,
        // Merge, so figures other sources put into extra (watch time from imports) survive a refresh.
        extra: sql`${schema.channel.extra} || ${JSON.stringify(profile.extra)}::jsonb`,
        dataAsOf: data.observedAt,
        updatedAt: new Date(),
      })
      .where(eq(schema.channel.id, target.channelId));

    const snapshot = {
      followers: profile.followers,
      following: profile.following,
      postsCount: profile.postsCount,
      totalViews: profile.totalViews,
      totalLikes: profile.totalLikes,
      source: target.source,
    };
    await tx
      .insert(schema.channelSnapshot)
      .values({ channelId: target.channelId, day, ...snapshot })
      .onConflictDoUpdate({ target: [schema.channelSnapshot.channelId, schema.channelSnapshot.day], set: snapshot });

    let postsUpserted = 0;
    if (data.posts.length > 0) {
      const rows = data.posts.map((post) => ({
        channelId: target.channelId,
        platform: target.platform,
        platformPostId: post.platformPostId,
        type: post.type,
        title: post.title,
        caption: post.caption,
        url: post.url,
        hashtags: post.hashtags,
        publishedAt: post.publishedAt,
        likes: post.likes,
        comments: post.comments,
        views: post.views,
        shares: post.shares,
        saves: post.saves,
        engagementRate: postEngagementRate(target.platform, post, profile.followers),
        source: target.source,
      }));
      const written = await tx
        .insert(schema.post)
        .values(rows)
        .onConflictDoUpdate({
          target: [schema.post.platform, schema.post.platformPostId],
          // The counters and texts change over a post's life; which channel it belongs to and when it was published do not.
          set: {
            title: sql`excluded.title`,
            caption: sql`excluded.caption`,
            hashtags: sql`excluded.hashtags`,
            likes: sql`excluded.likes`,
            comments: sql`excluded.comments`,
            views: sql`excluded.views`,
            shares: sql`coalesce(excluded.shares, ${schema.post.shares})`,
            saves: sql`coalesce(excluded.saves, ${schema.post.saves})`,
            engagementRate: sql`excluded.engagement_rate`,
          },
        })
        .returning({ id: schema.post.id });
      postsUpserted = written.length;
    }
    await refreshDerivedFiguresOfChannel(tx, target.channelId, { hasFreshPosts: data.posts.length > 0 });
    return { day, postsUpserted, snapshotWritten: true };
  });
}
