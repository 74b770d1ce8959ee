/**
 * Rebuilds packages/db/seed-data from a folder of the original public data files (the layout described in each
 * SOURCE.md): copies what the seed uses and trims the large files. Not part of the seed itself.
 *
 *   node --import tsx packages/db/src/seed/tools/trim-seed-data.ts <folder with the original data sets>
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../csv.ts';

const TARGET = fileURLToPath(new URL('../../../seed-data', import.meta.url));

const VERBATIM = [
  'instagram-top200/top_insta_influencers_data.csv',
  'instagram-global-top1000/instagram_global_top_1000.csv',
  ...['Sep', 'Oct', 'Nov', 'Dec'].flatMap((m) => [
    `top1000-social-2022/instagram/Instagram_${m}.csv`,
    `top1000-social-2022/tiktok/TikTok_${m}.csv`,
    `top1000-social-2022/youtube/Youtube_${m}.csv`,
  ]),
  'top1000-social-2022/raw-june-2022/instagram_june_2022.csv',
  'top1000-social-2022/raw-june-2022/tiktok_june_2022.csv',
  'top1000-social-2022/raw-june-2022/youtube_june_2022.csv',
  'youtube-global-2023/Global YouTube Statistics.csv',
  'twitch-top1000/twitchdata-update.csv',
  'youtube-channels-daily-fr/youtube_daily_snapshots.csv',
  'youtube-channels-daily-fr/channels_reference.csv',
  'youtube-weekly-socialblade/aligned_data.csv',
  'youtube-weekly-socialblade/library.csv',
  'youtube-trending-de/2020-08/DE_category_id.json',
  'tiktok-videos-apify/tiktok_dataset_raw.csv',
  'tiktok-videos-vn-2025/recrawled_1v.csv',
  'instagram-posts-nl-2025/instagram_posts.csv',
];
const FOLDERS = [...new Set(VERBATIM.map((p) => p.split('/')[0]!))];

const TRENDING_HEADER = ['video_id', 'title', 'publishedAt', 'channelId', 'channelTitle', 'categoryId', 'trending_date', 'tags', 'view_count', 'likes', 'dislikes', 'comment_count', 'thumbnail_link', 'comments_disabled', 'ratings_disabled', 'description'];

async function text(source: string, path: string): Promise<string> {
  return (await readFile(join(source, path), 'utf8')).replace(/^\uFEFF/, '');
}

async function write(path: string, content: string): Promise<void> {
  await mkdir(dirname(join(TARGET, path)), { recursive: true });
  await writeFile(join(TARGET, path), content);
}

/** Parses a trending file; the 2020 files end inside a quoted description (the repository cut them), so that last
 *  incomplete record is dropped. */
function parseTrending(content: string): string[][] {
  try {
    return parse(content, { relax_column_count: true }) as string[][];
  } catch {
    const starts = [...content.matchAll(/\r?\n"[\w-]{11}","/g)];
    return parse(content.slice(0, starts.at(-1)!.index), { relax_column_count: true }) as string[][];
  }
}

async function trimTrending(source: string): Promise<void> {
  const files: [string, string][] = [
    ['2020-08/DE_youtube_trending_data.csv', '2020-08/DE_youtube_trending_data.csv'],
    ['2020-08/US_youtube_trending_data.csv', '2020-08/US_youtube_trending_data.csv'],
    ['2020-08/GB_youtube_trending_data.csv', '2020-08/GB_youtube_trending_data.csv'],
    ['2024-04-22/US_youtube_trending_data_noheader.csv', '2024-04-22/US_youtube_trending_data.csv'],
    ['2024-04-22/GB_youtube_trending_data_noheader.csv', '2024-04-22/GB_youtube_trending_data.csv'],
  ];
  for (const [from, to] of files) {
    const rows = parseTrending(await text(source, `youtube-trending-de/${from}`)).filter((r) => r[0] !== 'video_id' && r.length >= 16);
    // One row per video: the latest trending day, and within a day the latest (largest) reading.
    const latest = new Map<string, string[]>();
    for (const r of rows) {
      const previous = latest.get(r[0]!);
      if (!previous || r[6]! > previous[6]! || (r[6] === previous[6] && Number(r[8]) >= Number(previous[8]))) latest.set(r[0]!, r);
    }
    await write(`youtube-trending-de/${to}`, toCsv(TRENDING_HEADER, [...latest.values()]));
    console.log(`${to}: ${rows.length} rows → ${latest.size} videos`);
  }
}

async function trimDailyVideos(source: string, perChannel: number): Promise<void> {
  const rows = parse(await text(source, 'youtube-channels-daily-fr/videos_2026-02.csv'), { relax_column_count: true }) as string[][];
  const [header, ...data] = rows;
  const byChannel = new Map<string, string[][]>();
  for (const r of data) byChannel.set(r[2]!, [...(byChannel.get(r[2]!) ?? []), r]);
  const keep = new Set<string[]>();
  for (const list of byChannel.values()) for (const r of [...list].sort((a, b) => b[5]!.localeCompare(a[5]!)).slice(0, perChannel)) keep.add(r);
  await write('youtube-channels-daily-fr/videos_2026-02.csv', toCsv(header!, data.filter((r) => keep.has(r))));
  console.log(`videos_2026-02.csv: ${data.length} → ${keep.size} rows`);
}

async function trimTiktokVn(source: string): Promise<void> {
  const again = parse(await text(source, 'tiktok-videos-vn-2025/recrawled_1v.csv'), { columns: true }) as Record<string, string>[];
  const ids = new Set(again.map((r) => r.vid_id));
  const rows = parse(await text(source, 'tiktok-videos-vn-2025/raw_data.csv'), { relax_column_count: true }) as string[][];
  const [header, ...data] = rows;
  const idColumn = header!.indexOf('vid_id');
  const kept = data.filter((r) => ids.has(r[idColumn]!));
  await write('tiktok-videos-vn-2025/raw_data.csv', toCsv(header!, kept));
  console.log(`raw_data.csv: ${data.length} → ${kept.length} rows`);
}

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('usage: trim-seed-data.ts <folder with the original data sets>');
  for (const path of VERBATIM) {
    await mkdir(dirname(join(TARGET, path)), { recursive: true });
    await copyFile(join(source, path), join(TARGET, path));
  }
  for (const folder of [...FOLDERS, 'youtube-trending-de']) await copyFile(join(source, folder, 'SOURCE.md'), join(TARGET, folder, 'SOURCE.md'));
  await trimTrending(source);
  await trimDailyVideos(source, 20);
  await trimTiktokVn(source);
}

await main();
