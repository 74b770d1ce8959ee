/**
 * What the metric windows and minimums (contracts/figure-basis.ts, issue 38) change on the real seed model:
 *   node --import tsx bench/figure-windows.ts
 * Per platform, how many channels had an average, an engagement rate, a cadence or a 30-day gain under the old rules
 * (newest 30 posts of any age, cadence from any one post, a source's gain against another source's follower count,
 * snapshot gains across sources) and how many keep it now (modelFigures: the rules of the stats refresh, on the
 * model). A figure that goes is shown as "–" with its reason. Reads the seed sources only (seconds, no database).
 */
import { CADENCE_WINDOW, GROWTH_WINDOW, type Platform } from '@creatorlens/contracts';
import { cleanSeedModel, modelFigures } from '@creatorlens/core/data-quality';
import { readSeedSources, snapshots, summarise, type ChannelDraft, type PostDraft } from '@creatorlens/db/seed';
import { postEngagementRate } from '../packages/core/src/analytics/engagement.ts';
import { isMainModule } from './lib/paths.ts';
import { printTable } from './lib/table.ts';

const DAY_MS = 86_400_000;
const OLD_AVERAGE_POSTS = 30;
const OLD_RATE_POSTS: Record<Platform, number> = { instagram: 12, tiktok: 30, youtube: 30, twitch: 30, snapchat: 30 };
const mean = (v: readonly number[]) => (v.length === 0 ? null : v.reduce((s, x) => s + x, 0) / v.length);
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The figures as the refresh derived them before issue 38 (posts newest first). */
function oldFigures(channel: ChannelDraft, posts: readonly PostDraft[]) {
  const summary = summarise(channel);
  const current = channel.observations.filter((o) => !o.historyOnly).sort((a, b) => a.day.localeCompare(b.day));
  const reportedGain = current.findLast((o) => o.followers30dGain != null && Number.isFinite(o.followers30dGain))?.followers30dGain ?? null;
  const points = snapshots(channel).filter((s) => s.followers != null);
  const latest = points.at(-1);
  const start = latest
    ? points
        .filter((p) => days(p.day, latest.day) >= GROWTH_WINDOW.minDays && days(p.day, latest.day) <= GROWTH_WINDOW.maxDays)
        .sort((a, b) => Math.abs(days(a.day, latest.day) - 30) - Math.abs(days(b.day, latest.day) - 30))[0]
    : undefined;
  const snapshotGain = latest && start ? latest.followers! - start.followers! : null;
  const newest = posts[0]?.publishedAt.getTime();
  const recent = posts.slice(0, OLD_AVERAGE_POSTS);
  const rates = posts.slice(0, OLD_RATE_POSTS[channel.platform]).flatMap((p) => {
    const r = postEngagementRate(channel.platform, p, summary.followers);
    return r == null || r > 1 ? [] : [r];
  });
  const recentMean = (key: 'views' | 'likes' | 'comments') => mean(recent.flatMap((p) => (p[key] == null ? [] : [p[key]!])));
  const anyAverage =
    summary.averageViews ??
    summary.averageLikes ??
    summary.averageComments ??
    recentMean('views') ??
    recentMean('likes') ??
    recentMean('comments');
  return {
    anyAverage,
    averageViews: summary.averageViews ?? recentMean('views'),
    engagementRate: channel.platform === 'twitch' ? null : (summary.engagementRate ?? mean(rates)),
    postsPerWeek:
      newest == null ? null : posts.filter((p) => p.publishedAt.getTime() > newest - CADENCE_WINDOW.days * DAY_MS).length / (90 / 7),
    followers30dGain: reportedGain ?? snapshotGain,
  };
}

type Figure = 'anyAverage' | 'averageViews' | 'engagementRate' | 'postsPerWeek' | 'followers30dGain';
const FIGURES: readonly Figure[] = ['anyAverage', 'averageViews', 'engagementRate', 'postsPerWeek', 'followers30dGain'];

export async function runFigureWindows() {
  const { model, rowsRead } = await readSeedSources();
  cleanSeedModel(model, rowsRead);
  const postsBy = new Map<ChannelDraft, PostDraft[]>();
  for (const post of model.posts.values()) postsBy.set(post.channel, [...(postsBy.get(post.channel) ?? []), post]);
  const counts = new Map<string, { channels: number; before: number; after: number; lost: number; zeroBefore: number }>();
  for (const channel of model.channels) {
    const posts = (postsBy.get(channel) ?? []).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const before = oldFigures(channel, posts);
    const figures = modelFigures(channel, posts);
    const after = { ...figures, anyAverage: figures.averageViews ?? figures.averageLikes ?? figures.averageComments };
    for (const figure of FIGURES) {
      const key = `${channel.platform}|${figure}`;
      const c = counts.get(key) ?? { channels: 0, before: 0, after: 0, lost: 0, zeroBefore: 0 };
      c.channels++;
      if (before[figure] != null) c.before++;
      if (after[figure] != null) c.after++;
      if (before[figure] != null && after[figure] == null) c.lost++;
      if (before[figure] === 0) c.zeroBefore++;
      counts.set(key, c);
    }
  }
  return counts;
}

if (isMainModule(import.meta.url)) {
  const counts = await runFigureWindows();
  printTable(
    'Derived figures before and after the metric windows (seed model)',
    ['platform', 'figure', 'channels', 'known before', 'known now', 'lost (now "–")', '0 before'],
    [...counts.entries()].map(([key, c]) => [...key.split('|'), c.channels, c.before, c.after, c.lost, c.zeroBefore]),
  );
}
