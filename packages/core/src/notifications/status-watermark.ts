import { sql, type SQL } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { WatermarkStatus } from '@creatorlens/db/schema';
import type { FeedFilters } from './feed-filters.ts';

const watermark = schema.notificationStatusWatermark;
const message = schema.notificationMessage;

/**
 * "Mark all as read / seen" writes one notification_status_watermark row instead of rewriting every message (10,000
 * wide rows took 200-300 ms). The rule every reader and writer follows:
 *
 *   a message that is not archived, has read_at (seen_at) null and was last updated at or before a watermark's `at`
 *   is read (seen) at the earliest such `at`, and its updated_at is reported as at least that time.
 *
 * updated_at >= inserted_at always, so "updated at or before" also means "inserted at or before". Archived messages
 * are never covered: the bulk actions that write watermarks exclude archived messages, and archiving or unarchiving
 * a message moves its updated_at past every watermark. Every write to a message row copies the effective values into
 * the row first (see `materialisedStatusColumns`) and moves updated_at past the watermarks, so a later per-message
 * change (mark one message unread again) is never overridden by an older watermark.
 */

/** The columns of one message row the watermark rule reads, as SQL (a table's columns or a CTE alias's). */
interface MessageRef {
  recipientId: SQL;
  channelId: SQL;
  updatedAt: SQL;
  archivedAt: SQL;
  readAt: SQL;
  seenAt: SQL;
}

const columnOf = (status: WatermarkStatus, row: MessageRef): SQL => (status === 'read' ? row.readAt : row.seenAt);

/** The stored message table's own columns (for WHERE and UPDATE ... SET on notification_message). */
export const MESSAGE_TABLE_REF: MessageRef = {
  recipientId: sql`${message.recipientId}`,
  channelId: sql`${message.channelId}`,
  updatedAt: sql`${message.updatedAt}`,
  archivedAt: sql`${message.archivedAt}`,
  readAt: sql`${message.readAt}`,
  seenAt: sql`${message.seenAt}`,
};

/** The columns of a row alias (`p.read_at`, ...) in a statement that selected whole message rows. */
export function aliasRef(alias: string): MessageRef {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    recipientId: column('recipient_id'),
    channelId: column('channel_id'),
    updatedAt: column('updated_at'),
    archivedAt: column('archived_at'),
    readAt: column('read_at'),
    seenAt: column('seen_at'),
  };
}

/**
 * The earliest watermark covering this row while its own column is null (else null). With `feed`, the probe is
 * skipped for rows updated after the feed's latest watermark (an InitPlan computed once per statement), so a feed
 * without watermarks costs no probe at all.
 */
export function coveringAt(status: WatermarkStatus, row: MessageRef, feed?: WatermarkFeed): SQL {
  const guard = feed ? sql` and ${row.updatedAt} <= ${latestOf(status, feed)}` : sql``;
  return sql`case when ${columnOf(status, row)} is null and ${row.archivedAt} is null${guard} then (select min(${watermark.at}) from ${watermark}
    where ${watermark.recipientId} = ${row.recipientId} and ${watermark.channelId} = ${row.channelId}
      and ${watermark.status} = ${status} and ${watermark.at} >= ${row.updatedAt}) end`;
}

/** read_at / seen_at as the API reports them: the row's own value, else the covering watermark's time. */
export function effectiveStatusAt(status: WatermarkStatus, row: MessageRef): SQL {
  return sql`coalesce(${columnOf(status, row)}, ${coveringAt(status, row)})`;
}

/** updated_at as the API reports it: a mark-all counts as an update of every message it covered. */
export function effectiveUpdatedAt(row: MessageRef): SQL {
  return sql`greatest(${row.updatedAt}, ${coveringAt('read', row)}, ${coveringAt('seen', row)})`;
}

/** One feed as the watermark conditions need it; `latest` lets a statement read the latest watermarks from its own CTE. */
export interface WatermarkFeed {
  userId: string;
  channelId: string;
  latest?: ((status: WatermarkStatus) => SQL) | undefined;
}

const latestOf = (status: WatermarkStatus, feed: WatermarkFeed): SQL =>
  feed.latest?.(status) ?? latestWatermarkAt(status, feed.userId, feed.channelId);

/**
 * Both latest watermarks of one feed in one row (read, seen; -infinity when none), for a statement's CTE: planned
 * once instead of once per condition that needs them.
 */
export function latestWatermarksRow(userId: string, channelId: string): SQL {
  const latest = (status: WatermarkStatus) =>
    sql`coalesce(max(${watermark.at}) filter (where ${watermark.status} = ${status}), '-infinity'::timestamptz)`;
  return sql`select ${latest('read')} as read, ${latest('seen')} as seen from ${watermark}
    where ${watermark.recipientId} = ${userId} and ${watermark.channelId} = ${channelId}::uuid`;
}

/** The latest watermark of one feed (-infinity when there is none); an InitPlan evaluated once per statement. */
function latestWatermarkAt(status: WatermarkStatus, userId: string, channelId: string): SQL {
  return sql`(select coalesce(max(${watermark.at}), '-infinity'::timestamptz) from ${watermark}
    where ${watermark.recipientId} = ${userId} and ${watermark.channelId} = ${channelId}::uuid and ${watermark.status} = ${status})`;
}

/**
 * Whether messages of one feed are (un)read or (un)seen under the watermark rule. `archived` is the scope the
 * surrounding query already applies; with the default scope (archived excluded) the unread/unseen condition is a
 * range on updated_at that the partial indexes notification_message_unread_idx / _unseen_idx answer index-only.
 */
export function watermarkStatusCondition(
  status: WatermarkStatus,
  wanted: 'done' | 'pending',
  feed: WatermarkFeed & { archived: FeedFilters['archived'] },
  row: MessageRef = MESSAGE_TABLE_REF,
): SQL {
  const column = columnOf(status, row);
  const latest = latestOf(status, feed);
  const archived = feed.archived ?? 'exclude';
  if (archived === 'only') return wanted === 'pending' ? sql`${column} is null` : sql`${column} is not null`;
  if (archived === 'exclude') {
    return wanted === 'pending'
      ? sql`(${column} is null and ${row.updatedAt} > ${latest})`
      : sql`(${column} is not null or ${row.updatedAt} <= ${latest})`;
  }
  return wanted === 'pending'
    ? sql`(${column} is null and (${row.archivedAt} is not null or ${row.updatedAt} > ${latest}))`
    : sql`(${column} is not null or (${row.archivedAt} is null and ${row.updatedAt} <= ${latest}))`;
}

/**
 * The SET entries every UPDATE of message rows starts from: the effective read_at and seen_at written into the row,
 * and updated_at moved past every watermark of the feed (a mark-all in the same millisecond must not cover the
 * message again). Status changes are then applied on top of these values.
 */
export function materialisedStatusColumns(row: MessageRef = MESSAGE_TABLE_REF): { readAt: SQL; seenAt: SQL; updatedAt: SQL } {
  const newest = sql`(select max(${watermark.at}) + interval '1 millisecond' from ${watermark}
    where ${watermark.recipientId} = ${row.recipientId} and ${watermark.channelId} = ${row.channelId})`;
  return {
    readAt: effectiveStatusAt('read', row),
    seenAt: effectiveStatusAt('seen', row),
    updatedAt: sql`greatest(now(), ${newest})`,
  };
}

/**
 * Whether a bulk action with these filters is exactly "every non-archived message of the feed", which a watermark
 * expresses. Anything narrower (a tenant, a workflow, trigger data, a date range) updates the matching rows instead.
 */
export function isWholeFeedScope(filters: FeedFilters, status: WatermarkStatus): boolean {
  const pendingStatus = status === 'read' ? 'unread' : 'unseen';
  const statusFits = filters.status === undefined || filters.status === 'all' || filters.status === pendingStatus;
  const range = filters.insertedAt;
  const hasRange = Boolean(range && (range.gte || range.gt || range.lte || range.lt));
  return (
    statusFits &&
    (filters.archived ?? 'exclude') === 'exclude' &&
    !filters.source &&
    !filters.tenant &&
    !(filters.tenants && filters.tenants.length > 0) &&
    filters.hasTenant === undefined &&
    !(filters.workflowCategories && filters.workflowCategories.length > 0) &&
    !(filters.triggerData && Object.keys(filters.triggerData).length > 0) &&
    !hasRange
  );
}
