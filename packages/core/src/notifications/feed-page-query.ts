import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@creatorlens/db';
import { scopeConditions, statusCondition, type FeedFilters } from './feed-filters.ts';
import { aliasRef, coveringAt, latestWatermarksRow, watermarkStatusCondition } from './status-watermark.ts';
import { selectRows } from '@creatorlens/db/sql-result';

const message = schema.notificationMessage;
const user = schema.user;

/** Timestamps in Date#toISOString() form (UTC, milliseconds, Z), as every other API answer writes them. */
const isoOf = (column: SQL | AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The opaque feed cursor, byte for byte what encodeCursor() writes: base64url (no padding, no line breaks) of
 * {"t":"<inserted_at ISO>","i":"<id>"}.
 */
const cursorOf = (table: string) =>
  sql`translate(encode(convert_to('{"t":"' || ${isoOf(sql.raw(`${table}.inserted_at`))} || '","i":"' || ${sql.raw(`${table}.id`)}::text || '"}', 'UTF8'), 'base64'), E'+/=\\n', '-_')`;

interface FeedPageQuery {
  userId: string;
  channelId: string;
  filters: FeedFilters;
  /** Cursor conditions. */
  extra: SQL[];
  newestFirst: boolean;
  /** Items to show; one more is read to learn whether another page exists. */
  pageSize: number;
}

interface FeedPageJson {
  /** The JSON array of Knock FeedItems, newest first, as text. */
  entries: string;
  total: number;
  unread: number;
  unseen: number;
  hasMore: boolean;
  newestCursor: string | null;
  oldestCursor: string | null;
}

/**
 * One message row as Knock's FeedItem, built by PostgreSQL (column references are to the `shown` rows `p`). Actors
 * are looked up per unnested id on the user key (LATERAL + OFFSET 0 keep it an index probe per id): `user.id = any(array)` and
 * a plain join were planned as a scan or hash of the whole user table for every item (12-25 ms a page instead of 2).
 * The actor's e-mail is never sent: the feed goes to other users, who get the name and avatar only.
 */
const FEED_ITEM = sql`json_build_object(
  '__typename', 'FeedItem', '__cursor', ${cursorOf('p')}, 'id', p.id,
  'actors', case when cardinality(p.actor_ids) = 0 then '[]'::json else coalesce((
    select json_build_array(json_build_object('__typename', 'User', 'id', ${user.id},
      'name', coalesce(nullif(${user.username}, ''), ${user.name}), 'email', null, 'avatar', ${user.image},
      'phone_number', null, 'timezone', null, 'created_at', ${isoOf(user.createdAt)}, 'updated_at', ${isoOf(user.updatedAt)}))
    from unnest(p.actor_ids) with ordinality as actor(id, position)
    join ${user} on ${user.id} = actor.id order by actor.position limit 1), '[]'::json) end,
  'activities', '[]'::json, 'blocks', p.blocks, 'data', p.data,
  'source', json_build_object('__typename', 'Workflow', 'key', p.workflow_key, 'version_id', p.workflow_run_id, 'categories', p.categories),
  'tenant', p.tenant,
  'total_actors', case when cardinality(p.actor_ids) = 0 then 0 else (
    select count(*)::int from unnest(p.actor_ids) as actor(id), lateral (select 1 from ${user} where ${user.id} = actor.id offset 0) as known) end,
  'total_activities', 1,
  'inserted_at', ${isoOf(sql.raw('p.inserted_at'))}, 'updated_at', ${isoOf(sql.raw('p.shown_updated_at'))},
  'seen_at', ${isoOf(sql.raw('p.shown_seen_at'))}, 'read_at', ${isoOf(sql.raw('p.shown_read_at'))},
  'interacted_at', ${isoOf(sql.raw('p.interacted_at'))}, 'link_clicked_at', ${isoOf(sql.raw('p.link_clicked_at'))},
  'clicked_at', ${isoOf(sql.raw('p.interacted_at'))}, 'archived_at', ${isoOf(sql.raw('p.archived_at'))})`;

/**
 * One page of a feed with the counts over all pages in ONE statement, and the page already rendered as JSON text
 * by PostgreSQL: the server neither parses rows nor serialises objects, it splices this text into the answer. Each
 * count is its own scalar subquery, which with the default scope (archived excluded) is an index-only scan of its
 * partial index. Exported so the benchmark drives exactly this SQL as its raw floor.
 */
export function feedPageStatement(input: FeedPageQuery): SQL {
  const scope = scopeConditions(input.userId, input.channelId, input.filters);
  // The latest watermarks come from the `marks` CTE: one lookup, planned once, however many conditions use them.
  const feed = {
    userId: input.userId,
    channelId: input.channelId,
    archived: input.filters.archived,
    latest: (status: 'read' | 'seen') => sql`(select ${sql.raw(status)} from marks)`,
  };
  const status = statusCondition(input.filters.status, feed);
  const fetchedRow = aliasRef('fetched');
  const countWhere = (...extra: SQL[]) => sql`(select count(*)::int from ${message} where ${and(...scope, ...extra)})`;
  const direction = input.newestFirst ? sql`desc` : sql`asc`;
  return sql`
    with marks as materialized (${latestWatermarksRow(input.userId, input.channelId)}),
    fetched as materialized (
      select * from ${message}
      where ${and(...scope, ...(status ? [status] : []), ...input.extra)}
      order by ${message.insertedAt} ${direction}, ${message.id} ${direction}
      limit ${input.pageSize + 1}
    ),
    p as (
      -- read_at / seen_at / updated_at as reported, with the mark-all watermarks applied (status-watermark.ts).
      select fetched.*, coalesce(fetched.read_at, cover.read_at) as shown_read_at, coalesce(fetched.seen_at, cover.seen_at) as shown_seen_at,
        greatest(fetched.updated_at, cover.read_at, cover.seen_at) as shown_updated_at
      from fetched, lateral (select ${coveringAt('read', fetchedRow, feed)} as read_at, ${coveringAt('seen', fetchedRow, feed)} as seen_at offset 0) as cover
      order by fetched.inserted_at ${direction}, fetched.id ${direction} limit ${input.pageSize}
    )
    select ${countWhere(...(status ? [status] : []))} as total,
      ${countWhere(watermarkStatusCondition('read', 'pending', feed))} as unread,
      ${countWhere(watermarkStatusCondition('seen', 'pending', feed))} as unseen,
      (select count(*) from fetched) > ${input.pageSize} as has_more,
      coalesce((select json_agg(${FEED_ITEM} order by p.inserted_at desc, p.id desc) from p), '[]'::json)::text as entries,
      (select ${cursorOf('p')} from p order by p.inserted_at desc, p.id desc limit 1) as newest_cursor,
      (select ${cursorOf('p')} from p order by p.inserted_at asc, p.id asc limit 1) as oldest_cursor
  `;
}

interface RawRow {
  total: number;
  unread: number;
  unseen: number;
  has_more: boolean;
  entries: string;
  newest_cursor: string | null;
  oldest_cursor: string | null;
}

export async function selectFeedPageJson(db: Database, input: FeedPageQuery): Promise<FeedPageJson> {
  const [row] = await selectRows<RawRow>(db, feedPageStatement(input));
  if (!row) throw new Error('the feed statement returned no row');
  return {
    entries: row.entries,
    total: row.total,
    unread: row.unread,
    unseen: row.unseen,
    hasMore: row.has_more,
    newestCursor: row.newest_cursor,
    oldestCursor: row.oldest_cursor,
  };
}
