import { sql } from 'drizzle-orm';
import { mapCategoryIds } from '@creatorlens/contracts';
import type { Executor } from '@creatorlens/db/executor';
import { selectRows } from '@creatorlens/db/sql-result';

/** Posts read per channel as category evidence (mapCategoryIds considers the newest 30). */
const POSTS_READ = 30;

/**
 * Maps the refreshed channels onto the taxonomy again after their bio and posts were stored (the same rules as the
 * seed: contracts mapCategoryIds over source labels, name, bio, listed hashtags and the newest post texts).
 */
export async function updateChannelCategoryIds(tx: Executor, channelIds: readonly string[]): Promise<void> {
  if (channelIds.length === 0) return;
  const rows = await selectRows<{
    id: string;
    platform: string;
    name: string;
    handle: string;
    bio: string | null;
    categories: string[] | null;
    hashtags: unknown;
    post_texts: string[] | null;
  }>(
    tx,
    sql`select c.id, c.platform::text as platform, c.name, c.handle, c.bio, c.categories, c.extra->'topHashtags' as hashtags,
               array(select concat_ws(' ', p.title, p.caption, immutable_array_to_text(p.hashtags)) from post p
                     where p.channel_id = c.id order by p.published_at desc limit ${POSTS_READ}) as post_texts
        from channel c
        where c.id in (select (jsonb_array_elements_text(${JSON.stringify(channelIds)}::jsonb))::uuid)`,
  );
  const updates = rows.map((row) => ({
    id: row.id,
    category_ids: mapCategoryIds({
      labels: row.categories ?? [],
      names: [row.name, row.handle],
      bio: row.bio,
      hashtags: Array.isArray(row.hashtags) ? row.hashtags.map(String) : [],
      postTexts: row.post_texts ?? [],
      platform: row.platform,
    }),
  }));
  await tx.execute(sql`
    update channel set category_ids = array(select jsonb_array_elements_text(v.category_ids))
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, category_ids jsonb)
    where channel.id = v.id`);
}
