import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { assertChannelVisible, creatorFigurePlatforms } from '../channels/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { MAX_CHANNELS_PER_DROP, partitionReadableChannels, type ChannelDropResult } from '../lists/index.ts';
import { selectListChannels, type ListChannelView } from '../watchlists/index.ts';
import { requireTag, tagUsage, tagView, type TagView } from './tags.ts';
import type { Dependencies } from '../dependencies.ts';

const entry = schema.channelTag;

/** A tag with the channels carrying it, newest first. */
export async function getTag({ db, actor }: Dependencies, input: { id: string }): Promise<{ tag: TagView; channels: ListChannelView[] }> {
  const organizationId = requireOrganization(actor);
  const row = await requireTag(db, organizationId, input.id);
  const channels = await selectListChannels(
    db,
    { table: sql`channel_tag`, ownerColumn: sql`tag_id`, ownerId: row.id, organizationId },
    creatorFigurePlatforms(actor),
  );
  return { tag: tagView(row, await tagUsage(db, row.id)), channels };
}

/**
 * Tags channels in one statement: already tagged channels are left alone (ON CONFLICT DO NOTHING) and channels of
 * platforms the licence cannot read are filtered out, as for campaigns.
 */
export async function addChannelsToTag(
  { db, actor }: Dependencies,
  input: { tagId: string; channelIds: string[] },
): Promise<ChannelDropResult> {
  const ability = requirePermission(actor, 'update', 'tag');
  const organizationId = requireOrganization(actor);
  if (input.channelIds.length > MAX_CHANNELS_PER_DROP) {
    throw new AppError('VALIDATION', `channelIds: at most ${MAX_CHANNELS_PER_DROP} channels per request.`);
  }
  await requireTag(db, organizationId, input.tagId);
  const { readable, filteredOut } = await partitionReadableChannels({ db, actor }, ability, input.channelIds);
  if (readable.length === 0) return { added: [], alreadyPresent: [], filteredOut };
  const inserted = await db
    .insert(entry)
    .values(readable.map((channel) => ({ tagId: input.tagId, channelId: channel.id, organizationId })))
    .onConflictDoNothing()
    .returning({ channelId: entry.channelId });
  const addedSet = new Set(inserted.map((item) => item.channelId));
  if (addedSet.size > 0) await emitListsChanged(db, organizationId, 'tag', input.tagId);
  return {
    added: readable.filter((channel) => addedSet.has(channel.id)).map((channel) => channel.id),
    alreadyPresent: readable.filter((channel) => !addedSet.has(channel.id)).map((channel) => channel.id),
    filteredOut,
  };
}

/** Takes a tag off a channel. */
export async function removeChannelFromTag(
  { db, actor }: Dependencies,
  input: { tagId: string; channelId: string },
): Promise<{ tagId: string; channelId: string }> {
  requirePermission(actor, 'update', 'tag');
  const organizationId = requireOrganization(actor);
  await assertChannelVisible({ db, actor }, input.channelId);
  const deleted = await db
    .delete(entry)
    .where(and(eq(entry.tagId, input.tagId), eq(entry.channelId, input.channelId), eq(entry.organizationId, organizationId)))
    .returning({ channelId: entry.channelId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This channel does not carry a tag of your organisation.');
  await emitListsChanged(db, organizationId, 'tag', input.tagId);
  return input;
}
