/**
 * youtube-channels-daily-fr: ~227 (mostly French) tech channels, one row per channel per day (2026-01-17 → 2026-02-15),
 * channel metadata, and the 2026-02-04 video snapshot (trimmed to the 20 newest videos per channel).
 * Averages and the YouTube ER (average likes / average views) come from the channel's videos published in the 90 days
 * before the video snapshot (at least 3 videos).
 */
import { readCsv } from '../csv.ts';
import { addDays, parseDurationSeconds, parseIso, toDay } from '../dates.ts';
import { countryCode } from '../geo.ts';
import { guessLanguage } from '../language.ts';
import type { ChannelDraft, PostDraft } from '../model.ts';
import { parseInteger, ratio, roundTo } from '../parse-number.ts';
import { cleanName, extractHashtags, nonEmpty } from '../text.ts';
import type { SourceContext } from './context.ts';
import { CategoryVotes, readYoutubeCategories } from './youtube-categories.ts';

const SOURCE = 'youtube-channels-daily-fr';
const FOLDER = 'youtube-channels-daily-fr';
const WINDOW_DAYS = 90;

export async function loadYoutubeDailyFr(ctx: SourceContext): Promise<number> {
  const { model, dir } = ctx;
  let rows = 0;
  const reference = await readCsv(dir, `${FOLDER}/channels_reference.csv`);
  const byId = new Map<string, ChannelDraft>();
  const get = (id: string, title: string, handle?: string): ChannelDraft => {
    let channel = byId.get(id);
    if (!channel) {
      const name = cleanName(title) || id;
      channel = model.channel('youtube', { id, handle: handle || null, name }, { name: cleanName(title), handle: handle ?? '' });
      byId.set(id, channel);
    }
    return channel;
  };
  for (const r of reference) {
    const id = r.channel_id?.trim();
    if (!id) continue;
    rows++;
    const handle = (r.custom_url ?? '').trim().replace(/^@/, '');
    const channel = get(id, r.channel_title ?? '', handle);
    if (handle && channel.handle !== handle && !channel.topList) channel.handle = handle;
    model.profile(channel, {
      country: countryCode(r.country),
      countrySource: SOURCE,
      extra: { createdOn: (r.channel_published_at ?? '').slice(0, 10) || undefined },
    });
  }
  for (const r of await readCsv(dir, `${FOLDER}/youtube_daily_snapshots.csv`)) {
    const id = r.channel_id?.trim();
    const day = (r.date_utc ?? '').trim();
    if (!id || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    rows++;
    const channel = get(id, r.channel_title ?? '');
    model.observe(channel, {
      day,
      source: SOURCE,
      followers: parseInteger(r.subscribers),
      totalViews: parseInteger(r.views),
      postsCount: parseInteger(r.videos),
    });
  }

  const categories = await readYoutubeCategories(dir);
  const votes = new CategoryVotes();
  const recent = new Map<ChannelDraft, { views: number; likes: number; comments: number }[]>();
  const titles = new Map<ChannelDraft, string[]>();
  // YouTube lets a creator hide like counts; this file then writes 0 likes. A channel whose videos were watched but
  // show 0 likes on every one has hidden them: its likes are unknown, not zero (else its engagement would read 0 %).
  const likeTotals = new Map<ChannelDraft, { likes: number; views: number; posts: PostDraft[] }>();
  for (const r of await readCsv(dir, `${FOLDER}/videos_2026-02.csv`)) {
    const id = r.channel_id?.trim();
    const videoId = r.video_id?.trim();
    const publishedAt = parseIso(r.published_at);
    const observedAt = parseIso(r.snapshot_utc);
    if (!id || !videoId || !publishedAt || !observedAt) continue;
    rows++;
    const channel = get(id, r.channel_title ?? '');
    votes.add(channel, r.category_id);
    const views = parseInteger(r.view_count);
    const likes = parseInteger(r.like_count);
    const comments = parseInteger(r.comment_count);
    const seconds = parseDurationSeconds(r.duration_iso8601);
    titles.set(channel, [...(titles.get(channel) ?? []), r.title ?? '']);
    if (views != null && likes != null && publishedAt.toISOString().slice(0, 10) >= addDays(toDay(observedAt), -WINDOW_DAYS)) {
      recent.set(channel, [...(recent.get(channel) ?? []), { views, likes, comments: comments ?? 0 }]);
    }
    const stored = model.post({
      platform: 'youtube',
      platformPostId: videoId,
      channel,
      // Duration is the only hint; Shorts may run up to 3 minutes since late 2024, so ≤ 60 s is a conservative guess.
      type: seconds != null && seconds > 0 && seconds <= 60 ? 'short' : 'video',
      title: nonEmpty(r.title),
      caption: null,
      url: null,
      hashtags: extractHashtags(r.title),
      publishedAt,
      likes,
      comments,
      views,
      shares: null,
      saves: null,
      source: SOURCE,
      observedAt: observedAt.toISOString(),
    });
    const totals = likeTotals.get(channel) ?? { likes: 0, views: 0, posts: [] };
    totals.likes += likes ?? 0;
    totals.views += views ?? 0;
    totals.posts.push(stored);
    likeTotals.set(channel, totals);
  }
  const hidesLikes = (channel: ChannelDraft) => {
    const totals = likeTotals.get(channel);
    return totals != null && totals.likes === 0 && totals.views > 0;
  };
  for (const [channel, totals] of likeTotals) {
    if (hidesLikes(channel)) for (const stored of totals.posts) if (stored.likes === 0) stored.likes = null;
  }
  votes.apply(categories);
  for (const [channel, list] of titles) if (!channel.language) channel.language = guessLanguage(list);
  for (const [channel, videos] of recent) {
    if (videos.length < 3) continue;
    const n = videos.length;
    // A sum of 0 over the recent videos is a count the file did not have (likes hidden on those videos, views not yet
    // read): unknown, never an average of 0.
    const orUnknown = (sum: number) => (sum > 0 ? roundTo(sum / n, 2) : null);
    const averageViews = orUnknown(videos.reduce((s, v) => s + v.views, 0));
    const averageLikes = hidesLikes(channel) ? null : orUnknown(videos.reduce((s, v) => s + v.likes, 0));
    const averageComments = roundTo(videos.reduce((s, v) => s + v.comments, 0) / n, 2);
    model.observe(channel, {
      day: '2026-02-04',
      source: SOURCE,
      averageViews,
      averageLikes,
      averageComments,
      engagementRate: ratio(averageLikes, averageViews),
    });
  }
  return rows;
}
