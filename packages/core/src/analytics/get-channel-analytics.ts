import { and, eq, sql } from 'drizzle-orm';
import { readFigureBasis, readFigureFlags, type FigureBasis, type FigureFlag } from '@creatorlens/contracts';
import { schema, type ChannelExtra, type Database, type Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { postSubject, requirePermission } from '../permissions/index.ts';
import { channelVisibleTo, requireReadablePlatform } from '../channels/index.ts';
import { ENGAGEMENT_DEFINITIONS, hasEngagementRate, sizeTierOf, twitchKpis, type TwitchKpis } from './engagement.ts';
import { selectRows } from '@creatorlens/db/sql-result';
import { loadBenchmarkGroup, percentileRank, shownPercentile, MIN_PEER_GROUP } from '../intelligence/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface ChannelKpis {
  followers: number | null;
  followers30dGain: number | null;
  followers30dGrowth: number | null;
  engagementRate: number | null;
  engagementDefinition: string;
  averageViews: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  postsPerWeek: number | null;
  /** What each derived figure rests on, or why it is missing (contracts/figure-basis.ts): the page says it beside "–". */
  figureBasis: FigureBasis;
  /** Outlier flags on these figures (issue 38): the page marks a flagged figure beside its value. */
  figureFlags: FigureFlag[];
  twitch?: TwitchKpis;
}

interface TopPost {
  id: string;
  title: string | null;
  caption: string | null;
  url: string | null;
  publishedAt: number;
  likes: number | null;
  comments: number | null;
  views: number | null;
  engagementRate: number | null;
}

const BENCHMARK_METRICS = ['engagementRate', 'followers30dGrowth', 'averageViews', 'postsPerWeek'] as const;
type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

interface ChannelBenchmark {
  /** Channels of the peer group, the channel itself excluded; counted once, the one number every view shows. */
  peerCount: number;
  /** The smallest peer group compared with (MIN_PEER_GROUP). */
  minimumPeerCount: number;
  /** Whether peerCount reaches the minimum; when false there is no benchmark (no percentiles) and no count to show. */
  hasEnoughPeers: boolean;
  tier: string | null;
  /** The first category when the peer group was narrowed to it, else null (platform + tier only). */
  category: string | null;
  /**
   * Share of peers with a lower value, a whole number capped to 1..99 (never "better than 100 %"); a metric is missing
   * when the channel lacks it or fewer than the minimum of peers have it.
   */
  percentiles: Partial<Record<BenchmarkMetric, number>>;
}

export interface ChannelAnalytics {
  channelId: string;
  platform: Platform;
  /** When the channel's figures (the KPIs) were observed at their source, and that source's id. */
  dataAsOf: number | null;
  source: string;
  kpis: ChannelKpis;
  /** Follower readings oldest first, each with the day it was observed and its source id. */
  growth: { day: string; followers: number; source: string }[];
  /**
   * The newest known post's publication time and source: posts are dated on their own (a post list can reach past
   * the day the figures were observed), so the page says "posts up to" instead of one as-of date for everything.
   */
  postsUpTo: number | null;
  postsSource: string | null;
  cadence: { week: string; posts: number }[];
  topPosts: TopPost[];
  postsHidden: boolean;
  benchmark: ChannelBenchmark;
}

const CADENCE_WEEKS = 26;
const TOP_POSTS = 6;
const CAPTION_LENGTH = 300;
const GROWTH_POINTS = 730;

const num = (v: unknown): number | null => (v == null ? null : Number(v));

/** The analytics page of one channel: KPIs with their definitions, growth, cadence, top posts and a peer benchmark. */
export async function getChannelAnalytics({ db, actor }: Dependencies, input: { channelId: string }): Promise<ChannelAnalytics> {
  const ability = requirePermission(actor, 'read', 'channel');
  const [channel] = await db
    .select()
    .from(schema.channel)
    .where(and(eq(schema.channel.id, input.channelId), channelVisibleTo(actor.organizationId ?? null)));
  if (!channel) throw new AppError('NOT_FOUND', `No channel has the id "${input.channelId}".`);
  requireReadablePlatform(actor, channel.platform);

  const kpis: ChannelKpis = {
    followers: channel.followers,
    followers30dGain: channel.followers30dGain,
    followers30dGrowth: channel.followers30dGrowth,
    engagementRate: hasEngagementRate(channel.platform) ? channel.engagementRate : null,
    engagementDefinition: ENGAGEMENT_DEFINITIONS[channel.platform],
    averageViews: channel.averageViews,
    averageLikes: channel.averageLikes,
    averageComments: channel.averageComments,
    postsPerWeek: channel.postsPerWeek,
    figureBasis: readFigureBasis(channel.figureBasis),
    figureFlags: readFigureFlags(channel.figureFlags),
    ...(channel.platform === 'twitch' ? { twitch: twitchKpis(channel.extra as ChannelExtra) } : {}),
  };

  const growth = await selectRows<{ day: string; followers: number; source: string }>(
    db,
    sql`select day, followers, source from (
          select day::text as day, followers, source from channel_snapshot
          where channel_id = ${channel.id}::uuid and followers is not null
          order by day desc limit ${GROWTH_POINTS}
        ) latest order by day`,
  );

  // Weeks (Monday, UTC) in the 26 weeks up to the channel's newest post; weeks without posts are left out.
  const cadence = await selectRows<{ week: string; posts: number }>(
    db,
    sql`with newest as (
          select date_trunc('week', max(published_at) at time zone 'UTC') as week from post where channel_id = ${channel.id}::uuid
        )
        select to_char(date_trunc('week', p.published_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as posts
        from post p, newest
        where p.channel_id = ${channel.id}::uuid
          and p.published_at at time zone 'UTC' >= newest.week - make_interval(weeks => ${CADENCE_WEEKS - 1})
        group by 1 order by 1`,
  );

  const [newestPost] = await selectRows<{ published_at: string | Date; source: string }>(
    db,
    sql`select published_at, source from post where channel_id = ${channel.id}::uuid order by published_at desc limit 1`,
  );

  const postsHidden = !ability.can('read', postSubject(channel.platform));
  const topPosts = postsHidden ? [] : await loadTopPosts(db, channel.id);
  const benchmark = await loadBenchmark(db, channel);

  return {
    channelId: channel.id,
    platform: channel.platform,
    dataAsOf: channel.dataAsOf ? channel.dataAsOf.getTime() : null,
    source: channel.source,
    kpis,
    growth: growth.map((g) => ({ day: g.day, followers: Number(g.followers), source: g.source })),
    postsUpTo: newestPost ? new Date(newestPost.published_at).getTime() : null,
    postsSource: newestPost?.source ?? null,
    cadence: cadence.map((c) => ({ week: c.week, posts: Number(c.posts) })),
    topPosts,
    postsHidden,
    benchmark,
  };
}

async function loadTopPosts(db: Database, channelId: string): Promise<TopPost[]> {
  const rows = await selectRows<{
    id: string;
    title: string | null;
    caption: string | null;
    url: string | null;
    published_at: string | Date;
    likes: unknown;
    comments: unknown;
    views: unknown;
    engagement_rate: unknown;
  }>(
    db,
    sql`select id, title, left(caption, ${CAPTION_LENGTH}) as caption, url, published_at, likes, comments, views, engagement_rate
        from post where channel_id = ${channelId}::uuid
        order by engagement_rate desc nulls last, likes desc nulls last, published_at desc, id
        limit ${TOP_POSTS}`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    caption: r.caption,
    url: r.url,
    publishedAt: new Date(r.published_at).getTime(),
    likes: num(r.likes),
    comments: num(r.comments),
    views: num(r.views),
    engagementRate: num(r.engagement_rate),
  }));
}

type ChannelRow = typeof schema.channel.$inferSelect;

/**
 * The channel's percentiles among its peers, read from the benchmark table (recomputed with the channel stats and by
 * the intelligence job) with one query and a binary search per metric, instead of counting peers per request.
 */
async function loadBenchmark(db: Database, channel: ChannelRow): Promise<ChannelBenchmark> {
  const tier = channel.sizeTier ?? sizeTierOf(channel.followers);
  const none = { peerCount: 0, minimumPeerCount: MIN_PEER_GROUP, hasEnoughPeers: false, category: null, percentiles: {} };
  if (!tier) return { ...none, tier: null };
  const group = await loadBenchmarkGroup(db, { platform: channel.platform, tier, category: channel.categories[0] ?? null });
  // The table counts every channel of the group, the channel itself included when its stored tier put it there.
  const isInGroup = channel.sizeTier === tier;
  // Every channel of a group has a follower count (the tier comes from it), so its sample is the group's size.
  const peerCount = Math.max(0, (group.metrics.followers?.sampleSize ?? 0) - (isInGroup ? 1 : 0));
  if (peerCount < MIN_PEER_GROUP) return { ...none, peerCount, tier, category: group.category };
  const own: Record<BenchmarkMetric, number | null> = {
    engagementRate: hasEngagementRate(channel.platform) ? channel.engagementRate : null,
    followers30dGrowth: channel.followers30dGrowth,
    averageViews: channel.averageViews,
    postsPerWeek: channel.postsPerWeek,
  };
  const percentiles: Partial<Record<BenchmarkMetric, number>> = {};
  for (const metric of BENCHMARK_METRICS) {
    const value = own[metric];
    const distribution = group.metrics[metric];
    if (value == null || !distribution) continue;
    // The channel's own value is in the distribution when it sits in the group (it has the value).
    const peersWithValue = distribution.sampleSize - (isInGroup ? 1 : 0);
    if (peersWithValue < MIN_PEER_GROUP) continue;
    const rank = percentileRank(distribution.percentiles, value);
    if (rank != null) percentiles[metric] = shownPercentile(rank);
  }
  return { peerCount, minimumPeerCount: MIN_PEER_GROUP, hasEnoughPeers: true, tier, category: group.category, percentiles };
}
