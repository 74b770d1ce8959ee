/**
 * Instagram ranking lists without dates:
 * - instagram-global-top1000 (HypeAuditor-style): cristiano at 400.1M followers → dated 2022-02-01 (he passed 400M in early
 *   February 2022; the SOURCE.md's "~late 2021" is the same ballpark).
 * - instagram-top200: cristiano at 475.8M, between the June (459.2M) and September (477.9M) 2022 lists → dated 2022-08-15.
 */
import { readCsv } from '../csv.ts';
import { countryCode } from '../geo.ts';
import { parseInteger, parsePercent, positiveOrNull, ratio } from '../parse-number.ts';
import { categoryTags, cleanName } from '../text.ts';
import type { SourceContext } from './context.ts';

const GLOBAL_DAY = '2022-02-01';
const TOP200_DAY = '2022-08-15';

export async function loadInstagramGlobalTop1000(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, 'instagram-global-top1000/instagram_global_top_1000.csv');
  for (const r of rows) {
    const handle = (r.insta_id ?? '').trim();
    if (!handle) continue;
    const name = cleanName(r.Title).replace(/^!+/, '').trim();
    const channel = ctx.model.channel('instagram', { id: handle.toLowerCase() }, { name, handle, topList: true });
    const followers = parseInteger(r.Followers);
    // 0 interactions per post is a blank in the list, not a rate of 0.
    const engagement = positiveOrNull(parseInteger(r['Engagement avg']));
    ctx.model.profile(channel, {
      categories: categoryTags(r.Category),
      extra: {
        audienceCountry: countryCode(r['Audience Country']) ?? undefined,
        authenticEngagement: parseInteger(r['Authentic engagement']) ?? undefined,
      },
    });
    // Instagram ER = (likes + comments) / followers; "Engagement avg" is likes + comments per post.
    ctx.model.observe(channel, {
      day: GLOBAL_DAY,
      source: 'instagram-global-top1000',
      followers,
      engagementRate: ratio(engagement, followers),
    });
  }
  return rows.length;
}

export async function loadInstagramTop200(ctx: SourceContext): Promise<number> {
  const rows = await readCsv(ctx.dir, 'instagram-top200/top_insta_influencers_data.csv');
  for (const r of rows) {
    const info = (r.channel_info ?? '').trim();
    if (!info) continue;
    // One row holds a display name instead of a username ("5-Minute Crafts GIRLY"): find it by name or skip it.
    let handle = info;
    if (/\s/.test(info)) {
      const known = ctx.model.channels.find(
        (c) => c.platform === 'instagram' && [...c.names].some((n) => n.toLowerCase() === info.toLowerCase()),
      );
      if (!known) continue;
      handle = known.platformId;
    }
    const channel = ctx.model.channel('instagram', { id: handle.toLowerCase() }, { name: '', handle });
    channel.topList = true;
    const followers = parseInteger(r.followers);
    const avgLikes = positiveOrNull(parseInteger(r.avg_likes));
    ctx.model.profile(channel, {
      // The country column is the account's country (noisy, see SOURCE.md), unlike the audience country of the other lists.
      country: countryCode(r.country),
      countrySource: 'instagram-top200',
      extra: {
        influenceScore: parseInteger(r.influence_score) ?? undefined,
        newPostAverageLikes: positiveOrNull(parseInteger(r.new_post_avg_like)) ?? undefined,
      },
    });
    ctx.model.observe(channel, {
      day: TOP200_DAY,
      source: 'instagram-top200',
      followers,
      postsCount: parseInteger(r.posts),
      totalLikes: parseInteger(r.total_likes),
      averageLikes: avgLikes,
      // The list's own 60-day rate, (likes + comments) / followers, as a fraction.
      engagementRate: parsePercent(r['60d_eng_rate']),
    });
  }
  return rows.length;
}
