import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';

/** The moment the synthetic data describes (see generate-scale.ts); date ranges are relative to it. */
export const SCALE_NOW = Date.parse('2026-06-01T00:00:00Z');
const DAY = 86_400_000;

export interface Workloads {
  creators: Record<string, unknown>[];
  content: Record<string, unknown>[];
  /** Channel search terms: 2..6 characters of a handle's real-looking word part ("be", "bea", ...). */
  channelSearch: { q: string }[];
  /** The same typed after the synthetic marker ("syn_be"): every synthetic handle starts with syn_, so this is the handle-prefix branch. */
  channelSearchHandlePrefix: { q: string }[];
  charts: Record<string, unknown>[];
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Deterministic request mixes built from the scaled data itself (cheap reads only): frequent countries, words of
 * sampled captions, word parts of sampled handles. Each load worker takes the next input in turn.
 */
export async function buildWorkloads(db: Database): Promise<Workloads> {
  const countries = (
    await rows<{ country: string }>(
      db,
      sql`select country from (select country from channel where source = 'synthetic-scale' limit 20000) s
          where country is not null group by 1 order by count(*) desc, 1 limit 6`,
    )
  ).map((row) => row.country);
  const platforms = ['tiktok', 'youtube', 'instagram', 'twitch'];
  const sorts = ['followers', 'engagementRate', 'followers30dGain', 'averageViews'];
  const ranges: [number, number][] = [
    [10_000, 1_000_000],
    [100_000, 10_000_000],
    [1_000, 100_000],
    [50_000, 5_000_000],
  ];
  const engagement = [0.01, 0.02, 0.04];
  const creators: Record<string, unknown>[] = [];
  for (let k = 0; k < 48; k += 1) {
    const [followersMin, followersMax] = ranges[k % ranges.length]!;
    creators.push({
      platform: platforms[k % platforms.length],
      followersMin,
      followersMax,
      engagementMin: engagement[k % engagement.length],
      country: countries[k % Math.max(1, countries.length)] ?? 'US',
      sort: sorts[Math.floor(k / 4) % sorts.length],
      direction: 'desc',
      page: 1,
      pageSize: 50,
    });
  }

  const captions = await rows<{ caption: string }>(
    db,
    sql`select caption from post where source = 'synthetic-scale' and caption is not null order by id limit 400`,
  );
  const words: string[] = [];
  const seen = new Set<string>();
  for (const { caption } of captions) {
    for (const word of caption.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 4 && !seen.has(word)) {
        seen.add(word);
        words.push(word);
      }
    }
  }
  const content: Record<string, unknown>[] = [];
  for (let k = 0; k < 48 && words.length > 0; k += 1) {
    const q = k % 4 === 3 ? `${words[k % words.length]} ${words[(k * 7 + 3) % words.length]}` : words[(k * 5) % words.length]!;
    const endDaysAgo = (k % 6) * 60;
    content.push({
      q,
      platforms: [platforms[k % platforms.length]],
      publishedFrom: SCALE_NOW - (endDaysAgo + 90) * DAY,
      publishedTo: SCALE_NOW - endDaysAgo * DAY,
      sort: 'relevance',
      page: 1,
      pageSize: 50,
    });
  }

  const handles = await rows<{ handle: string }>(
    db,
    sql`select handle from channel where source = 'synthetic-scale' order by id limit 60 offset 1000`,
  );
  const channelSearch: { q: string }[] = [];
  const channelSearchHandlePrefix: { q: string }[] = [];
  for (const [k, { handle }] of handles.entries()) {
    const word = handle.replace(/^syn_/, '');
    const length = 2 + (k % 5);
    channelSearch.push({ q: word.slice(0, length) });
    channelSearchHandlePrefix.push({ q: `syn_${word.slice(0, length)}` });
  }

  const chartMetrics: Record<string, string[]> = {
    instagram: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
    tiktok: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
    youtube: ['followers', 'followers30dGain', 'views', 'likes', 'engagementRate'],
    twitch: ['followers', 'followers30dGain'],
  };
  const charts: Record<string, unknown>[] = [];
  for (const platform of platforms) {
    for (const metric of chartMetrics[platform]!) {
      for (const sizeClass of ['big', 'small']) {
        for (const country of [undefined, countries[0] ?? 'US']) {
          charts.push({ platform, metric, sizeClass, ...(country ? { country } : {}), limit: 50 });
        }
      }
    }
  }
  return { creators, content, channelSearch, channelSearchHandlePrefix, charts };
}

/** A task that walks through `inputs` in turn, shared by all workers. */
export function cycle<T>(inputs: T[], call: (input: T) => Promise<unknown>): () => Promise<void> {
  let next = 0;
  return async () => {
    const input = inputs[next++ % inputs.length]!;
    await call(input);
  };
}
