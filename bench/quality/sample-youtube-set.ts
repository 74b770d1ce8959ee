/**
 * Draws the rows of bench/fixtures/quality/youtube-descriptions-2020-2024 (labelled by hand under its LABELLING.md)
 * from the youtube-trending-de data set, and splits them once into a tuning part and a sealed part by channel.
 *   node --import tsx bench/quality/sample-youtube-set.ts <folder holding youtube-trending-de/>
 * No detector runs here: the rows are chosen by a seeded draw only, so the labels cannot follow what a detector says.
 * Deterministic (same data, same seed: same rows and split). Rows already in the older labelled samples
 * (coupons-giveaways*.json) are left out: the detectors were tuned on them or they are another hold-out.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from '@creatorlens/core/intelligence';
import { seededRandom, shuffle } from './bootstrap.ts';

export const SAMPLE_SEED = 20261127;
/** Share of channels that go to the tuning part; the rest is sealed (scored once, at the end). */
export const TUNING_SHARE = 0.6;

const COLUMNS =
  'video_id,title,publishedAt,channelId,channelTitle,categoryId,trending_date,tags,view_count,likes,dislikes,comment_count,thumbnail_link,comments_disabled,ratings_disabled,description';

/** Strata: country and year, with the number of videos drawn from each (German descriptions are the product's focus). */
const STRATA = [
  { key: 'DE-2020', file: '2020-08/DE_youtube_trending_data.csv', header: true, take: 140 },
  { key: 'US-2020', file: '2020-08/US_youtube_trending_data.csv', header: true, take: 55 },
  { key: 'GB-2020', file: '2020-08/GB_youtube_trending_data.csv', header: true, take: 55 },
  { key: 'US-2024', file: '2024-04-22/US_youtube_trending_data_noheader.csv', header: false, take: 55 },
  { key: 'GB-2024', file: '2024-04-22/GB_youtube_trending_data_noheader.csv', header: false, take: 55 },
] as const;

export interface SampledRow {
  id: string;
  stratum: string;
  country: string;
  year: number;
  videoId: string;
  channelId: string;
  channel: string;
  part: 'tuning' | 'sealed';
  /** Title, a line break, and the description, as the product reads a video (post title + caption). */
  text: string;
}

async function main(dataDir: string): Promise<void> {
  const fixtures = new URL('../fixtures/quality/', import.meta.url);
  const seen = new Set<string>();
  for (const name of ['coupons-giveaways.json', 'coupons-giveaways-holdout.json']) {
    const rows = JSON.parse(await readFile(new URL(name, fixtures), 'utf8')) as { id: string }[];
    for (const row of rows) seen.add(row.id.split(':')[1]!);
  }
  const random = seededRandom(SAMPLE_SEED);
  const sampled: Omit<SampledRow, 'part'>[] = [];
  for (const stratum of STRATA) {
    const raw = await readFile(join(dataDir, 'youtube-trending-de', stratum.file), 'utf8');
    const rows = parseCsv(stratum.header ? raw : `${COLUMNS}\n${raw}`);
    // One row per video (later rows of a video are later snapshots with the same text), sorted by id for a stable draw.
    const videos = new Map<string, Record<string, unknown>>();
    for (const row of rows) if (!videos.has(String(row.video_id))) videos.set(String(row.video_id), row);
    const pool = [...videos.values()]
      .filter((row) => !seen.has(String(row.video_id)))
      .sort((a, b) => String(a.video_id).localeCompare(String(b.video_id)));
    const taken = shuffle(pool, random).slice(0, stratum.take);
    for (const row of taken) {
      const videoId = String(row.video_id);
      seen.add(videoId);
      const [country, year] = stratum.key.split('-') as [string, string];
      sampled.push({
        id: `${stratum.key}:${videoId}`,
        stratum: stratum.key,
        country,
        year: Number(year),
        videoId,
        channelId: String(row.channelId),
        channel: String(row.channelTitle),
        text: [String(row.title ?? ''), String(row.description ?? '')].join('\n'),
      });
    }
    console.log(`${stratum.key}: ${pool.length} videos not in earlier samples, ${taken.length} drawn`);
  }
  // One split by channel: a channel's videos all land on one side, so no channel's style is both tuned on and scored.
  const channels = shuffle([...new Set(sampled.map((r) => r.channelId))].sort(), random);
  const tuningChannels = new Set(channels.slice(0, Math.round(channels.length * TUNING_SHARE)));
  const result: SampledRow[] = sampled.map((row) => ({ ...row, part: tuningChannels.has(row.channelId) ? 'tuning' : 'sealed' }));
  const out = new URL('youtube-descriptions-2020-2024/rows.json', fixtures);
  await writeFile(out, `${JSON.stringify(result, null, 1)}\n`);
  console.log(
    `${result.length} rows, ${channels.length} channels; tuning ${result.filter((r) => r.part === 'tuning').length}, sealed ${result.filter((r) => r.part === 'sealed').length}`,
  );
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node --import tsx bench/quality/sample-youtube-set.ts <folder holding youtube-trending-de/>');
  process.exitCode = 2;
} else await main(dataDir);
