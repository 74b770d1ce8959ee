import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { creatorFigurePlatforms } from '../channels/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { searchCreators, type CreatorFilters, type DiscoveryPlatform } from '../discovery/index.ts';
import { selectListChannels, type ListChannelView } from './list-channel-rows.ts';
import { requireWatchlist, watchlistUsage, watchlistView, type WatchlistView } from './watchlists.ts';
import type { Dependencies } from '../dependencies.ts';

/** How many of a saved filter's current results a dynamic watchlist shows (the filter's own first page, by its sort). */
const DYNAMIC_WATCHLIST_SIZE = 100;

interface WatchlistDetail {
  watchlist: WatchlistView;
  channels: ListChannelView[];
  /** For dynamic lists: the followed filter, or null when that saved search was deleted. */
  savedSearch: { id: string; name: string; platform: DiscoveryPlatform } | null;
}

/**
 * A watchlist with its channels and their figures. Manual lists show the change in followers since each channel
 * was added; dynamic lists show the saved filter's current results (discovery's searchCreators, so both agree).
 */
export async function getWatchlist({ db, actor }: Dependencies, input: { id: string }): Promise<WatchlistDetail> {
  requirePermission(actor, 'read', 'watchlist');
  const organizationId = requireOrganization(actor);
  const row = await requireWatchlist(db, organizationId, input.id, actor);
  const figurePlatforms = creatorFigurePlatforms(actor);
  if (row.type === 'manual') {
    const channels = await selectListChannels(
      db,
      { table: sql`watchlist_channel`, ownerColumn: sql`watchlist_id`, ownerId: row.id, organizationId },
      figurePlatforms,
    );
    return { watchlist: watchlistView(actor, row, await watchlistUsage(db, row.id)), channels, savedSearch: null };
  }

  const [saved] = row.savedSearchId
    ? await db
        .select()
        .from(schema.savedSearch)
        .where(and(eq(schema.savedSearch.id, row.savedSearchId), eq(schema.savedSearch.organizationId, organizationId)))
    : [];
  const view = watchlistView(actor, row, 0);
  // A followed search of a platform the licence does not (or no longer) read lists nothing rather than failing.
  if (!saved || !figurePlatforms.includes(saved.platform as DiscoveryPlatform)) {
    return { watchlist: view, channels: [], savedSearch: saved ? toSavedSearch(saved) : null };
  }
  const page = await searchCreators(
    { db, actor },
    { ...(saved.filters as CreatorFilters), platform: saved.platform as DiscoveryPlatform, page: 1, pageSize: DYNAMIC_WATCHLIST_SIZE },
  );
  const channels: ListChannelView[] = page.items.map((item) => ({
    channelId: item.id,
    platform: item.platform,
    name: item.name,
    handle: item.handle,
    avatarUrl: item.avatarUrl,
    artistSlug: item.artistSlug,
    followers: item.followers,
    engagementRate: item.engagementRate,
    followers30dGrowth: item.followers30dGrowth,
    averageViews: item.averageViews,
    addedAt: null,
    followersAtAdd: null,
    followersChange: null,
  }));
  return { watchlist: view, channels, savedSearch: toSavedSearch(saved) };
}

const toSavedSearch = (saved: typeof schema.savedSearch.$inferSelect) => ({
  id: saved.id,
  name: saved.name,
  platform: saved.platform as DiscoveryPlatform,
});
