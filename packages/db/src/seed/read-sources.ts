/** Reads every seed source folder into one in-memory SeedModel (no database involved). */
import { fileURLToPath } from 'node:url';
import { SeedModel } from './model.ts';
import type { SourceReader } from './sources/context.ts';
import { loadInbeatDach } from './sources/inbeat-dach.ts';
import { loadInstagramGlobalTop1000, loadInstagramTop200 } from './sources/instagram-lists.ts';
import { loadInstagramPostsNl } from './sources/instagram-posts-nl.ts';
import { loadTiktokApify } from './sources/tiktok-apify.ts';
import { loadTiktokVn } from './sources/tiktok-vn.ts';
import { loadTop1000Social } from './sources/top1000-social.ts';
import { loadTwitchDe2022 } from './sources/twitch-de-2022.ts';
import { loadTwitch } from './sources/twitch.ts';
import { loadYoutubeDailyFr } from './sources/youtube-daily-fr.ts';
import { loadYoutubeGlobal } from './sources/youtube-global.ts';
import { loadYoutubeSwiss } from './sources/youtube-swiss.ts';
import { loadYoutubeTrending } from './sources/youtube-trending.ts';
import { loadYoutubeWeekly } from './sources/youtube-weekly.ts';

/** Reading steps (`read:<source>`) report once per source, with rows = totalRows = the source rows read. */
export interface ReadProgress {
  step: string;
  rows: number;
  totalRows: number;
}

/**
 * Order matters: the ranked lists come first (they carry the best names and the cross-platform handles), the June 2022
 * YouTube totals must be known before the weekly gains are anchored, and post-only sources come last. The German-speaking
 * sets follow the ranked lists (a streamer in both Twitch top lists keeps the top-1000 name); the Swiss YouTube
 * directory comes after inBeat and twitch-de-2022, whose Instagram and Twitch channels it links to.
 */
export const READERS: [string, SourceReader][] = [
  ['top1000-social-2022', loadTop1000Social],
  ['instagram-global-top1000', loadInstagramGlobalTop1000],
  ['instagram-top200', loadInstagramTop200],
  ['youtube-global-2023', loadYoutubeGlobal],
  ['twitch-top1000', loadTwitch],
  ['instagram-tiktok-dach-inbeat', loadInbeatDach],
  ['twitch-de-2022', loadTwitchDe2022],
  ['youtube-swiss-creators-2019-2021', loadYoutubeSwiss],
  ['youtube-channels-daily-fr', loadYoutubeDailyFr],
  ['youtube-trending-de', loadYoutubeTrending],
  ['youtube-weekly-socialblade', loadYoutubeWeekly],
  ['tiktok-videos-apify', loadTiktokApify],
  ['tiktok-videos-vn-2025', loadTiktokVn],
  ['instagram-posts-nl-2025', loadInstagramPostsNl],
];

/** The seed-data folder committed with this package. */
export const DEFAULT_SEED_DATA_DIR = fileURLToPath(new URL('../../seed-data', import.meta.url));

/** Reads all sources, in READERS order, and returns the filled model with the rows read per source. */
export async function readSeedSources(
  options: {
    seedDataDir?: string;
    onProgress?: (p: ReadProgress) => void;
    /** Only these sources (tests with fixture folders). */ sources?: readonly string[];
  } = {},
): Promise<{ model: SeedModel; rowsRead: Map<string, number> }> {
  const dir = options.seedDataDir ?? DEFAULT_SEED_DATA_DIR;
  const model = new SeedModel();
  const rowsRead = new Map<string, number>();
  for (const [step, read] of READERS) {
    if (options.sources && !options.sources.includes(step)) continue;
    const rows = await read({ dir, model });
    rowsRead.set(step, rows);
    options.onProgress?.({ step: `read:${step}`, rows, totalRows: rows });
  }
  return { model, rowsRead };
}
