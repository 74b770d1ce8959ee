import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { assertChannelsVisible, type VisibleChannel } from '../channels/index.ts';
import { AppError } from '../errors.ts';
import { readablePostPlatforms, type AppAbility } from '../permissions/index.ts';
import { changedPositions, moveByEdge, type DropEdge } from '@creatorlens/contracts';
import type { Executor, Transaction } from '../dependencies.ts';
import { selectRows } from '@creatorlens/db/sql-result';

/** A database or an open transaction: helpers here run inside the caller's transaction. */

/** Most channels one drop (or one request) may add; a page of discovery selections fits many times over. */
export const MAX_CHANNELS_PER_DROP = 500;

/** What a drop of channels did: ids added, ids that were there already, ids of platforms the licence cannot read. */
export interface ChannelDropResult {
  added: string[];
  alreadyPresent: string[];
  filteredOut: string[];
}

/**
 * Splits dropped channel ids into those the actor may read (by platform, spec §5) and those to drop silently with
 * Campaigns.dnd-channels-filtered-out. Duplicates in the input collapse; an id that does not exist or names a channel
 * hidden from the organisation answers NOT_FOUND before anything is written.
 */
export async function partitionReadableChannels(
  deps: { db: Executor; actor: Actor },
  ability: AppAbility,
  channelIds: readonly string[],
): Promise<{ readable: VisibleChannel[]; filteredOut: string[] }> {
  // Input order is kept: the order of a multi-selection is the order the cards appear in.
  const visible = await assertChannelsVisible(deps, channelIds);
  const platforms = new Set(readablePostPlatforms(ability));
  return {
    readable: visible.filter((channel) => platforms.has(channel.platform)),
    filteredOut: visible.filter((channel) => !platforms.has(channel.platform)).map((channel) => channel.id),
  };
}

/** Writes new idx values for rows of one table in one statement (inside the caller's transaction). */
export async function writePositions(tx: Executor, table: PgTable, changes: readonly { id: string; idx: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const name = sql.identifier(getTableName(table));
  const values = sql.join(
    changes.map((change) => sql`(${change.id}::uuid, ${change.idx}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${name} SET idx = v.idx FROM (VALUES ${values}) AS v(id, idx) WHERE ${name}.id = v.id`);
}

/**
 * Locks and reads the ordered ids of one scope (an organisation's campaigns, a campaign's columns, ...). FOR UPDATE
 * makes concurrent moves in the same scope wait for each other instead of computing from a stale order.
 */
export async function lockOrderedIds(tx: Transaction, table: PgTable, scope: SQL): Promise<{ id: string; idx: number }[]> {
  const name = sql.identifier(getTableName(table));
  const rows = await selectRows<{ id: string; idx: number }>(
    tx,
    sql`SELECT id::text AS id, idx FROM ${name} WHERE ${scope} ORDER BY idx, created_at, id FOR UPDATE`,
  );
  return rows.map((row) => ({ id: row.id, idx: Number(row.idx) }));
}

/**
 * Moves an organisation-owned list item (campaign, watchlist, tag) to the top or bottom edge of another and
 * renumbers the organisation's items 0..n-1 in one transaction. NOT_FOUND when either id is not the organisation's.
 */
export async function reorderOrganizationItem(
  db: Database,
  table: PgTable,
  organizationId: string,
  input: { id: string; targetId: string; edge: DropEdge },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await lockOrderedIds(tx, table, sql`organization_id = ${organizationId}`);
    const ids = current.map((item) => item.id);
    if (!ids.includes(input.id) || !ids.includes(input.targetId)) {
      throw new AppError('NOT_FOUND', 'No such item exists in your organisation.');
    }
    const next = moveByEdge(ids, input.id, input.targetId, input.edge);
    await writePositions(tx, table, changedPositions(current, next));
    return next;
  });
}

/** The next idx at the end of an organisation's list (new items are appended). */
export async function nextOrganizationIdx(tx: Executor, table: PgTable, organizationId: string): Promise<number> {
  const name = sql.identifier(getTableName(table));
  const [row] = await selectRows<{ next: number }>(
    tx,
    sql`SELECT coalesce(max(idx) + 1, 0)::int AS next FROM ${name} WHERE organization_id = ${organizationId}`,
  );
  return Number(row?.next ?? 0);
}
