import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { scopeConditions, statusCondition, type FeedFilters } from './feed-filters.ts';
import { toMessageJson } from './feed.ts';

const message = schema.notificationMessage;

export const MESSAGE_STATUSES = ['seen', 'unseen', 'read', 'unread', 'archived', 'unarchived', 'interacted', 'link_clicked'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Bulk actions as Knock names them; `archive`/`unarchive` are the client's spellings. */
export const BULK_ACTIONS = [...MESSAGE_STATUSES, 'archive', 'unarchive', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The column changes of one status; setting keeps an earlier timestamp, interacted also marks read. */
function changesFor(status: MessageStatus, metadata: Record<string, unknown> | undefined): Record<string, SQL | null> {
  const now = sql`now()`;
  const keep = (column: SQL.Aliased | unknown) => sql`coalesce(${column}, ${now})`;
  switch (status) {
    case 'seen':
      return { seenAt: keep(message.seenAt) };
    case 'unseen':
      return { seenAt: null };
    case 'read':
      return { readAt: keep(message.readAt) };
    case 'unread':
      return { readAt: null };
    case 'archived':
      return { archivedAt: keep(message.archivedAt) };
    case 'unarchived':
      return { archivedAt: null };
    case 'link_clicked':
      return { linkClickedAt: now, readAt: keep(message.readAt) };
    case 'interacted':
      return {
        interactedAt: now,
        readAt: keep(message.readAt),
        ...(metadata ? { metadata: sql`${JSON.stringify(metadata)}::jsonb` } : {}),
      };
  }
}

/**
 * Sets or clears one status on messages of one recipient. Every id must belong to that recipient: a foreign or
 * unknown id refuses the whole batch (FORBIDDEN), so nobody learns which ids exist for other users.
 */
export async function updateMessageStatus(
  db: Database,
  recipientId: string,
  messageIds: string[],
  status: MessageStatus,
  metadata?: Record<string, unknown>,
) {
  const ids = [...new Set(messageIds)];
  if (ids.length === 0) return [];
  if (ids.some((id) => !UUID.test(id))) throw new AppError('FORBIDDEN', 'These messages are not yours.');
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: message.id })
      .from(message)
      .where(and(inArray(message.id, ids), eq(message.recipientId, recipientId)));
    if (owned.length !== ids.length) throw new AppError('FORBIDDEN', 'These messages are not yours.');
    const rows = await tx
      .update(message)
      .set({ ...changesFor(status, metadata), updatedAt: sql`now()` })
      .where(and(inArray(message.id, ids), eq(message.recipientId, recipientId)))
      .returning();
    return rows.map(toMessageJson);
  });
}

/** Reads one message of the recipient; others' messages answer FORBIDDEN. */
export async function getMessage(db: Database, recipientId: string, messageId: string) {
  if (!UUID.test(messageId)) throw new AppError('NOT_FOUND', 'No message with this id exists.');
  const [row] = await db.select().from(message).where(eq(message.id, messageId));
  if (!row) throw new AppError('NOT_FOUND', 'No message with this id exists.');
  if (row.recipientId !== recipientId) throw new AppError('FORBIDDEN', 'This message is not yours.');
  return toMessageJson(row);
}

/** Applies a bulk action to every message of a recipient on a channel that matches the filters. */
export async function bulkUpdateMessages(
  db: Database,
  recipientId: string,
  channelId: string,
  action: BulkAction,
  filters: FeedFilters,
): Promise<number> {
  const status = statusCondition(filters.status);
  const where = and(...scopeConditions(recipientId, channelId, filters), ...(status ? [status] : []));
  if (action === 'delete') {
    const deleted = await db.delete(message).where(where).returning({ id: message.id });
    return deleted.length;
  }
  const normalised: MessageStatus = action === 'archive' ? 'archived' : action === 'unarchive' ? 'unarchived' : action;
  // Rows already in the target state are left alone: fewer writes, and updated_at keeps its meaning.
  const pending: Partial<Record<MessageStatus, SQL>> = {
    seen: sql`${message.seenAt} is null`,
    read: sql`${message.readAt} is null`,
    archived: sql`${message.archivedAt} is null`,
    unseen: sql`${message.seenAt} is not null`,
    unread: sql`${message.readAt} is not null`,
    unarchived: sql`${message.archivedAt} is not null`,
  };
  const extra = pending[normalised];
  // No RETURNING: a mark-all over thousands of messages needs only the count, not every id sent back.
  const result = await db
    .update(message)
    .set({ ...changesFor(normalised, undefined), updatedAt: sql`now()` })
    .where(extra ? and(where, extra) : where);
  return affectedRows(result);
}

/** Rows a statement changed: node-postgres reports rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affected ?? 0;
}
