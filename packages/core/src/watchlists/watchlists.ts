import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { WatchlistType } from '@creatorlens/db/schema';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { nextOrganizationIdx, reorderOrganizationItem } from '../lists/index.ts';
import type { DropEdge } from '@creatorlens/contracts';
import type { Dependencies, Executor } from '../dependencies.ts';
import { requireTeamListAccess, teamVisibleTo, type TeamViewer } from '../teams/index.ts';

export interface WatchlistView {
  id: string;
  name: string;
  type: WatchlistType;
  /** The saved discovery filter a dynamic watchlist follows; null for manual lists. */
  savedSearchId: string | null;
  idx: number;
  /** The team the watchlist is shared with; null: the whole organisation. */
  teamId: string | null;
  createdAt: number;
  /** Channels added by hand (always 0 for dynamic lists); a list with channels is "in use". */
  usage: number;
  /** The licence's maxChannelsPerManualWatchlist for manual lists; null for dynamic ones. */
  maxChannels: number | null;
}

const watchlist = schema.watchlist;
type WatchlistRow = typeof watchlist.$inferSelect;

export const manualWatchlistLimit = (actor: Actor): number => actor.license?.constraints.maxChannelsPerManualWatchlist ?? 0;

const toView = (actor: Actor, row: WatchlistRow, usage: number): WatchlistView => ({
  id: row.id,
  name: row.name,
  type: row.type,
  savedSearchId: row.savedSearchId,
  idx: row.idx,
  teamId: row.teamId,
  createdAt: row.createdAt.getTime(),
  usage,
  maxChannels: row.type === 'manual' ? manualWatchlistLimit(actor) : null,
});

/**
 * A watchlist of the organisation that the viewer may see (team lists: team members and admins); another
 * organisation's id, or another team's watchlist, answers NOT_FOUND, as if unknown.
 */
export async function requireWatchlist(db: Executor, organizationId: string, id: string, viewer: TeamViewer): Promise<WatchlistRow> {
  const [row] = await db
    .select()
    .from(watchlist)
    .where(and(eq(watchlist.id, id), eq(watchlist.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No watchlist with this id exists in your organisation.');
  await requireTeamListAccess(db, viewer, row.teamId, 'watchlist');
  return row;
}

export async function watchlistUsage(db: Executor, watchlistId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(schema.watchlistChannel)
    .where(eq(schema.watchlistChannel.watchlistId, watchlistId));
  return Number(row?.value ?? 0);
}

export const watchlistView = toView;

/** The organisation's watchlists in sidebar order, with their channel counts and the manual limit. */
export async function listWatchlists({ db, actor }: Dependencies): Promise<WatchlistView[]> {
  requirePermission(actor, 'read', 'watchlist');
  const organizationId = requireOrganization(actor);
  const rows = await db
    .select({ watchlist, usage: count(schema.watchlistChannel.channelId) })
    .from(watchlist)
    .leftJoin(schema.watchlistChannel, eq(schema.watchlistChannel.watchlistId, watchlist.id))
    .where(and(eq(watchlist.organizationId, organizationId), teamVisibleTo(watchlist.teamId, actor)))
    .groupBy(watchlist.id)
    .orderBy(asc(watchlist.idx), asc(watchlist.createdAt), asc(watchlist.id));
  return rows.map((row) => toView(actor, row.watchlist, Number(row.usage)));
}

/** Creates a manual watchlist, or a dynamic one following a saved search of the organisation. */
export async function createWatchlist(
  { db, actor }: Dependencies,
  input: { name: string; type: 'manual' } | { name: string; type: 'dynamic'; savedSearchId: string },
): Promise<WatchlistView> {
  requirePermission(actor, 'create', 'watchlist');
  const organizationId = requireOrganization(actor);
  const savedSearchId = input.type === 'dynamic' ? input.savedSearchId : null;
  if (savedSearchId) await requireSavedSearch(db, organizationId, savedSearchId);
  const row = await db.transaction(async (tx) => {
    const idx = await nextOrganizationIdx(tx, watchlist, organizationId);
    const [created] = await tx
      .insert(watchlist)
      .values({ organizationId, ownerId: actor.userId, name: input.name.trim(), type: input.type, savedSearchId, idx })
      .returning();
    if (!created) throw new Error('watchlist insert returned nothing');
    return created;
  });
  await emitListsChanged(db, organizationId, 'watchlist', row.id);
  return toView(actor, row, 0);
}

async function requireSavedSearch(db: Executor, organizationId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: schema.savedSearch.id })
    .from(schema.savedSearch)
    .where(and(eq(schema.savedSearch.id, id), eq(schema.savedSearch.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'savedSearchId: no saved search with this id exists in your organisation.');
}

/** Renames a watchlist, or points a dynamic one at another saved search. */
export async function updateWatchlist(
  { db, actor }: Dependencies,
  input: { id: string; data: { name?: string | undefined; savedSearchId?: string | undefined } },
): Promise<WatchlistView> {
  requirePermission(actor, 'update', 'watchlist');
  const organizationId = requireOrganization(actor);
  const existing = await requireWatchlist(db, organizationId, input.id, actor);
  if (input.data.savedSearchId !== undefined) {
    if (existing.type !== 'dynamic') throw new AppError('VALIDATION', 'savedSearchId: only dynamic watchlists follow a saved search.');
    await requireSavedSearch(db, organizationId, input.data.savedSearchId);
  }
  const [row] = await db
    .update(watchlist)
    .set({
      ...(input.data.name !== undefined ? { name: input.data.name.trim() } : {}),
      ...(input.data.savedSearchId !== undefined ? { savedSearchId: input.data.savedSearchId } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(watchlist.id, input.id), eq(watchlist.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No watchlist with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'watchlist', row.id);
  return toView(actor, row, await watchlistUsage(db, row.id));
}

/** Deletes a watchlist and its entries (cascade). */
export async function deleteWatchlist({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'watchlist');
  const organizationId = requireOrganization(actor);
  const deleted = await db
    .delete(watchlist)
    .where(and(eq(watchlist.id, input.id), eq(watchlist.organizationId, organizationId), teamVisibleTo(watchlist.teamId, actor)))
    .returning({ id: watchlist.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No watchlist with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'watchlist', input.id);
  return { id: input.id };
}

/** Drops a watchlist on the top or bottom edge of another; returns the new order of ids. */
export async function reorderWatchlist(
  { db, actor }: Dependencies,
  input: { id: string; targetId: string; edge: DropEdge },
): Promise<{ order: string[] }> {
  requirePermission(actor, 'update', 'watchlist');
  const organizationId = requireOrganization(actor);
  await requireWatchlist(db, organizationId, input.id, actor);
  const order = await reorderOrganizationItem(db, watchlist, organizationId, input);
  await emitListsChanged(db, organizationId, 'watchlist');
  return { order };
}
