import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { requireCampaign } from './campaigns.ts';
import { teamVisibleTo, type TeamViewer } from '../teams/index.ts';
import { changedPositions, moveToIndex } from '@creatorlens/contracts';
import { lockOrderedIds, writePositions } from '../lists/index.ts';
import type { Dependencies, Executor } from '../dependencies.ts';

export interface CampaignColumnView {
  id: string;
  campaignId: string;
  name: string;
  idx: number;
  createdAt: number;
}

/** A board has at most this many columns: more do not fit a screen and usually mean tags were meant. */
export const MAX_COLUMNS_PER_CAMPAIGN = 20;

const column = schema.campaignColumn;

/**
 * A column name after trimming; VALIDATION naming the field when nothing is left, so every caller (tRPC, imports,
 * scripts) gets the same specific refusal and a board never shows a nameless column.
 */
function columnName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('VALIDATION', 'name: a column name must not be blank.');
  return trimmed;
}

const toView = (row: typeof column.$inferSelect): CampaignColumnView => ({
  id: row.id,
  campaignId: row.campaignId,
  name: row.name,
  idx: row.idx,
  createdAt: row.createdAt.getTime(),
});

/** A column whose campaign belongs to the organisation and is visible to the viewer; anything else answers NOT_FOUND. */
export async function requireColumn(
  db: Executor,
  organizationId: string,
  id: string,
  viewer: TeamViewer,
): Promise<typeof column.$inferSelect> {
  const [row] = await db
    .select({ column })
    .from(column)
    .innerJoin(schema.campaign, eq(schema.campaign.id, column.campaignId))
    .where(and(eq(column.id, id), eq(schema.campaign.organizationId, organizationId), teamVisibleTo(schema.campaign.teamId, viewer)));
  if (!row) throw new AppError('NOT_FOUND', 'No board column with this id exists in your organisation.');
  return row.column;
}

export async function selectColumns(db: Executor, campaignId: string): Promise<CampaignColumnView[]> {
  const rows = await db
    .select()
    .from(column)
    .where(eq(column.campaignId, campaignId))
    .orderBy(asc(column.idx), asc(column.createdAt), asc(column.id));
  return rows.map(toView);
}

/** The columns of a campaign's board, left to right. */
export async function listCampaignColumns({ db, actor }: Dependencies, input: { campaignId: string }): Promise<CampaignColumnView[]> {
  requirePermission(actor, 'read', 'campaign');
  const organizationId = requireOrganization(actor);
  await requireCampaign(db, organizationId, input.campaignId, actor);
  return selectColumns(db, input.campaignId);
}

/** Adds a column at the right end of the board. */
export async function createCampaignColumn(
  { db, actor }: Dependencies,
  input: { campaignId: string; name: string },
): Promise<CampaignColumnView> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  const name = columnName(input.name);
  return db.transaction(async (tx) => {
    await requireCampaign(tx, organizationId, input.campaignId, actor);
    const current = await lockOrderedIds(tx, column, sql`campaign_id = ${input.campaignId}`);
    if (current.length >= MAX_COLUMNS_PER_CAMPAIGN) {
      throw new AppError('LIMIT_EXCEEDED', `A campaign board has at most ${MAX_COLUMNS_PER_CAMPAIGN} columns.`);
    }
    const [row] = await tx.insert(column).values({ campaignId: input.campaignId, name, idx: current.length }).returning();
    if (!row) throw new Error('campaign_column insert returned nothing');
    await emitListsChanged(tx, organizationId, 'campaign', input.campaignId);
    return toView(row);
  });
}

/** Renames a column. */
export async function updateCampaignColumn(
  { db, actor }: Dependencies,
  input: { id: string; data: { name: string } },
): Promise<CampaignColumnView> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  const name = columnName(input.data.name);
  await requireColumn(db, organizationId, input.id, actor);
  const [row] = await db.update(column).set({ name }).where(eq(column.id, input.id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'No board column with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'campaign', row.campaignId);
  return toView(row);
}

/**
 * Deletes a column; its cards move to the end of the first remaining column in the same transaction, so no card
 * is lost. The last column cannot be deleted (a board needs somewhere to put cards).
 */
export async function deleteCampaignColumn(
  { db, actor }: Dependencies,
  input: { id: string },
): Promise<{ id: string; movedCards: number }> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const doomed = await requireColumn(tx, organizationId, input.id, actor);
    const columns = await lockOrderedIds(tx, column, sql`campaign_id = ${doomed.campaignId}`);
    const remaining = columns.filter((item) => item.id !== doomed.id);
    const destination = remaining[0];
    if (!destination) throw new AppError('CONFLICT', 'A board keeps at least one column.');
    const card = schema.campaignChannel;
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${card.idx}) + 1, 0)::int` })
      .from(card)
      .where(and(eq(card.campaignId, doomed.campaignId), eq(card.columnId, destination.id)));
    const offset = Number(last?.next ?? 0);
    const moved = await tx
      .update(card)
      .set({ columnId: destination.id, idx: sql`${card.idx} + ${offset}`, updatedAt: new Date() })
      .where(and(eq(card.campaignId, doomed.campaignId), eq(card.columnId, doomed.id)))
      .returning({ id: card.id });
    await tx.delete(column).where(eq(column.id, doomed.id));
    await writePositions(
      tx,
      column,
      changedPositions(
        remaining,
        remaining.map((item) => item.id),
      ),
    );
    await emitListsChanged(tx, organizationId, 'campaign', doomed.campaignId);
    return { id: doomed.id, movedCards: moved.length };
  });
}

/** Moves a column to a position (0 = leftmost) and renumbers the board's columns. */
export async function moveCampaignColumn({ db, actor }: Dependencies, input: { id: string; index: number }): Promise<CampaignColumnView[]> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const moving = await requireColumn(tx, organizationId, input.id, actor);
    const current = await lockOrderedIds(tx, column, sql`campaign_id = ${moving.campaignId}`);
    const next = moveToIndex(
      current.map((item) => item.id),
      moving.id,
      input.index,
    );
    await writePositions(tx, column, changedPositions(current, next));
    await emitListsChanged(tx, organizationId, 'campaign', moving.campaignId);
    return selectColumns(tx, moving.campaignId);
  });
}
