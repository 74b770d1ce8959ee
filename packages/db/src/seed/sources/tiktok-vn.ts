/**
 * tiktok-videos-vn-2025: viral TikTok videos (mostly Vietnam, 2025) with the creator's follower count at scrape time,
 * plus a second crawl of the same videos ~1–3 weeks later (trimmed here to the videos that were crawled twice).
 * Times carry no zone; they are read as UTC+7 (Vietnam), as SOURCE.md suggests.
 * Creators with ≥ 3 videos get averages and the TikTok ER (likes + comments + shares) / views.
 */
import { readCsv, type Row } from '../csv.ts';
import { parseLocalDateTime, toDay } from '../dates.ts';
import { guessLanguage } from '../language.ts';
import type { ChannelDraft } from '../model.ts';
import { parseInteger, ratio, roundTo } from '../parse-number.ts';
import { nonEmpty, splitHashtags, extractHashtags } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'tiktok-videos-vn-2025';
const OFFSET = '+07:00';

export async function loadTiktokVn(ctx: SourceContext): Promise<number> {
  const { model, dir } = ctx;
  const first = await readCsv(dir, `${SOURCE}/raw_data.csv`);
  const second = await readCsv(dir, `${SOURCE}/recrawled_1v.csv`);
  const captions = new Map<ChannelDraft, string[]>();
  const videos = new Map<ChannelDraft, Map<string, { views: number; likes: number; comments: number; shares: number }>>();
  let rows = 0;
  const read = (r: Row) => {
    const handle = (r.user_name ?? '').trim();
    const videoId = (r.vid_id ?? '').trim();
    const publishedAt = parseLocalDateTime(r.vid_postTime, OFFSET);
    const scrapedAt = parseLocalDateTime(r.vid_scrapeTime, OFFSET);
    if (!handle || !/^\d+$/.test(videoId) || !publishedAt || !scrapedAt) return;
    rows++;
    const channel = model.channel('tiktok', { id: handle.toLowerCase() }, { name: '', handle });
    model.observe(channel, { day: toDay(scrapedAt), source: SOURCE, followers: parseInteger(r.user_nfollower) });
    const caption = nonEmpty(r.vid_caption);
    captions.set(channel, [...(captions.get(channel) ?? []), caption ?? '']);
    const views = parseInteger(r.vid_nview);
    const likes = parseInteger(r.vid_nlike);
    const comments = parseInteger(r.vid_ncomment);
    const shares = parseInteger(r.vid_nshare);
    const tags = splitHashtags(r.vid_hashtags);
    model.post({
      platform: 'tiktok',
      platformPostId: videoId,
      channel,
      type: 'video',
      title: null,
      caption,
      url: nonEmpty(r.vid_url),
      hashtags: tags.length > 0 ? tags : extractHashtags(caption),
      publishedAt,
      likes,
      comments,
      views,
      shares,
      saves: parseInteger(r.vid_nsave),
      source: SOURCE,
      observedAt: scrapedAt.toISOString(),
    });
    if (views != null && views > 0 && likes != null) {
      const map = videos.get(channel) ?? new Map();
      map.set(videoId, { views, likes, comments: comments ?? 0, shares: shares ?? 0 }); // the later crawl replaces the first
      videos.set(channel, map);
    }
  };
  first.forEach(read);
  second.forEach(read);
  for (const [channel, list] of captions) if (!channel.language) channel.language = guessLanguage(list);
  for (const [channel, map] of videos) {
    const list = [...map.values()];
    if (list.length < 3) continue;
    const avg = (f: (v: (typeof list)[number]) => number) => roundTo(list.reduce((s, v) => s + f(v), 0) / list.length, 2);
    const averageViews = avg((v) => v.views);
    const averageLikes = avg((v) => v.likes);
    const averageComments = avg((v) => v.comments);
    const averageShares = avg((v) => v.shares);
    const last = channel.observations
      .filter((o) => o.source === SOURCE)
      .map((o) => o.day)
      .sort()
      .at(-1)!;
    model.observe(channel, {
      day: last,
      source: SOURCE,
      averageViews,
      averageLikes,
      averageComments,
      averageShares,
      engagementRate: ratio(averageLikes + averageComments + averageShares, averageViews),
    });
  }
  return rows;
}
