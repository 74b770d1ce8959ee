import { sql } from 'drizzle-orm';
import type { Database } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { isReservedSlug } from '@creatorlens/contracts';

/** How many artist pages the sitemap lists (one sitemap file holds at most 50,000 URLs; two languages each). */
const SITEMAP_ARTIST_LIMIT = 5000;

/**
 * The slugs of the most-followed artists (by their biggest channel), for sitemap.xml. One aggregate over the channel
 * table: the sitemap is cached for an hour, so this runs rarely. Unconfirmed imports never reach the sitemap.
 */
export async function listPublicArtistSlugs({ db }: { db: Database }, input: { limit?: number } = {}): Promise<string[]> {
  const limit = Math.min(Math.max(input.limit ?? SITEMAP_ARTIST_LIMIT, 1), SITEMAP_ARTIST_LIMIT);
  const rows = await selectRows<{ slug: string }>(
    db,
    sql`select a.slug from artist a
        join (select artist_id, max(followers) as followers from channel where visible_to_organization_id is null group by artist_id) biggest on biggest.artist_id = a.id
        order by biggest.followers desc nulls last, a.slug
        limit ${limit}`,
  );
  return rows.map((row) => row.slug).filter((slug) => !isReservedSlug(slug));
}
