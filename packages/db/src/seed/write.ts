/**
 * Batched, idempotent inserts. Each batch travels as ONE jsonb parameter expanded with jsonb_to_recordset, so a batch
 * never comes near PostgreSQL's 65,535 bind parameters and PGlite skips per-value parameter handling (several times
 * faster than multi-row VALUES). Column names and SQL types come from the Drizzle schema.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { artist, brand, channel, channelSnapshot, coupon, post } from '../schema/creators.ts';

import type { Transaction } from '../executor.ts';
import { selectRows } from '../sql-result.ts';
export type ArtistRow = typeof artist.$inferInsert;
export type ChannelRow = typeof channel.$inferInsert;
export type SnapshotRow = typeof channelSnapshot.$inferInsert;
export type PostRow = typeof post.$inferInsert;
export type BrandRow = typeof brand.$inferInsert;
export type CouponRow = typeof coupon.$inferInsert;

/** Rows per INSERT statement (one parameter each, so only memory bounds it). */
export const BATCH_SIZE = 2000;

type Returned = Record<string, unknown>;

/** INSERT … SELECT … FROM jsonb_to_recordset($1) … plus `tail` (ON CONFLICT / RETURNING), in batches. */
async function insertJson<T extends Record<string, unknown>>(
  tx: Transaction,
  table: PgTable,
  rows: readonly T[],
  tail: SQL,
  onBatch: (n: number) => void,
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const definitions = keys.map((k) => `"${columns[k]!.name}" ${columns[k]!.getSQLType()}`).join(', ');
  const returned: Returned[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE).map((r) => Object.fromEntries(keys.map((k) => [columns[k]!.name, r[k] ?? null])));
    const query = sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${sql.raw(definitions)}) ${tail}`;
    returned.push(...(await selectRows<Returned>(tx, query)));
    onBatch(batch.length);
  }
  return returned;
}

const toMap = (rows: Returned[], key: (r: Returned) => string) => new Map(rows.map((r) => [key(r), String(r.id)]));

/** Inserts artists (a slug that exists already is reused) and returns slug → id. */
export async function writeArtists(tx: Transaction, rows: ArtistRow[], onBatch: (n: number) => void): Promise<Map<string, string>> {
  const result = await insertJson(tx, artist, rows, sql`on conflict (slug) do update set updated_at = now() returning id, slug`, onBatch);
  return toMap(result, (r) => String(r.slug));
}

/** Upserts channels on (platform, platform_id) and returns `platform:platformId` → id. */
export async function writeChannels(tx: Transaction, rows: ChannelRow[], onBatch: (n: number) => void): Promise<Map<string, string>> {
  const updated = [
    'artist_id',
    'name',
    'handle',
    'bio',
    'country',
    'language',
    'categories',
    'followers',
    'following',
    'posts_count',
    'total_views',
    'average_views',
    'average_likes',
    'average_comments',
    'average_shares',
    'engagement_rate',
    'followers_30d_gain',
    'views_30d_gain',
    'extra',
    'data_as_of',
    'source',
  ]
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const result = await insertJson(
    tx,
    channel,
    rows,
    sql`on conflict (platform, platform_id) do update set ${sql.raw(updated)}, updated_at = now() returning id, platform, platform_id`,
    onBatch,
  );
  return toMap(result, (r) => `${String(r.platform)}:${String(r.platform_id)}`);
}

export async function writeSnapshots(tx: Transaction, rows: SnapshotRow[], onBatch: (n: number) => void): Promise<number> {
  await insertJson(
    tx,
    channelSnapshot,
    rows,
    sql`on conflict (channel_id, day) do update set followers = excluded.followers, following = excluded.following, posts_count = excluded.posts_count, total_views = excluded.total_views, total_likes = excluded.total_likes, source = excluded.source`,
    onBatch,
  );
  return rows.length;
}

/** Inserts posts (existing ones are left alone) and returns `platform:platformPostId` → id for every row, old or new. */
export async function writePosts(
  tx: Transaction,
  rows: PostRow[],
  onBatch: (n: number) => void,
): Promise<{ ids: Map<string, string>; inserted: number }> {
  const result = await insertJson(
    tx,
    post,
    rows,
    sql`on conflict (platform, platform_post_id) do nothing returning id, platform, platform_post_id`,
    onBatch,
  );
  const ids = toMap(result, (r) => `${String(r.platform)}:${String(r.platform_post_id)}`);
  return { ids, inserted: result.length };
}

/** Ids of posts that existed before this run (ON CONFLICT DO NOTHING returns nothing for them). */
export async function lookupPostIds(tx: Transaction, keys: { platform: string; platformPostId: string }[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const query = sql`select p.id, p.platform, p.platform_post_id from ${post} p join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k("platform" text, "platformPostId" text) on p.platform::text = k."platform" and p.platform_post_id = k."platformPostId"`;
  return toMap(await selectRows<Returned>(tx, query), (r) => `${String(r.platform)}:${String(r.platform_post_id)}`);
}

export async function writeBrands(tx: Transaction, rows: BrandRow[], onBatch: (n: number) => void): Promise<Map<string, string>> {
  const result = await insertJson(
    tx,
    brand,
    rows,
    sql`on conflict (slug) do update set website = coalesce(brand.website, excluded.website) returning id, slug`,
    onBatch,
  );
  return toMap(result, (r) => String(r.slug));
}

export async function writeCoupons(tx: Transaction, rows: CouponRow[], onBatch: (n: number) => void): Promise<number> {
  const result = await insertJson(tx, coupon, rows, sql`on conflict (code, brand_id, artist_id) do nothing returning id`, onBatch);
  return result.length;
}
