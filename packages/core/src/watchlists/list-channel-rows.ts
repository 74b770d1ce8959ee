import { sql, type SQL } from 'drizzle-orm';
import type { Platform } from '@creatorlens/db';
import { channelVisibleToAlias } from '../channels/index.ts';
import type { Executor } from '../dependencies.ts';
import { selectRows } from '@creatorlens/db/sql-result';

/** A channel as watchlist and tag pages show it: identity, headline figures and the change since it was added. */
export interface ListChannelView {
  channelId: string;
  platform: Platform;
  name: string;
  handle: string;
  avatarUrl: string | null;
  artistSlug: string;
  followers: number | null;
  engagementRate: number | null;
  followers30dGrowth: number | null;
  averageViews: number | null;
  /** Epoch milliseconds; null for channels a dynamic watchlist holds through its filter. */
  addedAt: number | null;
  /** Followers on the newest daily snapshot at or before the day it was added; null when none is known. */
  followersAtAdd: number | null;
  /** followers - followersAtAdd, when both are known. */
  followersChange: number | null;
}

interface RawRow {
  channel_id: string;
  platform: Platform;
  name: string;
  handle: string;
  avatar_url: string | null;
  artist_slug: string;
  followers: string | number | null;
  engagement_rate: number | null;
  followers_30d_growth: number | null;
  average_views: number | null;
  added_at: string | Date;
  followers_at_add: string | number | null;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/**
 * Channels of an entry table (watchlist_channel or channel_tag) with their figures and the change since added.
 * The snapshot is found per entry through a LATERAL lookup on the (channel_id, day) primary key: one index probe
 * per row, no scan of a channel's history. Creator figures are nulled when the licence no longer allows them; channels
 * hidden from the organisation are left out.
 */
export async function selectListChannels(
  db: Executor,
  entries: { table: SQL; ownerColumn: SQL; ownerId: string; organizationId: string },
  figurePlatforms: readonly Platform[],
): Promise<ListChannelView[]> {
  const rows = await selectRows<RawRow>(
    db,
    sql`
    SELECT e.channel_id::text AS channel_id, c.platform, c.name, c.handle, c.avatar_url, a.slug AS artist_slug,
           c.followers, c.engagement_rate, c.followers_30d_growth, c.average_views, e.created_at AS added_at,
           s.followers AS followers_at_add
      FROM ${entries.table} e
      JOIN channel c ON c.id = e.channel_id
      JOIN artist a ON a.id = c.artist_id
      LEFT JOIN LATERAL (
        SELECT cs.followers FROM channel_snapshot cs
         WHERE cs.channel_id = e.channel_id AND cs.day <= (e.created_at AT TIME ZONE 'UTC')::date
         ORDER BY cs.day DESC LIMIT 1
      ) s ON true
     WHERE e.${entries.ownerColumn} = ${entries.ownerId} AND ${channelVisibleToAlias('c', entries.organizationId)}
     ORDER BY e.created_at DESC, c.name, c.id`,
  );
  return rows.map((row) => {
    // Figures only for platforms the licence reads (none when it expired); the list itself stays readable.
    const mayReadCreatorData = figurePlatforms.includes(row.platform as Platform);
    const followers = mayReadCreatorData ? toNumber(row.followers) : null;
    const followersAtAdd = mayReadCreatorData ? toNumber(row.followers_at_add) : null;
    return {
      channelId: row.channel_id,
      platform: row.platform,
      name: row.name,
      handle: row.handle,
      avatarUrl: row.avatar_url,
      artistSlug: row.artist_slug,
      followers,
      engagementRate: mayReadCreatorData ? row.engagement_rate : null,
      followers30dGrowth: mayReadCreatorData ? row.followers_30d_growth : null,
      averageViews: mayReadCreatorData ? row.average_views : null,
      addedAt: new Date(row.added_at).getTime(),
      followersAtAdd,
      followersChange: followers !== null && followersAtAdd !== null ? followers - followersAtAdd : null,
    };
  });
}
