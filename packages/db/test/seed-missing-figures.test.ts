import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarise } from '../src/seed/finalize.ts';
import { SeedModel } from '../src/seed/model.ts';
import { loadInstagramGlobalTop1000 } from '../src/seed/sources/instagram-lists.ts';
import { loadYoutubeDailyFr } from '../src/seed/sources/youtube-daily-fr.ts';

// A 0 that stands for a blank cell is an unknown figure, not a rate of 0 (the "engagement 0 %" of the issue).
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seed-missing-'));
  const write = async (file: string, text: string) => {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  };
  await write(
    'youtube-trending-de/2020-08/DE_category_id.json',
    JSON.stringify({ items: [{ id: '28', snippet: { title: 'Science & Technology' } }] }),
  );
  await write(
    'youtube-channels-daily-fr/channels_reference.csv',
    'channel_id,channel_title,custom_url,channel_url,country,channel_published_at,uploads_playlist_id,last_seen_utc\nUChidden,Hidden Likes,@hidden,,FR,2015-01-01,,\nUCshown,Shown Likes,@shown,,FR,2015-01-01,,\n',
  );
  await write('youtube-channels-daily-fr/youtube_daily_snapshots.csv', 'date_utc,channel_id,channel_title,subscribers,views,videos\n');
  const video = (channel: string, id: string, views: number, likes: number, comments: number) =>
    `2026-02,2026-02-04T10:00:00+00:00,${channel},T,${id},2026-01-2${id.slice(-1)}T12:00:00Z,Title ${id},PT5M,28,${views},${likes},${comments}`;
  await write(
    'youtube-channels-daily-fr/videos_2026-02.csv',
    [
      'snapshot_month,snapshot_utc,channel_id,channel_title,video_id,published_at,title,duration_iso8601,category_id,view_count,like_count,comment_count',
      // Watched thousands of times, commented, 0 likes on every video: the creator hides the like count.
      video('UChidden', 'h1', 2_323, 0, 2),
      video('UChidden', 'h2', 4_234, 0, 1),
      video('UChidden', 'h3', 3_601, 0, 4),
      video('UCshown', 's1', 1_000, 10, 1),
      video('UCshown', 's2', 2_000, 0, 0),
      video('UCshown', 's3', 3_000, 50, 2),
    ].join('\n'),
  );
  await write(
    'instagram-global-top1000/instagram_global_top_1000.csv',
    'Country,Rank,insta_id,Title,Link,Category,Followers,Audience Country,Authentic engagement,Engagement avg,Scraped\nAll,1,blankengagement,Blank,,Music,5900000,United States,0,0,x\nAll,2,nike,Nike,,Shopping,199000000,United States,200500,257800,x\n',
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('seed: zeros that mean "not available"', () => {
  it('reads hidden YouTube like counts as unknown: no likes on the videos, no average likes, no engagement', async () => {
    const model = new SeedModel();
    await loadYoutubeDailyFr({ dir, model });
    const byHandle = (handle: string) => model.channels.find((c) => c.handle === handle)!;
    const hidden = summarise(byHandle('hidden'));
    expect(hidden).toMatchObject({ averageLikes: null, engagementRate: null });
    expect(hidden.averageViews).toBeCloseTo((2_323 + 4_234 + 3_601) / 3, 2);
    const posts = [...model.posts.values()];
    expect(posts.filter((p) => p.channel === byHandle('hidden')).map((p) => p.likes)).toEqual([null, null, null]);
    // One video without likes among liked ones is a real 0.
    const shown = summarise(byHandle('shown'));
    expect(shown.averageLikes).toBeCloseTo(20, 6);
    expect(shown.engagementRate).toBeCloseTo(0.01, 6);
    expect(posts.filter((p) => p.channel === byHandle('shown')).map((p) => p.likes)).toEqual([10, 0, 50]);
  });

  it('reads 0 interactions per post in an Instagram list as unknown engagement', async () => {
    const model = new SeedModel();
    await loadInstagramGlobalTop1000({ dir, model });
    const [blank, nike] = ['blankengagement', 'nike'].map((handle) => summarise(model.channels.find((c) => c.handle === handle)!));
    expect(blank).toMatchObject({ followers: 5_900_000, engagementRate: null });
    expect(nike!.engagementRate).toBeCloseTo(257_800 / 199_000_000, 6);
  });
});
