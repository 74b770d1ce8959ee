/**
 * Draws the rows of bench/fixtures/quality/youtube-german-2017-2024 (labelled by hand under its LABELLING.md) from the
 * German trending files of 2020-08 and 2024-04-22, and splits them once: 2024 sealed, 2020 tuning, whole channels.
 *   node --import tsx bench/quality/sample-youtube-german.ts <folder holding youtube-trending-de/>
 * The folder must hold youtube-trending-de/2020-08/DE_youtube_trending_data.csv and
 * youtube-trending-de/2024-04-22/DE_youtube_trending_data_noheader.csv (SOURCE.md of the set says where they come from).
 * Deliberately imports nothing from packages/core or the other quality benches: no detector is loaded while the rows
 * are drawn, so neither the draw nor the labels can follow what a detector says (issue 42: label before any run).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SAMPLE_SEED = 20261129;
const OUT_FOLDER = 'youtube-german-2017-2024';

const COLUMNS = [
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
] as const;

/** Each file is one source/year; `part` is fixed per source (the split rule of LABELLING.md). */
const SOURCES = [
  { key: 'DE-2024', file: '2024-04-22/DE_youtube_trending_data_noheader.csv', header: false, part: 'sealed' },
  { key: 'DE-2020', file: '2020-08/DE_youtube_trending_data.csv', header: true, part: 'tuning' },
] as const;

export interface GermanSampledRow {
  id: string;
  source: string;
  year: number;
  videoId: string;
  channelId: string;
  channel: string;
  categoryId: string;
  publishedAt: string;
  part: 'tuning' | 'sealed';
  /** The channel (by title) already has rows in an earlier labelled set: its style may have been read while tuning. */
  channelSeenBefore: boolean;
  /** Title, a line break, and the description, as the product reads a video. */
  text: string;
}

/** mulberry32, the generator of the other quality scripts, written out here so that no bench module is imported. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks (the 2020 descriptions do). */
function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records.filter((r) => r.length > 1);
}

/** Ids, texts and channel titles of every labelled row already under bench/fixtures/quality (this set excluded). */
async function readEarlierRows(fixtures: URL): Promise<{ ids: Set<string>; texts: Set<string>; channels: Set<string> }> {
  const ids = new Set<string>();
  const texts = new Set<string>();
  const channels = new Set<string>();
  const visit = async (folder: URL): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== OUT_FOLDER) await visit(new URL(`${entry.name}/`, folder));
      } else if (entry.name.endsWith('.json')) {
        const parsed = JSON.parse(await readFile(new URL(entry.name, folder), 'utf8')) as unknown;
        if (!Array.isArray(parsed)) continue;
        for (const row of parsed as Record<string, unknown>[]) {
          if (typeof row?.id === 'string') ids.add(row.id.slice(row.id.indexOf(':') + 1));
          if (typeof row?.videoId === 'string') ids.add(row.videoId);
          if (typeof row?.text === 'string') texts.add(row.text);
          if (typeof row?.channel === 'string' && row.channel) channels.add(row.channel);
        }
      }
    }
  };
  await visit(fixtures);
  return { ids, texts, channels };
}

async function main(dataDir: string): Promise<void> {
  const fixtures = new URL('../fixtures/quality/', import.meta.url);
  const earlier = await readEarlierRows(fixtures);
  const bySource = new Map<string, Map<string, Record<string, string>>>();
  for (const source of SOURCES) {
    const records = parseCsvRecords(await readFile(join(dataDir, 'youtube-trending-de', source.file), 'utf8'));
    const header = source.header ? records.shift()! : [...COLUMNS];
    const videos = new Map<string, Record<string, string>>();
    for (const record of records) {
      const row = Object.fromEntries(header.map((name, i) => [name, record[i] ?? '']));
      // The first snapshot of a video in file order; later snapshots repeat its text with other counts.
      if (!videos.has(row.video_id!)) videos.set(row.video_id!, row);
    }
    bySource.set(source.key, videos);
  }
  // A channel on both sides would be tuned on and scored: it stays whole on the sealed side (its 2020 rows are left out).
  const sealedChannels = new Set(
    SOURCES.filter((s) => s.part === 'sealed').flatMap((s) => [...bySource.get(s.key)!.values()].map((r) => r.channelId!)),
  );
  const random = seededRandom(SAMPLE_SEED);
  const rows: GermanSampledRow[] = [];
  for (const source of SOURCES) {
    const videos = [...bySource.get(source.key)!.values()].sort((a, b) => a.video_id!.localeCompare(b.video_id!));
    let leftOutUsed = 0;
    let leftOutChannel = 0;
    for (const row of videos) {
      const text = [row.title ?? '', row.description ?? ''].join('\n');
      if (earlier.ids.has(row.video_id!) || earlier.texts.has(text)) {
        leftOutUsed++;
        continue;
      }
      if (source.part === 'tuning' && sealedChannels.has(row.channelId!)) {
        leftOutChannel++;
        continue;
      }
      rows.push({
        id: `${source.key}:${row.video_id}`,
        source: source.key,
        year: Number(source.key.slice(-4)),
        videoId: row.video_id!,
        channelId: row.channelId!,
        channel: row.channelTitle!,
        categoryId: row.categoryId!,
        publishedAt: row.publishedAt!,
        part: source.part,
        channelSeenBefore: earlier.channels.has(row.channelTitle!),
        text,
      });
    }
    console.log(
      `${source.key}: ${videos.length} videos, ${leftOutUsed} already labelled elsewhere, ${leftOutChannel} left out (channel sealed)`,
    );
  }
  // The order only fixes the labelling order: a labeller who stops early leaves a random subset, not the first ids.
  const ordered = shuffle(rows, random);
  await writeFile(new URL(`${OUT_FOLDER}/rows.json`, fixtures), `${JSON.stringify(ordered, null, 1)}\n`);
  const count = (part: string) => ordered.filter((r) => r.part === part).length;
  console.log(`${ordered.length} rows; tuning ${count('tuning')}, sealed ${count('sealed')}`);
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node --import tsx bench/quality/sample-youtube-german.ts <folder holding youtube-trending-de/>');
  process.exitCode = 2;
} else await main(dataDir);
