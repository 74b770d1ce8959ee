import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { assertChannelVisible, channelVisibleTo } from '../channels/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { requireCampaign } from './campaigns.ts';
import { requireColumn } from './campaign-columns.ts';
import { teamVisibleTo, type TeamViewer } from '../teams/index.ts';
import { changedPositions, moveToIndex } from '@creatorlens/contracts';
import {
  MAX_CHANNELS_PER_DROP,
  lockOrderedIds,
  partitionReadableChannels,
  writePositions,
  type ChannelDropResult,
} from '../lists/index.ts';
import type { Dependencies, Transaction } from '../dependencies.ts';
import { MAX_BUDGET_PATTERN } from '@creatorlens/contracts';

const card = schema.campaignChannel;

export { MAX_BUDGET_PATTERN } from '@creatorlens/contracts';

async function lockCampaign(tx: Transaction, organizationId: string, campaignId: string): Promise<void> {
  // Serialises drops and moves on one campaign: idx values are computed from what is there.
  const [row] = await tx
    .select({ id: schema.campaign.id })
    .from(schema.campaign)
    .where(and(eq(schema.campaign.id, campaignId), eq(schema.campaign.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
}

async function firstColumnId(tx: Transaction, campaignId: string): Promise<string> {
  const [first] = await tx
    .select({ id: schema.campaignColumn.id })
    .from(schema.campaignColumn)
    .where(eq(schema.campaignColumn.campaignId, campaignId))
    .orderBy(asc(schema.campaignColumn.idx), asc(schema.campaignColumn.createdAt))
    .limit(1);
  if (first) return first.id;
  // Boards always keep a column (deleting the last one is refused); this only heals data written by hand.
  const [created] = await tx.insert(schema.campaignColumn).values({ campaignId, name: 'Shortlist', idx: 0 }).returning();
  return created!.id;
}

/**
 * Adds channels to a campaign's first column in one transaction (spec §5): channels already on the board are
 * left alone (INSERT ... ON CONFLICT DO NOTHING, so two people dropping the same channels at once never duplicate
 * them), channels of platforms the licence cannot read are filtered out, and with none left nothing is written.
 */
export async function addChannelsToCampaign(
  { db, actor }: Dependencies,
  input: { campaignId: string; channelIds: string[] },
): Promise<ChannelDropResult> {
  const ability = requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  if (input.channelIds.length > MAX_CHANNELS_PER_DROP) {
    throw new AppError('VALIDATION', `channelIds: at most ${MAX_CHANNELS_PER_DROP} channels per request.`);
  }
  const target = await requireCampaign(db, organizationId, input.campaignId, actor);
  const { readable, filteredOut } = await partitionReadableChannels({ db, actor }, ability, input.channelIds);
  if (readable.length === 0) return { added: [], alreadyPresent: [], filteredOut };

  return db.transaction(async (tx) => {
    await lockCampaign(tx, organizationId, input.campaignId);
    const columnId = await firstColumnId(tx, input.campaignId);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${card.idx}) + 1, 0)::int` })
      .from(card)
      .where(and(eq(card.campaignId, input.campaignId), eq(card.columnId, columnId)));
    const start = Number(last?.next ?? 0);
    const present = await tx
      .select({ channelId: card.channelId })
      .from(card)
      .where(
        and(
          eq(card.campaignId, input.campaignId),
          inArray(
            card.channelId,
            readable.map((channel) => channel.id),
          ),
        ),
      );
    const presentSet = new Set(present.map((row) => row.channelId));
    const fresh = readable.filter((channel) => !presentSet.has(channel.id));
    if (fresh.length === 0) return { added: [], alreadyPresent: readable.map((channel) => channel.id), filteredOut };
    const now = new Date();
    // ON CONFLICT stays as the last line of defence: the campaign lock already serialises drops on this campaign.
    const inserted = await tx
      .insert(card)
      .values(
        fresh.map((channel, offset) => ({
          campaignId: input.campaignId,
          channelId: channel.id,
          columnId,
          idx: start + offset,
          ownerId: actor.userId,
          organizationId,
          // Entries carry their list's team (spec §3), so a later team change or deletion moves them together.
          teamId: target.teamId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: [card.campaignId, card.channelId] })
      .returning({ channelId: card.channelId });
    const addedSet = new Set(inserted.map((row) => row.channelId));
    if (addedSet.size > 0) {
      await tx.update(schema.campaign).set({ updatedAt: now }).where(eq(schema.campaign.id, input.campaignId));
      await emitListsChanged(tx, organizationId, 'campaign', input.campaignId);
    }
    return {
      added: readable.filter((channel) => addedSet.has(channel.id)).map((channel) => channel.id),
      alreadyPresent: readable.filter((channel) => !addedSet.has(channel.id)).map((channel) => channel.id),
      filteredOut,
    };
  });
}

/** Takes a channel off a campaign's board. */
export async function removeChannelFromCampaign(
  { db, actor }: Dependencies,
  input: { campaignId: string; channelId: string },
): Promise<{ campaignId: string; channelId: string }> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  await assertChannelVisible({ db, actor }, input.channelId);
  await requireCampaign(db, organizationId, input.campaignId, actor);
  const deleted = await db
    .delete(card)
    .where(and(eq(card.campaignId, input.campaignId), eq(card.channelId, input.channelId), eq(card.organizationId, organizationId)))
    .returning({ id: card.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This channel is not on a campaign of your organisation.');
  await emitListsChanged(db, organizationId, 'campaign', input.campaignId);
  return input;
}

/** A card of the organisation whose channel it may see: a card of a hidden channel is not there for it. */
async function requireCard(db: Database | Transaction, organizationId: string, cardId: string, viewer: TeamViewer) {
  const [row] = await db
    .select({ card })
    .from(card)
    .innerJoin(schema.channel, eq(schema.channel.id, card.channelId))
    // The campaign's team decides, not the card's copy of it: a card is visible exactly when its board is.
    .innerJoin(schema.campaign, eq(schema.campaign.id, card.campaignId))
    .where(
      and(
        eq(card.id, cardId),
        eq(card.organizationId, organizationId),
        channelVisibleTo(organizationId),
        teamVisibleTo(schema.campaign.teamId, viewer),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No campaign card with this id exists in your organisation.');
  return row.card;
}

/** Moves a card to a column (of the same campaign) at a position, renumbering that column in one transaction. */
export async function moveCampaignCard(
  { db, actor }: Dependencies,
  input: { cardId: string; columnId: string; index: number },
): Promise<{ cardId: string; columnId: string; order: string[] }> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const moving = await requireCard(tx, organizationId, input.cardId, actor);
    await lockCampaign(tx, organizationId, moving.campaignId);
    const target = await requireColumn(tx, organizationId, input.columnId, actor);
    if (target.campaignId !== moving.campaignId) {
      throw new AppError('VALIDATION', 'columnId: the column belongs to another campaign.');
    }
    const current = await lockOrderedIds(
      tx,
      card,
      sql`campaign_id = ${moving.campaignId} AND column_id = ${target.id} AND id <> ${moving.id}`,
    );
    const next = moveToIndex(
      current.map((item) => item.id),
      moving.id,
      input.index,
    );
    await tx.update(card).set({ columnId: target.id, updatedAt: new Date() }).where(eq(card.id, moving.id));
    // The moved card is written unconditionally: its old idx belonged to another column.
    await writePositions(tx, card, changedPositions([...current, { id: moving.id, idx: -1 }], next));
    await emitListsChanged(tx, organizationId, 'campaign', moving.campaignId);
    return { cardId: moving.id, columnId: target.id, order: next };
  });
}

interface CardChanges {
  assigneeId?: string | null | undefined;
  /** Decimal string, e.g. "1500.00"; null clears it. */
  maxBudget?: string | null | undefined;
  notes?: string | undefined;
}

/** Changes a card's assignee (a member of the organisation), maximum budget or notes. */
export async function updateCampaignCard(
  { db, actor }: Dependencies,
  input: { cardId: string; data: CardChanges },
): Promise<{ cardId: string; assigneeId: string | null; maxBudget: string | null; notes: string; updatedAt: number }> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  const { data } = input;
  if (typeof data.maxBudget === 'string' && !MAX_BUDGET_PATTERN.test(data.maxBudget)) {
    throw new AppError('VALIDATION', 'maxBudget: a non-negative amount with at most 10 digits and 2 decimals.');
  }
  await requireCard(db, organizationId, input.cardId, actor);
  if (typeof data.assigneeId === 'string') {
    const [membership] = await db
      .select({ id: schema.member.id })
      .from(schema.member)
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, data.assigneeId)));
    if (!membership) throw new AppError('VALIDATION', 'assigneeId: the assignee must be a member of your organisation.');
  }
  const [row] = await db
    .update(card)
    .set({
      ...(data.assigneeId !== undefined ? { assigneeId: data.assigneeId } : {}),
      ...(data.maxBudget !== undefined ? { maxBudget: data.maxBudget } : {}),
      ...(data.notes !== undefined ? { notes: data.notes } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(card.id, input.cardId), eq(card.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No campaign card with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'campaign', row.campaignId);
  return {
    cardId: row.id,
    assigneeId: row.assigneeId,
    maxBudget: row.maxBudget,
    notes: row.notes,
    updatedAt: row.updatedAt.getTime(),
  };
}
