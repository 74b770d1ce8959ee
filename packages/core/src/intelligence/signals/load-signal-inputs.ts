/**
 * Loads what the detectors and the channel-type classifier need for one batch of channels: the channel rows, their
 * snapshots, their newest posts (with the giveaway flag of post_analysis), their peer benchmarks and, for Twitch, the
 * newest sampled stream.
 */
import { sql } from 'drizzle-orm';
import type { ChannelExtra, Database, Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import type { BenchmarkGroup } from '../benchmarks/load-benchmarks.ts';
import type { ChannelTypeInput } from '../channel-types/classify-channel-type.ts';
import type { OutlierInput } from '../outliers/types.ts';
import type { PostPoint, SignalInput, SnapshotPoint, StreamSamples } from './types.ts';
import { loadNewestStreamSamples } from './load-stream-samples.ts';

/** Posts per channel the detectors read (newest first); enough for ratios and the weeks around recent spikes. */
const POSTS_PER_CHANNEL = 60;
/** Post texts the channel-type classifier reads as content cues. */
const CONTENT_TEXTS = 5;

interface ChannelBatchRow {
  id: string;
  platform: Platform;
  name: string;
  handle: string;
  bio: string | null;
  categories: string[];
  followers: number | null;
  engagementRate: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  averageViews: number | null;
  followers30dGrowth: number | null;
  followers30dGain: number | null;
  sizeTier: string | null;
  extra: ChannelExtra;
  botRisk: string | null;
  channelType: string | null;
}

interface PreparedChannel {
  row: ChannelBatchRow;
  signalInput: SignalInput;
  typeInput: ChannelTypeInput;
  /** What the outlier rules read (figure flags); the same snapshots and posts as the detectors. */
  outlierInput: OutlierInput;
  /** Posts with counters and stream samples seen: how much data the bot-risk judgement had. */
  dataSeen: { followerPoints: number; posts: number; streamSamples: number };
}

const num = (v: unknown): number | null => (v == null ? null : Number(v));
const idList = (ids: readonly string[]) => sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** The next batch of channels after `afterId` (keyset order by id), optionally limited to some ids. */
export async function loadChannelBatch(
  db: Database,
  input: { afterId: string | null; limit: number; channelIds?: readonly string[] | undefined },
): Promise<ChannelBatchRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select id, platform, name, handle, bio, categories, followers, engagement_rate, average_likes, average_comments, size_tier, extra,
               bot_risk, channel_type, average_views, followers_30d_growth, followers_30d_gain
        from channel
        where ${input.afterId ? sql`id > ${input.afterId}::uuid` : sql`true`}
          ${input.channelIds ? sql`and id in ${idList(input.channelIds)}` : sql``}
        order by id limit ${input.limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    platform: r.platform as Platform,
    name: String(r.name ?? ''),
    handle: String(r.handle ?? ''),
    bio: (r.bio as string | null) ?? null,
    categories: (r.categories as string[] | null) ?? [],
    followers: num(r.followers),
    engagementRate: num(r.engagement_rate),
    averageLikes: num(r.average_likes),
    averageComments: num(r.average_comments),
    averageViews: num(r.average_views),
    followers30dGrowth: num(r.followers_30d_growth),
    followers30dGain: num(r.followers_30d_gain),
    sizeTier: (r.size_tier as string | null) ?? null,
    extra: (typeof r.extra === 'string' ? JSON.parse(r.extra) : (r.extra ?? {})) as ChannelExtra,
    botRisk: (r.bot_risk as string | null) ?? null,
    channelType: (r.channel_type as string | null) ?? null,
  }));
}

const finiteOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Snapshots, posts and benchmarks for a batch, assembled into detector and classifier inputs. */
export async function prepareChannels(
  db: Database,
  rows: readonly ChannelBatchRow[],
  benchmarks: Map<string, BenchmarkGroup['metrics']>,
  options: { batchMoves?: ReadonlySet<string> | undefined } = {},
): Promise<PreparedChannel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const snapshots = await selectRows<{
    channel_id: string;
    day: string;
    followers: unknown;
    following: unknown;
    total_views: unknown;
    source: string | null;
  }>(
    db,
    sql`select channel_id, day::text as day, followers, following, total_views, source from channel_snapshot
        where channel_id in ${idList(ids)} order by channel_id, day`,
  );
  const posts = await selectRows<{
    id: string;
    channel_id: string;
    published_at: string | Date;
    likes: unknown;
    comments: unknown;
    views: unknown;
    text: string | null;
    is_giveaway: boolean | null;
  }>(
    db,
    sql`select id, channel_id, published_at, likes, comments, views, text, is_giveaway from (
          select p.id, p.channel_id, p.published_at, p.likes, p.comments, p.views,
                 left(coalesce(p.title, '') || ' ' || coalesce(p.caption, ''), 300) as text, pa.is_giveaway,
                 row_number() over (partition by p.channel_id order by p.published_at desc, p.id) as rn
          from post p left join post_analysis pa on pa.post_id = p.id
          where p.channel_id in ${idList(ids)}
        ) newest where rn <= ${POSTS_PER_CHANNEL}`,
  );
  const twitchIds = rows.filter((r) => r.platform === 'twitch').map((r) => r.id);
  const streamsBy: Map<string, StreamSamples> = twitchIds.length > 0 ? await loadNewestStreamSamples(db, twitchIds) : new Map();
  const snapshotsBy = new Map<string, SnapshotPoint[]>();
  for (const s of snapshots) {
    const list = snapshotsBy.get(s.channel_id) ?? [];
    list.push({
      day: s.day,
      followers: num(s.followers),
      following: num(s.following),
      totalViews: num(s.total_views),
      source: s.source,
    });
    snapshotsBy.set(s.channel_id, list);
  }
  const postsBy = new Map<string, (PostPoint & { text: string | null })[]>();
  for (const p of posts) {
    const list = postsBy.get(p.channel_id) ?? [];
    list.push({
      id: p.id,
      publishedAt: new Date(p.published_at),
      likes: num(p.likes),
      comments: num(p.comments),
      views: num(p.views),
      isGiveaway: p.is_giveaway === true,
      text: p.text,
    });
    postsBy.set(p.channel_id, list);
  }

  const batchMoves = options.batchMoves;
  return rows.map((row) => {
    const category = row.categories[0] ?? '';
    // The category group when the benchmark job stored one (enough channels), else platform x tier over all categories.
    const group =
      (category && benchmarks.get(`${row.platform}|${row.sizeTier}|${category}`)) ||
      benchmarks.get(`${row.platform}|${row.sizeTier}|`) ||
      {};
    const channelPosts = (postsBy.get(row.id) ?? []).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const signalInput: SignalInput = {
      platform: row.platform,
      followers: row.followers,
      engagementRate: row.engagementRate,
      averageLikes: row.averageLikes,
      averageComments: row.averageComments,
      snapshots: snapshotsBy.get(row.id) ?? [],
      posts: channelPosts,
      benchmark: {
        tier: row.sizeTier,
        engagementRate: group.engagementRate,
        likesPerComment: group.likesPerComment,
        viewersPerFollower: group.viewersPerFollower,
      },
      twitch:
        row.platform === 'twitch'
          ? {
              averageViewers: finiteOrNull(row.extra.averageViewers),
              peakViewers: finiteOrNull(row.extra.peakViewers),
              stream: streamsBy.get(row.id) ?? null,
            }
          : undefined,
    };
    const typeInput: ChannelTypeInput = {
      name: row.name,
      handle: row.handle,
      bio: row.bio,
      categories: row.categories,
      contentTexts: channelPosts.slice(0, CONTENT_TEXTS).flatMap((p) => (p.text?.trim() ? [p.text] : [])),
    };
    const outlierInput: OutlierInput = {
      platform: row.platform,
      followers: row.followers,
      followers30dGrowth: row.followers30dGrowth,
      followers30dGain: row.followers30dGain,
      engagementRate: row.engagementRate,
      averageViews: row.averageViews,
      snapshots: signalInput.snapshots,
      posts: channelPosts,
      peers: { followers30dGrowth: group.followers30dGrowth, engagementRate: group.engagementRate, averageViews: group.averageViews },
      batchMoves,
    };
    const dataSeen = {
      followerPoints: signalInput.snapshots.filter((s) => s.followers != null).length,
      posts: channelPosts.filter((p) => p.likes != null || p.views != null).length,
      streamSamples: signalInput.twitch?.stream?.samples.length ?? 0,
    };
    return { row, signalInput, typeInput, outlierInput, dataSeen };
  });
}
