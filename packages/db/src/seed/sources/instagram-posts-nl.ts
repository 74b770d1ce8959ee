/**
 * instagram-posts-nl-2025: the 50 latest posts of 5 Dutch/international influencers, scraped 2025-03-05.
 * `Likes` is exact (falls back to the rounded `M_Likes`); comments from `Number of Comments`, else from the page
 * summary. Post times are day-first without a zone (read as UTC). Follower counts are not in the file.
 */
import { readCsv } from '../csv.ts';
import { parseDayFirst, toDay } from '../dates.ts';
import { guessLanguage } from '../language.ts';
import type { ChannelDraft } from '../model.ts';
import { parseInteger } from '../parse-number.ts';
import { extractHashtags, nonEmpty } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'instagram-posts-nl-2025';

export async function loadInstagramPostsNl(ctx: SourceContext): Promise<number> {
  const { model } = ctx;
  const rows = await readCsv(ctx.dir, `${SOURCE}/instagram_posts.csv`);
  const captions = new Map<ChannelDraft, string[]>();
  for (const r of rows) {
    const handle = (r.Influencer ?? '').trim();
    const url = nonEmpty(r['Post URL']);
    const shortcode = /\/(p|reel|tv)\/([\w-]+)/.exec(url ?? '');
    const publishedAt = parseDayFirst(r['Date Time']);
    const scrapedAt = parseDayFirst(r['Extract Time']) ?? publishedAt;
    if (!handle || !shortcode || !publishedAt || !scrapedAt) continue;
    const channel = model.channel('instagram', { id: handle.toLowerCase() }, { name: '', handle });
    model.observe(channel, { day: toDay(scrapedAt), source: SOURCE });
    const caption = nonEmpty(r.Caption);
    captions.set(channel, [...(captions.get(channel) ?? []), caption ?? '']);
    model.post({
      platform: 'instagram',
      platformPostId: shortcode[2]!,
      channel,
      // /p/ covers images, carousels and videos alike; the file does not say which.
      type: shortcode[1] === 'reel' ? 'reel' : 'image',
      title: null,
      caption,
      url,
      hashtags: extractHashtags(caption),
      publishedAt,
      likes: parseInteger(r.Likes) ?? parseInteger(r.M_Likes),
      comments: parseInteger(r['Number of Comments']) ?? parseInteger(r.Comments),
      views: null,
      shares: null,
      saves: null,
      source: SOURCE,
      observedAt: scrapedAt.toISOString(),
    });
  }
  for (const [channel, list] of captions) if (!channel.language) channel.language = guessLanguage(list);
  return rows.length;
}
