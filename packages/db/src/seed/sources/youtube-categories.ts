/** YouTube video category ids → channel category tags (from the DE_category_id.json of youtube-trending-de). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChannelDraft } from '../model.ts';
import { categoryTags } from '../text.ts';

interface CategoryFile {
  items?: { id?: string; snippet?: { title?: string } }[];
}

export async function readYoutubeCategories(dir: string): Promise<Map<string, string[]>> {
  const json = JSON.parse(await readFile(join(dir, 'youtube-trending-de/2020-08/DE_category_id.json'), 'utf8')) as CategoryFile;
  const map = new Map<string, string[]>();
  for (const item of json.items ?? []) if (item.id && item.snippet?.title) map.set(item.id, categoryTags(item.snippet.title));
  return map;
}

/** Counts video categories per channel and hands out the most common one (ties: first seen). */
export class CategoryVotes {
  private readonly votes = new Map<ChannelDraft, Map<string, number>>();

  add(channel: ChannelDraft, categoryId: string | undefined): void {
    if (!categoryId) return;
    const counts = this.votes.get(channel) ?? new Map<string, number>();
    counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
    this.votes.set(channel, counts);
  }

  apply(categories: Map<string, string[]>): void {
    for (const [channel, counts] of this.votes) {
      let best: string | null = null;
      for (const [id, n] of counts) if (best === null || n > counts.get(best)!) best = id;
      for (const tag of categories.get(best ?? '') ?? []) channel.categories.add(tag);
    }
  }
}
