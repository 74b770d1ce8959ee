import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { assertChannelVisible } from '../channels/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { MAX_CHANNELS_PER_DROP, partitionReadableChannels, type ChannelDropResult } from '../lists/index.ts';
import { manualWatchlistLimit, requireWatchlist, watchlistUsage } from './watchlists.ts';
import type { Dependencies } from '../dependencies.ts';

const entry = schema.watchlistChannel;

/**
 * Adds channels to a manual watchlist (spec §5). It is refused with LIMIT_EXCEEDED only when the list is already at
 * or above maxChannelsPerManualWatchlist; below it, the channels that fit are added in the order given and the rest
 * come back in overLimit, so the caller can say how many were left out and why (never a silent first part).
 * CONFLICT when every channel is already on it, and when the list is not manual. Channels of platforms the licence
 * cannot read are filtered out as for campaigns. The count is checked under a lock on the watchlist row, so two
 * drops at once cannot both squeeze past the limit.
 */
export async function addChannelsToWatchlist(
  { db, actor }: Dependencies,
  input: { watchlistId: string; channelIds: string[] },
): Promise<ChannelDropResult & { count: number; maxChannels: number; overLimit: string[] }> {
  const ability = requirePermission(actor, 'update', 'watchlist');
  const organizationId = requireOrganization(actor);
  if (input.channelIds.length > MAX_CHANNELS_PER_DROP) {
    throw new AppError('VALIDATION', `channelIds: at most ${MAX_CHANNELS_PER_DROP} channels per request.`);
  }
  const maxChannels = manualWatchlistLimit(actor);
  const list = await requireWatchlist(db, organizationId, input.watchlistId, actor);
  if (list.type !== 'manual') throw new AppError('CONFLICT', 'Only manual watchlists accept channels.');
  const { readable, filteredOut } = await partitionReadableChannels({ db, actor }, ability, input.channelIds);
  if (readable.length === 0) {
    return { added: [], alreadyPresent: [], filteredOut, overLimit: [], count: await watchlistUsage(db, list.id), maxChannels };
  }

  return db.transaction(async (tx) => {
    await tx.select({ id: schema.watchlist.id }).from(schema.watchlist).where(eq(schema.watchlist.id, list.id)).for('update');
    const present = await tx
      .select({ channelId: entry.channelId })
      .from(entry)
      .where(
        and(
          eq(entry.watchlistId, list.id),
          inArray(
            entry.channelId,
            readable.map((channel) => channel.id),
          ),
        ),
      );
    const presentSet = new Set(present.map((row) => row.channelId));
    const fresh = readable.filter((channel) => !presentSet.has(channel.id));
    if (fresh.length === 0) throw new AppError('CONFLICT', 'All these channels are already on this watchlist.');
    const current = await watchlistUsage(tx, list.id);
    if (current >= maxChannels) {
      throw new AppError(
        'LIMIT_EXCEEDED',
        `A manual watchlist holds at most ${maxChannels} channels under your licence; this one has ${current}.`,
      );
    }
    const fitting = fresh.slice(0, maxChannels - current);
    const overLimit = fresh.slice(fitting.length).map((channel) => channel.id);
    const inserted = await tx
      .insert(entry)
      .values(
        fitting.map((channel) => ({
          watchlistId: list.id,
          channelId: channel.id,
          ownerId: actor.userId,
          organizationId,
          teamId: list.teamId,
        })),
      )
      .onConflictDoNothing()
      .returning({ channelId: entry.channelId });
    const addedSet = new Set(inserted.map((row) => row.channelId));
    await tx
      .update(schema.watchlist)
      .set({ updatedAt: sql`now()` })
      .where(eq(schema.watchlist.id, list.id));
    await emitListsChanged(tx, organizationId, 'watchlist', list.id);
    return {
      added: readable.filter((channel) => addedSet.has(channel.id)).map((channel) => channel.id),
      alreadyPresent: readable
        .filter((channel) => !addedSet.has(channel.id) && !overLimit.includes(channel.id))
        .map((channel) => channel.id),
      filteredOut,
      overLimit,
      count: current + addedSet.size,
      maxChannels,
    };
  });
}

/** Takes a channel off a manual watchlist. */
export async function removeChannelFromWatchlist(
  { db, actor }: Dependencies,
  input: { watchlistId: string; channelId: string },
): Promise<{ watchlistId: string; channelId: string }> {
  requirePermission(actor, 'update', 'watchlist');
  const organizationId = requireOrganization(actor);
  await assertChannelVisible({ db, actor }, input.channelId);
  await requireWatchlist(db, organizationId, input.watchlistId, actor);
  const deleted = await db
    .delete(entry)
    .where(and(eq(entry.watchlistId, input.watchlistId), eq(entry.channelId, input.channelId), eq(entry.organizationId, organizationId)))
    .returning({ channelId: entry.channelId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This channel is not on a watchlist of your organisation.');
  await emitListsChanged(db, organizationId, 'watchlist', input.watchlistId);
  return input;
}
