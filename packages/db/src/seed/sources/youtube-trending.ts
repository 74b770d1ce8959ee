/**
 * youtube-trending-de: trending videos DE/US/GB (Aug 2020) and US/GB (2024-04-22), Kaggle rsrishav layout, trimmed to one
 * row per video (the latest reading). Descriptions go to post.caption and feed the coupon extraction.
 */
import { readCsv } from '../csv.ts';
import { parseIso, toDay } from '../dates.ts';
import { guessLanguage } from '../language.ts';
import type { ChannelDraft } from '../model.ts';
import { parseBoolean, parseInteger } from '../parse-number.ts';
import { cleanName, extractHashtags, nonEmpty } from '../text.ts';
import type { SourceContext } from './context.ts';
import { CategoryVotes, readYoutubeCategories } from './youtube-categories.ts';

const SOURCE = 'youtube-trending-de';
export const TRENDING_FILES = [
  '2020-08/DE_youtube_trending_data.csv',
  '2020-08/US_youtube_trending_data.csv',
  '2020-08/GB_youtube_trending_data.csv',
  '2024-04-22/US_youtube_trending_data.csv',
  '2024-04-22/GB_youtube_trending_data.csv',
];

export async function loadYoutubeTrending(ctx: SourceContext): Promise<number> {
  const { model } = ctx;
  const categories = await readYoutubeCategories(ctx.dir);
  const votes = new CategoryVotes();
  const texts = new Map<ChannelDraft, string[]>();
  let rows = 0;
  for (const file of TRENDING_FILES) {
    for (const r of await readCsv(ctx.dir, `${SOURCE}/${file}`)) {
      const videoId = r.video_id?.trim();
      const channelId = r.channelId?.trim();
      const publishedAt = parseIso(r.publishedAt);
      const trendingAt = parseIso(r.trending_date) ?? publishedAt;
      if (!videoId || !channelId || !publishedAt || !trendingAt) continue;
      rows++;
      const title = cleanName(r.channelTitle) || channelId;
      const channel = model.channel('youtube', { id: channelId, name: title }, { name: title, handle: '' });
      model.observe(channel, { day: toDay(trendingAt), source: SOURCE });
      votes.add(channel, r.categoryId);
      const description = nonEmpty(r.description);
      const list = texts.get(channel) ?? [];
      list.push(r.title ?? '', description ?? '');
      texts.set(channel, list);
      const hashtags = extractHashtags(`${r.title ?? ''} ${description ?? ''}`);
      model.post({
        platform: 'youtube',
        platformPostId: videoId,
        channel,
        type: hashtags.includes('shorts') ? 'short' : 'video',
        title: nonEmpty(r.title),
        caption: description,
        url: null,
        hashtags,
        publishedAt,
        likes: parseBoolean(r.ratings_disabled) ? null : parseInteger(r.likes),
        comments: parseBoolean(r.comments_disabled) ? null : parseInteger(r.comment_count),
        views: parseInteger(r.view_count),
        shares: null,
        saves: null,
        source: SOURCE,
        observedAt: trendingAt.toISOString(),
      });
    }
  }
  votes.apply(categories);
  // Titles and descriptions say the language, the trending country does not (DE trending holds English channels too).
  for (const [channel, list] of texts) {
    if (channel.language) continue;
    channel.language = guessLanguage(list);
    if (channel.language) channel.extra.languageInferred = true;
  }
  return rows;
}
