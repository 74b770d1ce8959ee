import { and, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { FEED_PAGE_SIZE } from './constants.ts';
import { scopeConditions, statusCondition, type FeedFilters } from './feed-filters.ts';
import { selectFeedPageJson } from './feed-page-query.ts';
import { watermarkStatusCondition } from './status-watermark.ts';
import { selectRows } from '@creatorlens/db/sql-result';

const message = schema.notificationMessage;
type MessageRow = typeof message.$inferSelect;

interface FeedCounts {
  total_count: number;
  unread_count: number;
  unseen_count: number;
}

interface FeedPageInput extends FeedFilters {
  pageSize?: number | undefined;
  before?: string | undefined;
  after?: string | undefined;
}

interface Cursor {
  t: string;
  i: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (row: Pick<MessageRow, 'insertedAt' | 'id'>): string =>
  Buffer.from(JSON.stringify({ t: row.insertedAt.toISOString(), i: row.id })).toString('base64url');

/** Decodes an opaque cursor; null for anything malformed (the caller answers 400). */
function decodeCursor(cursor: string): Cursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof parsed.t !== 'string' || typeof parsed.i !== 'string' || !UUID.test(parsed.i)) return null;
    if (Number.isNaN(new Date(parsed.t).getTime())) return null;
    return { t: parsed.t, i: parsed.i };
  } catch {
    return null;
  }
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

const sourceOf = (row: MessageRow) => ({
  __typename: 'Workflow',
  key: row.workflowKey,
  version_id: row.workflowRunId,
  categories: row.categories,
});

/** A stored message as Knock's Message (status endpoints). */
export function toMessageJson(row: MessageRow) {
  const engagement = [
    row.seenAt && 'seen',
    row.readAt && 'read',
    row.interactedAt && 'interacted',
    row.linkClickedAt && 'link_clicked',
    row.archivedAt && 'archived',
  ].filter(Boolean);
  return {
    __typename: 'Message',
    id: row.id,
    channel_id: row.channelId,
    recipient: row.recipientId,
    actors: row.actorIds,
    status: 'delivered',
    engagement_statuses: engagement,
    inserted_at: row.insertedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    seen_at: iso(row.seenAt),
    read_at: iso(row.readAt),
    interacted_at: iso(row.interactedAt),
    link_clicked_at: iso(row.linkClickedAt),
    clicked_at: iso(row.interactedAt),
    archived_at: iso(row.archivedAt),
    tenant: row.tenant,
    workflow: row.workflowKey,
    source: sourceOf(row),
    data: row.data,
    metadata: row.metadata,
  };
}

/**
 * The counts over all pages: total follows every filter, unread and unseen every filter except status, so the
 * badge does not jump when the status tab changes. Three scalar subqueries instead of one count with FILTERs: with
 * the default scope (archived excluded) each one is an index-only scan of its own partial index
 * (notification_message_feed_active_idx / _unread_idx / _unseen_idx) and never touches the table rows.
 */
export async function countFeed(db: Database, userId: string, channelId: string, filters: FeedFilters): Promise<FeedCounts> {
  const scope = scopeConditions(userId, channelId, filters);
  const feed = { userId, channelId, archived: filters.archived };
  const status = statusCondition(filters.status, feed);
  const countWhere = (...extra: SQL[]) => sql`(select count(*)::int from ${message} where ${and(...scope, ...extra)})`;
  const [row] = await selectRows<{ total: number; unread: number; unseen: number }>(
    db,
    sql`select ${countWhere(...(status ? [status] : []))} as total, ${countWhere(watermarkStatusCondition('read', 'pending', feed))} as unread,
      ${countWhere(watermarkStatusCondition('seen', 'pending', feed))} as unseen`,
  );
  return { total_count: row?.total ?? 0, unread_count: row?.unread ?? 0, unseen_count: row?.unseen ?? 0 };
}

export class InvalidCursorError extends Error {}

/**
 * One page of a user's feed with the counts over all pages, as the JSON text of Knock's feed response. The page
 * arrives from PostgreSQL already rendered (one round trip, no row parsing or serialising here); only the small
 * envelope is written in JavaScript.
 */
export async function listFeedJson(db: Database, userId: string, channelId: string, input: FeedPageInput): Promise<string> {
  const pageSize = Math.min(Math.max(input.pageSize ?? FEED_PAGE_SIZE, 1), FEED_PAGE_SIZE);
  const before = input.before ? decodeCursor(input.before) : null;
  const after = input.after ? decodeCursor(input.after) : null;
  if ((input.before && !before) || (input.after && !after)) throw new InvalidCursorError('The cursor is not valid.');
  const extra: SQL[] = [];
  if (after) extra.push(sql`(${message.insertedAt}, ${message.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  if (before) extra.push(sql`(${message.insertedAt}, ${message.id}) > (${before.t}::timestamptz, ${before.i}::uuid)`);
  // Items newer than `before` are read oldest-first so the page adjacent to the cursor comes back (shown newest-first).
  const page = await selectFeedPageJson(db, { userId, channelId, filters: input, extra, newestFirst: !before, pageSize });
  const pageInfo = {
    __typename: 'PageInfo',
    after: !before && page.hasMore ? page.oldestCursor : null,
    before: page.newestCursor && (before ? page.hasMore : Boolean(after)) ? page.newestCursor : null,
    page_size: pageSize,
  };
  const meta = { __typename: 'FeedMetadata', total_count: page.total, unread_count: page.unread, unseen_count: page.unseen };
  return `{"entries":${page.entries},"meta":${JSON.stringify(meta)},"page_info":${JSON.stringify(pageInfo)},"vars":{}}`;
}
