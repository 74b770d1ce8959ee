import { and, desc, asc, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { FEED_PAGE_SIZE } from './constants.ts';
import { allConditions, scopeConditions, statusCondition, type FeedFilters } from './feed-filters.ts';

const message = schema.notificationMessage;
type MessageRow = typeof message.$inferSelect;

export interface FeedCounts {
  total_count: number;
  unread_count: number;
  unseen_count: number;
}

export interface FeedPageInput extends FeedFilters {
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
export function decodeCursor(cursor: string): Cursor | null {
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

interface ActorRecord {
  __typename: 'User';
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  phone_number: null;
  timezone: null;
  created_at: string;
  updated_at: string;
}

async function loadActors(db: Database, ids: string[]): Promise<Map<string, ActorRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.user.id, name: schema.user.name, username: schema.user.username, email: schema.user.email, image: schema.user.image, createdAt: schema.user.createdAt, updatedAt: schema.user.updatedAt })
    .from(schema.user)
    .where(inArray(schema.user.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        __typename: 'User' as const,
        id: row.id,
        name: row.username || row.name,
        email: row.email,
        avatar: row.image,
        phone_number: null,
        timezone: null,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ]),
  );
}

const sourceOf = (row: MessageRow) => ({ __typename: 'Workflow', key: row.workflowKey, version_id: row.workflowRunId, categories: row.categories });

/** A stored message as Knock's FeedItem. */
function toFeedItem(row: MessageRow, actors: Map<string, ActorRecord>) {
  const itemActors = row.actorIds.flatMap((id) => {
    const actor = actors.get(id);
    return actor ? [actor] : [];
  });
  return {
    __typename: 'FeedItem',
    __cursor: encodeCursor(row),
    id: row.id,
    actors: itemActors.slice(0, 1),
    activities: [],
    blocks: row.blocks,
    data: row.data,
    source: sourceOf(row),
    tenant: row.tenant,
    total_actors: itemActors.length,
    total_activities: 1,
    inserted_at: row.insertedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    seen_at: iso(row.seenAt),
    read_at: iso(row.readAt),
    interacted_at: iso(row.interactedAt),
    link_clicked_at: iso(row.linkClickedAt),
    clicked_at: iso(row.interactedAt),
    archived_at: iso(row.archivedAt),
  };
}

/** A stored message as Knock's Message (status endpoints). */
export function toMessageJson(row: MessageRow) {
  const engagement = [row.seenAt && 'seen', row.readAt && 'read', row.interactedAt && 'interacted', row.linkClickedAt && 'link_clicked', row.archivedAt && 'archived'].filter(Boolean);
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
 * badge does not jump when the status tab changes.
 */
export async function countFeed(db: Database, userId: string, channelId: string, filters: FeedFilters): Promise<FeedCounts> {
  const status = statusCondition(filters.status);
  const [row] = await db
    .select({
      total: status ? sql<number>`count(*) filter (where ${status})::int` : sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${message.readAt} is null)::int`,
      unseen: sql<number>`count(*) filter (where ${message.seenAt} is null)::int`,
    })
    .from(message)
    .where(and(...scopeConditions(userId, channelId, filters)));
  return { total_count: row?.total ?? 0, unread_count: row?.unread ?? 0, unseen_count: row?.unseen ?? 0 };
}

export class InvalidCursorError extends Error {}

/** One page of a user's feed with the counts over all pages (Knock's feed response). */
export async function listFeed(db: Database, userId: string, channelId: string, input: FeedPageInput) {
  const pageSize = Math.min(Math.max(input.pageSize ?? FEED_PAGE_SIZE, 1), FEED_PAGE_SIZE);
  const conditions = [allConditions(userId, channelId, input)];
  const before = input.before ? decodeCursor(input.before) : null;
  const after = input.after ? decodeCursor(input.after) : null;
  if ((input.before && !before) || (input.after && !after)) throw new InvalidCursorError('The cursor is not valid.');
  if (after) conditions.push(sql`(${message.insertedAt}, ${message.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`);
  if (before) conditions.push(sql`(${message.insertedAt}, ${message.id}) > (${before.t}::timestamptz, ${before.i}::uuid)`);
  // Items newer than `before` are read oldest-first so the page adjacent to the cursor comes back, then reversed.
  const order = before ? [asc(message.insertedAt), asc(message.id)] : [desc(message.insertedAt), desc(message.id)];
  const [rows, meta] = await Promise.all([
    db.select().from(message).where(and(...conditions)).orderBy(...order).limit(pageSize + 1),
    countFeed(db, userId, channelId, input),
  ]);
  const hasMore = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (before) page.reverse();
  const actors = await loadActors(db, [...new Set(page.flatMap((row) => row.actorIds))]);
  const last = page.at(-1);
  return {
    entries: page.map((row) => toFeedItem(row, actors)),
    meta: { __typename: 'FeedMetadata', ...meta },
    page_info: {
      __typename: 'PageInfo',
      after: !before && hasMore && last ? encodeCursor(last) : null,
      before: page[0] && (before ? hasMore : Boolean(after)) ? encodeCursor(page[0]) : null,
      page_size: pageSize,
    },
    vars: {},
  };
}
