/**
 * top1000-social-2022: monthly top-1000 lists for Instagram, TikTok and YouTube (Jun, Sep, Oct, Nov, Dec 2022).
 * Cleaned Sep–Dec files are read by header name (column order changes per month); the raw June files by position,
 * because their headers repeat and (Instagram) are mislabelled — see seed-data/top1000-social-2022/SOURCE.md.
 * Months are only known to the month: each point is dated the 1st.
 */
import { readCsv, readCsvRows, type Row } from '../csv.ts';
import { countryCode } from '../geo.ts';
import { parseInteger, positiveOrNull, ratio } from '../parse-number.ts';
import { categoryTags, cleanName } from '../text.ts';
import type { SourceContext } from './context.ts';

const SOURCE = 'top1000-social-2022';
const FOLDER = 'top1000-social-2022';
const MONTHS = [
  ['Sep', '2022-09-01'],
  ['Oct', '2022-10-01'],
  ['Nov', '2022-11-01'],
  ['Dec', '2022-12-01'],
] as const;
const JUNE = '2022-06-01';

interface InstagramPoint {
  handle: string;
  name: string;
  rawName?: string;
  categories: string[];
  followers: number | null;
  audienceCountry: string | null;
  authentic: number | null;
  engagement: number | null;
}
interface TikTokPoint {
  handle: string;
  name: string;
  rawName?: string;
  followers: number | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}
interface YouTubePoint {
  handle: string;
  name: string;
  rawName?: string;
  categories: string[];
  followers: number | null;
  country: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
}

/** The expanded integer column of the raw June files, falling back to the abbreviated one next to it. */
function both(row: string[], abbreviated: number): number | null {
  return parseInteger(row[abbreviated + 1]) ?? parseInteger(row[abbreviated]);
}

/** First occurrence of each account per month (the files hold duplicate rows). */
function unique<T extends { handle: string }>(points: T[]): T[] {
  const seen = new Set<string>();
  return points.filter((p) => {
    const key = p.handle.toLowerCase();
    if (!p.handle || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function instagramFromRow(r: Row): InstagramPoint {
  return {
    handle: (r.AccountName ?? '').trim(),
    name: cleanName(r.Name),
    rawName: r.Name,
    categories: [...categoryTags(r.Category_1), ...categoryTags(r.Category_2)],
    followers: parseInteger(r.Subscribers),
    audienceCountry: countryCode(r.Country),
    authentic: parseInteger(r.AuthenticEngagement),
    engagement: parseInteger(r.EngagementAverage),
  };
}

function tiktokFromRow(r: Row): TikTokPoint {
  return {
    handle: (r.AccountName ?? '').trim(),
    name: cleanName(r.Name),
    rawName: r.Name,
    followers: parseInteger(r.Subscribers),
    views: parseInteger(r.Views),
    likes: parseInteger(r.Likes),
    comments: parseInteger(r.Comments),
    shares: parseInteger(r.Shares),
  };
}

function youtubeFromRow(r: Row): YouTubePoint {
  return {
    handle: (r.AccountName ?? '').trim(),
    name: cleanName(r.Name),
    rawName: r.Name,
    categories: [...categoryTags(r.Category_1), ...categoryTags(r.Category_2)],
    followers: parseInteger(r.Subscribers),
    country: countryCode(r.Country),
    views: parseInteger(r.Views),
    likes: parseInteger(r.Likes),
    comments: parseInteger(r.Comments),
  };
}

export async function loadTop1000Social(ctx: SourceContext): Promise<number> {
  const { dir, model } = ctx;
  let rows = 0;

  // Instagram. "Country" is the main AUDIENCE country, so it goes to extra.audienceCountry, not channel.country.
  const instagram: [string, InstagramPoint[]][] = [];
  const juneIg = (await readCsvRows(dir, `${FOLDER}/raw-june-2022/instagram_june_2022.csv`)).slice(1);
  instagram.push([
    JUNE,
    juneIg.map((r) => ({
      handle: (r[0] ?? '').trim(),
      name: cleanName(r[1]),
      rawName: r[1],
      categories: [...categoryTags(r[2]), ...categoryTags(r[3])],
      followers: both(r, 4),
      audienceCountry: countryCode(r[6]), // headed "Views avg." but holds the audience country
      authentic: both(r, 7), // headed "Likes avg"
      engagement: both(r, 9), // headed "Comments avg."
    })),
  ]);
  for (const [month, day] of MONTHS)
    instagram.push([day, (await readCsv(dir, `${FOLDER}/instagram/Instagram_${month}.csv`)).map(instagramFromRow)]);
  for (const [day, points] of instagram) {
    for (const p of unique(points)) {
      rows++;
      const channel = model.channel('instagram', { id: p.handle.toLowerCase() }, { name: p.name, handle: p.handle, topList: true });
      model.profile(channel, {
        categories: p.categories,
        extra: { audienceCountry: p.audienceCountry ?? undefined, authenticEngagement: p.authentic ?? undefined },
      });
      // Instagram ER = (likes + comments) / followers; EngagementAverage is the average likes + comments per post.
      // 0 interactions per post is a blank cell in these lists (coolio_daryl in June), not a rate of 0.
      model.observe(channel, {
        day,
        source: SOURCE,
        asRead: { handle: p.handle, name: p.rawName },
        followers: p.followers,
        engagementRate: ratio(positiveOrNull(p.engagement), p.followers),
      });
    }
  }

  // TikTok. ER = (likes + comments + shares) / views, from the per-video averages.
  const tiktok: [string, TikTokPoint[]][] = [];
  const juneTt = (await readCsvRows(dir, `${FOLDER}/raw-june-2022/tiktok_june_2022.csv`)).slice(1);
  tiktok.push([
    JUNE,
    juneTt.map((r) => ({
      handle: (r[0] ?? '').trim(),
      name: cleanName(r[1]),
      rawName: r[1],
      followers: both(r, 2),
      views: both(r, 4),
      likes: both(r, 6),
      comments: both(r, 8),
      shares: both(r, 10),
    })),
  ]);
  for (const [month, day] of MONTHS) tiktok.push([day, (await readCsv(dir, `${FOLDER}/tiktok/TikTok_${month}.csv`)).map(tiktokFromRow)]);
  for (const [day, points] of tiktok) {
    for (const p of unique(points)) {
      rows++;
      const channel = model.channel('tiktok', { id: p.handle.toLowerCase() }, { name: p.name, handle: p.handle, topList: true });
      const views = positiveOrNull(p.views);
      // 0 likes on videos with views means "not available" in these lists, as on YouTube below.
      const likes = positiveOrNull(p.likes);
      const interactions = likes == null ? null : likes + (p.comments ?? 0) + (p.shares ?? 0);
      model.observe(channel, {
        day,
        source: SOURCE,
        asRead: { handle: p.handle, name: p.rawName },
        followers: p.followers,
        averageViews: views,
        averageLikes: likes,
        averageComments: p.comments,
        averageShares: p.shares,
        engagementRate: ratio(interactions, views),
      });
    }
  }

  // YouTube. AccountName is a legacy username / custom URL (or, for a third of the rows, the display name again) and
  // changes between months for some channels (MrBeast6000 → MrBeast), so the exact display name is used as a second
  // key. It finds the channel but is never shown as its @handle: YouTube @handles came after these lists (Cocomelon's
  // legacy username is "checkgate", its handle @CoComelon). 0 means "not available" here.
  const youtube: [string, YouTubePoint[]][] = [];
  const juneYt = (await readCsvRows(dir, `${FOLDER}/raw-june-2022/youtube_june_2022.csv`)).slice(1);
  youtube.push([
    JUNE,
    juneYt.map((r) => ({
      handle: (r[0] ?? '').trim(),
      name: cleanName(r[1]),
      rawName: r[1],
      categories: [...categoryTags(r[2]), ...categoryTags(r[3])],
      followers: both(r, 4),
      country: countryCode(r[6]),
      views: both(r, 7),
      likes: both(r, 9),
      comments: both(r, 11),
    })),
  ]);
  for (const [month, day] of MONTHS)
    youtube.push([day, (await readCsv(dir, `${FOLDER}/youtube/Youtube_${month}.csv`)).map(youtubeFromRow)]);
  for (const [day, points] of youtube) {
    for (const p of unique(points)) {
      rows++;
      const channel = model.channel('youtube', { handle: p.handle, name: p.name }, { name: p.name || p.handle, handle: '', topList: true });
      // YouTube's Country column is the channel's own country (SOURCE.md); Instagram's is the audience's (extra above).
      model.profile(channel, { country: p.country, countrySource: SOURCE, categories: p.categories });
      const views = positiveOrNull(p.views);
      const likes = positiveOrNull(p.likes);
      // YouTube ER = average likes / average views (Modash's definition, market.md §2.1).
      model.observe(channel, {
        day,
        source: SOURCE,
        asRead: { handle: p.handle, name: p.rawName },
        followers: p.followers,
        averageViews: views,
        averageLikes: likes,
        averageComments: positiveOrNull(p.comments),
        engagementRate: ratio(likes, views),
      });
    }
  }
  return rows;
}
