import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { TagColor } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { nextOrganizationIdx, reorderOrganizationItem } from '../lists/index.ts';
import type { DropEdge } from '@creatorlens/contracts';
import type { Dependencies, Executor } from '../dependencies.ts';

export interface TagView {
  id: string;
  name: string;
  color: TagColor;
  idx: number;
  createdAt: number;
  /** Channels carrying the tag; a tag in use warns before it is deleted. */
  usage: number;
}

const tag = schema.tag;
type TagRow = typeof tag.$inferSelect;

export const tagView = (row: TagRow, usage: number): TagView => ({
  id: row.id,
  name: row.name,
  color: row.color,
  idx: row.idx,
  createdAt: row.createdAt.getTime(),
  usage,
});

/** A tag of the organisation; another organisation's id answers NOT_FOUND, as if unknown. */
export async function requireTag(db: Executor, organizationId: string, id: string): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tag)
    .where(and(eq(tag.id, id), eq(tag.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No tag with this id exists in your organisation.');
  return row;
}

export async function tagUsage(db: Executor, tagId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.channelTag).where(eq(schema.channelTag.tagId, tagId));
  return Number(row?.value ?? 0);
}

/**
 * The organisation's tags in sidebar order. Reading tags needs only membership: the spec's permission catalogue
 * has no read action on tags (members, guests and expired licences all see them).
 */
export async function listTags({ db, actor }: Dependencies): Promise<TagView[]> {
  const organizationId = requireOrganization(actor);
  const rows = await db
    .select({ tag, usage: count(schema.channelTag.channelId) })
    .from(tag)
    .leftJoin(schema.channelTag, eq(schema.channelTag.tagId, tag.id))
    .where(eq(tag.organizationId, organizationId))
    .groupBy(tag.id)
    .orderBy(asc(tag.idx), asc(tag.createdAt), asc(tag.id));
  return rows.map((row) => tagView(row.tag, Number(row.usage)));
}

/** Creates a tag at the end of the organisation's list. */
export async function createTag({ db, actor }: Dependencies, input: { name: string; color: TagColor }): Promise<TagView> {
  requirePermission(actor, 'create', 'tag');
  const organizationId = requireOrganization(actor);
  const row = await db.transaction(async (tx) => {
    const idx = await nextOrganizationIdx(tx, tag, organizationId);
    const [created] = await tx.insert(tag).values({ organizationId, name: input.name.trim(), color: input.color, idx }).returning();
    if (!created) throw new Error('tag insert returned nothing');
    return created;
  });
  await emitListsChanged(db, organizationId, 'tag', row.id);
  return tagView(row, 0);
}

/** Renames or recolours a tag. */
export async function updateTag(
  { db, actor }: Dependencies,
  input: { id: string; data: { name?: string | undefined; color?: TagColor | undefined } },
): Promise<TagView> {
  requirePermission(actor, 'update', 'tag');
  const organizationId = requireOrganization(actor);
  const [row] = await db
    .update(tag)
    .set({
      ...(input.data.name !== undefined ? { name: input.data.name.trim() } : {}),
      ...(input.data.color !== undefined ? { color: input.data.color } : {}),
    })
    .where(and(eq(tag.id, input.id), eq(tag.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No tag with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'tag', row.id);
  return tagView(row, await tagUsage(db, row.id));
}

/** Deletes a tag; the channels keep existing, only the tag comes off them (cascade). */
export async function deleteTag({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'tag');
  const organizationId = requireOrganization(actor);
  const deleted = await db
    .delete(tag)
    .where(and(eq(tag.id, input.id), eq(tag.organizationId, organizationId)))
    .returning({ id: tag.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No tag with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'tag', input.id);
  return { id: input.id };
}

/** Drops a tag on the top or bottom edge of another; returns the new order of ids. */
export async function reorderTag(
  { db, actor }: Dependencies,
  input: { id: string; targetId: string; edge: DropEdge },
): Promise<{ order: string[] }> {
  requirePermission(actor, 'update', 'tag');
  const organizationId = requireOrganization(actor);
  const order = await reorderOrganizationItem(db, tag, organizationId, input);
  await emitListsChanged(db, organizationId, 'tag');
  return { order };
}
