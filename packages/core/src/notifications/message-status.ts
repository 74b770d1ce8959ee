import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { WatermarkStatus } from '@creatorlens/db/schema';
import { AppError } from '../errors.ts';
import { scopeConditions, statusCondition, type FeedFilters } from './feed-filters.ts';
import { toMessageJson } from './feed.ts';
import {
  effectiveStatusAt,
  effectiveUpdatedAt,
  isWholeFeedScope,
  materialisedStatusColumns,
  MESSAGE_TABLE_REF,
  watermarkStatusCondition,
} from './status-watermark.ts';
import { selectRows } from '@creatorlens/db/sql-result';

const message = schema.notificationMessage;
const watermark = schema.notificationStatusWatermark;

export const MESSAGE_STATUSES = ['seen', 'unseen', 'read', 'unread', 'archived', 'unarchived', 'interacted', 'link_clicked'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Bulk actions as Knock names them; `archive`/`unarchive` are the client's spellings. */
export const BULK_ACTIONS = [...MESSAGE_STATUSES, 'archive', 'unarchive', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SET of an UPDATE applying one status: first the row's effective read_at / seen_at (mark-all watermarks
 * copied into the row, updated_at moved past them), then the change on top. Setting keeps an earlier timestamp;
 * interacted and link_clicked also mark read.
 */
function changesFor(status: MessageStatus, metadata: Record<string, unknown> | undefined): Record<string, SQL | null> {
  const now = sql`now()`;
  const base = materialisedStatusColumns();
  const keep = (effective: SQL) => sql`coalesce(${effective}, ${now})`;
  const changes = ((): Record<string, SQL | null> => {
    switch (status) {
      case 'seen':
        return { seenAt: keep(base.seenAt) };
      case 'unseen':
        return { seenAt: null };
      case 'read':
        return { readAt: keep(base.readAt) };
      case 'unread':
        return { readAt: null };
      case 'archived':
        return { archivedAt: sql`coalesce(${message.archivedAt}, ${now})` };
      case 'unarchived':
        return { archivedAt: null };
      case 'link_clicked':
        return { linkClickedAt: now, readAt: keep(base.readAt) };
      case 'interacted':
        return {
          interactedAt: now,
          readAt: keep(base.readAt),
          ...(metadata ? { metadata: sql`${JSON.stringify(metadata)}::jsonb` } : {}),
        };
    }
  })();
  return { readAt: base.readAt, seenAt: base.seenAt, updatedAt: base.updatedAt, ...changes };
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
      .set(changesFor(status, metadata))
      .where(and(inArray(message.id, ids), eq(message.recipientId, recipientId)))
      .returning();
    return rows.map(toMessageJson);
  });
}

/** Reads one message of the recipient, with the mark-all watermarks applied; others' messages answer FORBIDDEN. */
export async function getMessage(db: Database, recipientId: string, messageId: string) {
  if (!UUID.test(messageId)) throw new AppError('NOT_FOUND', 'No message with this id exists.');
  const [row] = await db
    .select({
      ...getTableColumns(message),
      readAt: effectiveStatusAt('read', MESSAGE_TABLE_REF).mapWith(message.readAt),
      seenAt: effectiveStatusAt('seen', MESSAGE_TABLE_REF).mapWith(message.seenAt),
      updatedAt: effectiveUpdatedAt(MESSAGE_TABLE_REF).mapWith(message.updatedAt),
    })
    .from(message)
    .where(eq(message.id, messageId));
  if (!row) throw new AppError('NOT_FOUND', 'No message with this id exists.');
  if (row.recipientId !== recipientId) throw new AppError('FORBIDDEN', 'This message is not yours.');
  return toMessageJson(row);
}

/**
 * "Mark all as read / seen" over a whole feed: one watermark row (status-watermark.ts) instead of rewriting every
 * message. Answers how many messages it turned read / seen, counted in the same transaction.
 */
async function markWholeFeed(db: Database, recipientId: string, channelId: string, status: WatermarkStatus): Promise<number> {
  return db.transaction(async (tx) => {
    const feed = { userId: recipientId, channelId, archived: 'exclude' as const };
    const scope = scopeConditions(recipientId, channelId, { archived: 'exclude' });
    const [counted] = await selectRows<{ pending: number }>(
      tx,
      sql`select count(*)::int as pending from ${message} where ${and(...scope, watermarkStatusCondition(status, 'pending', feed))}`,
    );
    const pending = counted?.pending ?? 0;
    // Nothing to mark (a popup opened with no unseen messages): no row, so watermarks only grow with real changes.
    if (pending > 0)
      await tx
        .insert(watermark)
        .values({ recipientId, channelId, status, at: sql`now()` })
        .onConflictDoNothing();
    return pending;
  });
}

/** Applies a bulk action to every message of a recipient on a channel that matches the filters. */
export async function bulkUpdateMessages(
  db: Database,
  recipientId: string,
  channelId: string,
  action: BulkAction,
  filters: FeedFilters,
): Promise<number> {
  const feed = { userId: recipientId, channelId, archived: filters.archived };
  const status = statusCondition(filters.status, feed);
  const where = and(...scopeConditions(recipientId, channelId, filters), ...(status ? [status] : []));
  if (action === 'delete') {
    const deleted = await db.delete(message).where(where).returning({ id: message.id });
    return deleted.length;
  }
  const normalised: MessageStatus = action === 'archive' ? 'archived' : action === 'unarchive' ? 'unarchived' : action;
  if ((normalised === 'read' || normalised === 'seen') && isWholeFeedScope(filters, normalised)) {
    return markWholeFeed(db, recipientId, channelId, normalised);
  }
  // Rows already in the target state are left alone: fewer writes, and updated_at keeps its meaning.
  const pending: Partial<Record<MessageStatus, SQL>> = {
    seen: watermarkStatusCondition('seen', 'pending', feed),
    read: watermarkStatusCondition('read', 'pending', feed),
    archived: sql`${message.archivedAt} is null`,
    unseen: watermarkStatusCondition('seen', 'done', feed),
    unread: watermarkStatusCondition('read', 'done', feed),
    unarchived: sql`${message.archivedAt} is not null`,
  };
  const extra = pending[normalised];
  // No RETURNING: a mark-all over thousands of messages needs only the count, not every id sent back.
  const result = await db
    .update(message)
    .set(changesFor(normalised, undefined))
    .where(extra ? and(where, extra) : where);
  return affectedRows(result);
}

/** Rows a statement changed: node-postgres reports rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: affected } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affected ?? 0;
}
