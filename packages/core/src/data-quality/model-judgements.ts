/**
 * The outlier flags and bot-risk judgements the seed will get, computed on the cleaned in-memory model (what
 * `npm run data:check` sees in seconds, without a database): the channel figures as the stats refresh derives them,
 * peer groups (platform × size tier × first category) from the model's own figures, and the same pure rules the
 * intelligence job runs (detectFigureFlags, detectSignals, judgeBotRisk). Giveaway posts are found by the text rules.
 */
import { CADENCE_WINDOW, GROWTH_WINDOW, METRIC_WINDOWS, type BotRiskValue, type FigureFlag } from '@creatorlens/contracts';
import { snapshots, summarise, type ChannelDraft, type PostDraft, type SeedModel } from '@creatorlens/db/seed';
import { postEngagementRate, sizeTierOf } from '../analytics/index.ts';
import {
  MIN_CATEGORY_PEER_GROUP,
  percentilesOf,
  detectFigureFlags,
  type OutlierInput,
  type OutlierPost,
  detectSignals,
  judgeBotRisk,
  daysBetween,
  type BenchmarkDistribution,
  detectGiveaway,
} from '../intelligence/index.ts';

/** Posts per channel the detectors read (as load-signal-inputs.ts); the averages use the windows of contracts/figure-basis.ts. */
const POSTS_PER_CHANNEL = 60;

interface ModelFigures {
  followers: number | null;
  followers30dGain: number | null;
  followers30dGrowth: number | null;
  engagementRate: number | null;
  averageViews: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  /** Posts the computed averages used (null when they are the source's or unknown): the minimum invariant reads it. */
  averagePosts: number | null;
  postsPerWeek: number | null;
  /** Posts inside the cadence window. */
  cadencePosts: number;
}

export interface ModelJudgement {
  channel: ChannelDraft;
  /** The source of the follower count (the row's source), for per-source counts in the report. */
  source: string;
  figures: ModelFigures;
  flags: FigureFlag[];
  botRisk: BotRiskValue;
  followerPoints: number;
  posts: number;
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length);
const DAY_MS = 86_400_000;

/** The 30-day gain as the refresh takes it (metric-window-sql.ts): newest point against the SAME source's point nearest 30 days before (20..45). */
function snapshotGain(points: readonly { day: string; followers: number; source: string }[]): number | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const start = points
    .filter((p) => {
      const gap = daysBetween(p.day, latest.day);
      return p.source === latest.source && gap >= GROWTH_WINDOW.minDays && gap <= GROWTH_WINDOW.maxDays;
    })
    .sort(
      (a, b) =>
        Math.abs(daysBetween(a.day, latest.day) - GROWTH_WINDOW.targetDays) -
          Math.abs(daysBetween(b.day, latest.day) - GROWTH_WINDOW.targetDays) || b.day.localeCompare(a.day),
    )[0];
  return start ? Math.round(((latest.followers - start.followers) * GROWTH_WINDOW.targetDays) / daysBetween(start.day, latest.day)) : null;
}

/** Posts (newest first) inside the window that counts back `days` from the newest post, at most `limit` of them. */
function postsWithin(posts: readonly PostDraft[], days: number, limit = Infinity): PostDraft[] {
  const newest = posts[0]?.publishedAt.getTime();
  if (newest == null) return [];
  return posts.filter((p) => p.publishedAt.getTime() > newest - days * DAY_MS).slice(0, limit);
}

/** The derived figures of refresh-channel-stats.ts, on the model: source figures first, posts (windowed) fill what is empty. */
export function modelFigures(channel: ChannelDraft, posts: readonly PostDraft[]): ModelFigures {
  const summary = summarise(channel);
  const followers = summary.followers;
  const points = snapshots(channel).flatMap((s) => (s.followers == null ? [] : [{ day: s.day, followers: s.followers, source: s.source }]));
  const gain = summary.followers30dGain ?? snapshotGain(points);
  const growth = gain != null && followers != null && followers - gain > 0 ? gain / (followers - gain) : null;
  const window = METRIC_WINDOWS[channel.platform];
  const inWindow = postsWithin(posts, window.days, window.posts);
  const enough = inWindow.length >= window.minimumPosts;
  const rates = inWindow.flatMap((p) => {
    const rate = postEngagementRate(channel.platform, p, followers);
    return rate == null || rate > 1 ? [] : [rate];
  });
  const averageOf = (key: 'views' | 'likes' | 'comments') =>
    enough ? mean(inWindow.flatMap((p) => (p[key] == null ? [] : [p[key]!]))) : null;
  const cadencePosts = postsWithin(posts, CADENCE_WINDOW.days).length;
  const hasRate = channel.platform !== 'twitch';
  const averageViews = summary.averageViews ?? averageOf('views');
  const averageLikes = summary.averageLikes ?? averageOf('likes');
  const averageComments = summary.averageComments ?? averageOf('comments');
  const computedAverages =
    (summary.averageViews == null && averageViews != null) ||
    (summary.averageLikes == null && averageLikes != null) ||
    (summary.averageComments == null && averageComments != null);
  return {
    followers,
    followers30dGain: gain,
    followers30dGrowth: growth,
    engagementRate: hasRate ? (summary.engagementRate ?? (rates.length >= window.minimumPosts ? mean(rates) : null)) : null,
    averageViews,
    averageLikes,
    averageComments,
    averagePosts: computedAverages ? inWindow.length : null,
    postsPerWeek: cadencePosts >= CADENCE_WINDOW.minimumPosts ? cadencePosts / (CADENCE_WINDOW.days / 7) : null,
    cadencePosts,
  };
}

type PeerMetric = 'followers30dGrowth' | 'engagementRate' | 'averageViews';
const PEER_METRICS: readonly PeerMetric[] = ['followers30dGrowth', 'engagementRate', 'averageViews'];

/** Peer distributions as recompute-benchmarks.ts builds them: platform × tier, and × first category from 20 channels. */
function peerGroups(rows: readonly { channel: ChannelDraft; figures: ModelFigures }[]) {
  const values = new Map<string, number[]>();
  const add = (key: string, value: number | null) => {
    if (value == null || !Number.isFinite(value)) return;
    const list = values.get(key) ?? [];
    list.push(value);
    values.set(key, list);
  };
  for (const { channel, figures } of rows) {
    const tier = sizeTierOf(figures.followers);
    if (!tier) continue;
    const category = [...channel.categories][0] ?? '';
    for (const metric of PEER_METRICS) {
      add(`${channel.platform}|${tier}||${metric}`, figures[metric]);
      if (category) add(`${channel.platform}|${tier}|${category}|${metric}`, figures[metric]);
    }
  }
  const groups = new Map<string, BenchmarkDistribution>();
  for (const [key, list] of values) {
    const isCategory = key.split('|')[2] !== '';
    if (isCategory && list.length < MIN_CATEGORY_PEER_GROUP) continue;
    groups.set(key, { sampleSize: list.length, percentiles: percentilesOf(list) });
  }
  return (channel: ChannelDraft, followers: number | null, metric: PeerMetric) => {
    const tier = sizeTierOf(followers);
    if (!tier) return undefined;
    const category = [...channel.categories][0] ?? '';
    return (
      (category && groups.get(`${channel.platform}|${tier}|${category}|${metric}`)) || groups.get(`${channel.platform}|${tier}||${metric}`)
    );
  };
}

/** Flags and bot-risk judgement of every channel of the model. */
export function judgeModel(model: SeedModel): ModelJudgement[] {
  const postsBy = new Map<ChannelDraft, PostDraft[]>();
  for (const post of model.posts.values()) {
    const list = postsBy.get(post.channel) ?? [];
    list.push(post);
    postsBy.set(post.channel, list);
  }
  const rows = model.channels.map((channel) => {
    const posts = (postsBy.get(channel) ?? [])
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .slice(0, POSTS_PER_CHANNEL);
    return { channel, posts, figures: modelFigures(channel, posts) };
  });
  const peerOf = peerGroups(rows);
  return rows.map(({ channel, posts, figures }) => {
    const series = snapshots(channel);
    const outlierPosts: (OutlierPost & { id: string })[] = posts.map((p) => ({
      id: p.platformPostId,
      publishedAt: p.publishedAt,
      likes: p.likes,
      comments: p.comments,
      views: p.views,
      isGiveaway: detectGiveaway(`${p.title ?? ''} ${p.caption ?? ''}`.slice(0, 2_000)).isGiveaway,
    }));
    const input: OutlierInput = {
      platform: channel.platform,
      ...figures,
      snapshots: series.map((s) => ({ day: s.day, followers: s.followers, source: s.source })),
      posts: outlierPosts,
      peers: {
        followers30dGrowth: peerOf(channel, figures.followers, 'followers30dGrowth'),
        engagementRate: peerOf(channel, figures.followers, 'engagementRate'),
        averageViews: peerOf(channel, figures.followers, 'averageViews'),
      },
    };
    const flags = detectFigureFlags(input);
    const detected = detectSignals({
      platform: channel.platform,
      followers: figures.followers,
      engagementRate: figures.engagementRate,
      averageLikes: figures.averageLikes,
      averageComments: figures.averageComments,
      snapshots: series.map((s) => ({ day: s.day, followers: s.followers, following: s.following, totalViews: s.totalViews })),
      posts: outlierPosts,
      benchmark: { tier: sizeTierOf(figures.followers) },
      twitch:
        channel.platform === 'twitch'
          ? {
              averageViewers: typeof channel.extra.averageViewers === 'number' ? channel.extra.averageViewers : null,
              peakViewers: typeof channel.extra.peakViewers === 'number' ? channel.extra.peakViewers : null,
            }
          : undefined,
    });
    const followerPoints = series.filter((s) => s.followers != null).length;
    const postsSeen = posts.filter((p) => p.likes != null || p.views != null).length;
    const botRisk = judgeBotRisk(
      detected.botRisk,
      channel.platform,
      {
        followerPoints,
        posts: postsSeen,
        streamSamples: 0,
        hasAverageViewers: typeof channel.extra.averageViewers === 'number',
      },
      flags,
    );
    return { channel, source: summarise(channel).source, figures, flags, botRisk, followerPoints, posts: postsSeen };
  });
}
