/**
 * Rebuilds packages/db/seed-data from a folder of the original public data files (the layout described in each
 * SOURCE.md): copies what the seed uses and trims the large files. Not part of the seed itself.
 *
 *   node --import tsx packages/db/src/seed/tools/trim-seed-data.ts <folder with the original data sets> [folder ...]
 *
 * With folder names, only those folders are rebuilt (the ones with a step of their own, see OWN_STEPS).
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../csv.ts';
import { stripEmails } from '../text.ts';

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

const TRENDING_HEADER = [
  'video_id',
  'title',
  'publishedAt',
  'channelId',
  'channelTitle',
  'categoryId',
  'trending_date',
  'tags',
  'view_count',
  'likes',
  'dislikes',
  'comment_count',
  'thumbnail_link',
  'comments_disabled',
  'ratings_disabled',
  'description',
];

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
  for (const list of byChannel.values())
    for (const r of [...list].sort((a, b) => b[5]!.localeCompare(a[5]!)).slice(0, perChannel)) keep.add(r);
  await write(
    'youtube-channels-daily-fr/videos_2026-02.csv',
    toCsv(
      header!,
      data.filter((r) => keep.has(r)),
    ),
  );
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

type CsvRecord = Record<string, string>;

/** Rows of a CSV file as objects (BOM dropped, quoted line breaks kept). */
async function records(source: string, path: string): Promise<CsvRecord[]> {
  return parse(await text(source, path), { columns: true, relax_column_count: true }) as CsvRecord[];
}

/** Writes the chosen columns of the rows (and reports the row counts). */
async function writeColumns(path: string, columns: readonly string[], rows: readonly CsvRecord[], read: number): Promise<void> {
  await write(
    path,
    toCsv(
      columns,
      rows.map((r) => columns.map((c) => r[c] ?? '')),
    ),
  );
  console.log(`${path}: ${read} → ${rows.length} rows, ${columns.length} columns`);
}

/**
 * instagram-tiktok-dach-inbeat: only the columns the seed reads. Dropped: inBeat's AI-written `description`, page
 * metadata, `location` (= the page country), the profile figures (their date is unknown; the history has every figure
 * with its date), ids and comments-to-likes. E-mail addresses in bios are removed here already.
 */
async function trimInbeat(source: string): Promise<void> {
  const folder = 'instagram-tiktok-dach-inbeat';
  const profiles = await records(source, `${folder}/inbeat_dach_profiles_2024-10.csv`);
  const withoutEmails = profiles.map((r) => ({ ...r, bio: stripEmails(r.bio) ?? '' }));
  await writeColumns(
    `${folder}/inbeat_dach_profiles_2024-10.csv`,
    ['platform', 'country', 'city', 'niche', 'username', 'fullname', 'verified', 'hashtags', 'bio'],
    withoutEmails,
    profiles.length,
  );
  const history = await records(source, `${folder}/inbeat_dach_follower_history.csv`);
  await writeColumns(
    `${folder}/inbeat_dach_follower_history.csv`,
    ['commit_date', 'platform', 'username', 'country', 'city', 'niche', 'followers', 'engagement', 'verified'],
    history,
    history.length,
  );
}

/**
 * youtube-swiss-creators-2019-2021: channels without REALNAME, avatar, web/podcast links and site bookkeeping (data.json
 * is not copied: channels_2021-01-01.csv holds the same figures); handles trimmed, e-mail addresses removed from the
 * descriptions; the subscriber history with one row per channel and local day (the day's last reading).
 */
async function trimYoutubeSwiss(source: string): Promise<void> {
  const folder = 'youtube-swiss-creators-2019-2021';
  const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021];
  const channels = await records(source, `${folder}/channels_2021-01-01.csv`);
  const cleaned = channels.map((r) => ({
    ...r,
    id_instagram: (r.id_instagram ?? '').trim(),
    id_twitch: (r.id_twitch ?? '').trim(),
    c_desc: stripEmails(r.c_desc) ?? '',
  }));
  const columns = [
    'c_id',
    'inactive',
    'c_name',
    'lang',
    'catids',
    'id_instagram',
    'id_twitch',
    'link_youtube',
    'c_desc',
    'c_publishdate',
    ...years.map((y) => `subs_${y}`),
    ...years.map((y) => `views_${y}`),
    'videos_2021',
    'video_last_id',
    'video_last_title',
    'video_last_views',
    'video_last_date',
  ];
  await writeColumns(`${folder}/channels_2021-01-01.csv`, columns, cleaned, channels.length);
  const history = await records(source, `${folder}/subscriber_history_2019-2021.csv`);
  const lastOfDay = new Map<string, CsvRecord>();
  // The snapshot time carries the site's local offset (+01:00/+02:00): its date part is the Swiss calendar day.
  for (const r of history)
    lastOfDay.set(`${r.channel_id}|${(r.snapshot_time ?? '').slice(0, 10)}`, { ...r, day: (r.snapshot_time ?? '').slice(0, 10) });
  await writeColumns(
    `${folder}/subscriber_history_2019-2021.csv`,
    ['day', 'channel_id', 'subscribers', 'views'],
    [...lastOfDay.values()],
    history.length,
  );
  for (const file of ['categories.csv', 'snapshots.csv']) await copyFile(join(source, folder, file), join(TARGET, folder, file));
}

/** twitch-de-2022: the German channels of the SullyGnome top 1000 and the `de` streams of the live sample. */
async function trimTwitchDe(source: string): Promise<void> {
  const folder = 'twitch-de-2022';
  const top = await records(source, `${folder}/watchHours.csv`);
  const topColumns = Object.keys(top[0] ?? {});
  await writeColumns(
    `${folder}/watchHours.csv`,
    topColumns,
    top.filter((r) => r.Language === 'German'),
    top.length,
  );
  const streams = await records(source, `${folder}/twitch_data.csv`);
  await writeColumns(
    `${folder}/twitch_data.csv`,
    [
      'id',
      'user_id',
      'user_login',
      'user_name',
      'title',
      'viewer_count',
      'started_at',
      'language',
      'is_mature',
      'follow_count',
      'total_views',
    ],
    streams.filter((r) => r.language === 'de'),
    streams.length,
  );
}

/** Folders rebuilt by their own step; every other folder is a verbatim copy (plus SOURCE.md) or trimTrending etc. */
const OWN_STEPS: Record<string, (source: string) => Promise<void>> = {
  // These three folders keep their own SOURCE.md (adapted: it describes what is stored here), so none is copied.
  'instagram-tiktok-dach-inbeat': trimInbeat,
  'youtube-swiss-creators-2019-2021': trimYoutubeSwiss,
  'twitch-de-2022': trimTwitchDe,
};

async function rebuildAll(source: string): Promise<void> {
  for (const path of VERBATIM) {
    await mkdir(dirname(join(TARGET, path)), { recursive: true });
    await copyFile(join(source, path), join(TARGET, path));
  }
  for (const folder of [...FOLDERS, 'youtube-trending-de'])
    await copyFile(join(source, folder, 'SOURCE.md'), join(TARGET, folder, 'SOURCE.md'));
  await trimTrending(source);
  await trimDailyVideos(source, 20);
  await trimTiktokVn(source);
  for (const step of Object.values(OWN_STEPS)) await step(source);
}

/** `trim-seed-data.ts <source>` rebuilds everything; `trim-seed-data.ts <source> twitch-de-2022 ...` only those folders. */
async function main(): Promise<void> {
  const [source, ...only] = process.argv.slice(2);
  if (!source) throw new Error('usage: trim-seed-data.ts <folder with the original data sets> [folder ...]');
  if (only.length === 0) return rebuildAll(source);
  for (const folder of only) {
    const step = OWN_STEPS[folder];
    if (!step) throw new Error(`${folder}: only ${Object.keys(OWN_STEPS).join(', ')} can be rebuilt on their own`);
    await step(source);
  }
}

await main();
