import { sql } from 'drizzle-orm';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { escapeLikePattern } from '../discovery/index.ts';
import { selectRows } from '@creatorlens/db/sql-result';

interface PublicCreatorHit {
  name: string;
  handle: string;
  platform: Platform;
  followers: number | null;
  artistSlug: string;
}

const PUBLIC_SEARCH_LIMIT = 8;

/**
 * The public site's header search for anonymous visitors: only the prefix branches of the app's channel search
 * (exact handle, handle prefix, name prefix), each served by a lower() text_pattern_ops index, so an anonymous
 * caller can never trigger a trigram scan. Returns only fields that are public on the platforms anyway, and only
 * confirmed channels (never one an organisation imported and no connector has confirmed).
 */
export async function searchPublicCreators({ db }: { db: Database }, input: { q: string }): Promise<PublicCreatorHit[]> {
  const term = input.q.trim().replace(/^@/, '').toLowerCase();
  if (term.length === 0) return [];
  const { channel, artist } = schema;
  const prefix = `${escapeLikePattern(term)}%`;
  const query = sql`
    with candidate as (
      (select ${channel.id} as id, 0 as tier from ${channel} where lower(${channel.handle}) = ${term} and ${channel.visibleToOrganizationId} is null limit ${PUBLIC_SEARCH_LIMIT})
      union all
      (select ${channel.id} as id, 1 as tier from ${channel} where lower(${channel.handle}) like ${prefix} and ${channel.visibleToOrganizationId} is null limit 100)
      union all
      (select ${channel.id} as id, 1 as tier from ${channel} where lower(${channel.name}) like ${prefix} and ${channel.visibleToOrganizationId} is null limit 100)
    ), best as (select id, min(tier) as tier from candidate group by id)
    select ${channel.name} as "name", ${channel.handle} as "handle", ${channel.platform}::text as "platform",
           ${channel.followers}::float8 as "followers", ${artist.slug} as "artistSlug"
    from best
    join ${channel} on ${channel.id} = best.id
    join ${artist} on ${artist.id} = ${channel.artistId}
    order by best.tier, ${channel.followers} desc nulls last, ${channel.id}
    limit ${PUBLIC_SEARCH_LIMIT}`;
  const rows = await selectRows<PublicCreatorHit>(db, query);
  return rows.map((row) => ({ ...row, followers: row.followers == null ? null : Number(row.followers) }));
}
