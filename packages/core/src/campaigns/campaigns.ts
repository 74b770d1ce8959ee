import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { nextOrganizationIdx, reorderOrganizationItem } from '../lists/index.ts';
import { isCalendarDate, isCampaignRunBackwards, type CalendarDate, type DropEdge } from '@creatorlens/contracts';
import type { Dependencies, Executor } from '../dependencies.ts';
import { requireTeamListAccess, teamVisibleTo, type TeamViewer } from '../teams/index.ts';

export interface CampaignView {
  id: string;
  name: string;
  description: string;
  idx: number;
  /** The first day of the run (YYYY-MM-DD, inclusive), or null. A calendar date, never an instant (issue 39). */
  startTime: CalendarDate | null;
  /** The last day of the run (YYYY-MM-DD, inclusive), or null for an open end. */
  endTime: CalendarDate | null;
  isDraft: boolean;
  /** The team the campaign is shared with; null: the whole organisation. */
  teamId: string | null;
  createdAt: number;
  updatedAt: number;
  /** Channels on the board; a campaign with channels is "in use" and deleting it always asks. */
  usage: number;
}

interface CampaignChanges {
  name?: string | undefined;
  description?: string | undefined;
  startTime?: CalendarDate | null | undefined;
  endTime?: CalendarDate | null | undefined;
  isDraft?: boolean | undefined;
}

/** Column names a new campaign starts with when the caller gives none (the web passes translated names). */
const DEFAULT_CAMPAIGN_COLUMNS = ['Shortlist', 'Contacted', 'Confirmed', 'Live'];

const campaign = schema.campaign;

type CampaignRow = typeof campaign.$inferSelect;
const toView = (row: CampaignRow, usage: number): CampaignView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  idx: row.idx,
  startTime: row.startTime,
  endTime: row.endTime,
  isDraft: row.isDraft,
  teamId: row.teamId,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  usage,
});

function requireOrderedDays(startTime: CalendarDate | null | undefined, endTime: CalendarDate | null | undefined): void {
  for (const day of [startTime, endTime]) {
    if (typeof day === 'string' && !isCalendarDate(day))
      throw new AppError('VALIDATION', 'startTime and endTime are dates written YYYY-MM-DD.');
  }
  // Both days are inclusive: a one-day campaign starts and ends on the same day.
  if (isCampaignRunBackwards(startTime, endTime)) throw new AppError('VALIDATION', 'endTime must not be before startTime.');
}

/**
 * A campaign of the actor's organisation that the viewer may see (team lists: team members and admins); another
 * organisation's id, or another team's campaign, answers NOT_FOUND, as if unknown.
 */
export async function requireCampaign(db: Executor, organizationId: string, id: string, viewer: TeamViewer): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaign)
    .where(and(eq(campaign.id, id), eq(campaign.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
  await requireTeamListAccess(db, viewer, row.teamId, 'campaign');
  return row;
}

async function usageOf(db: Executor, campaignId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.campaignChannel).where(eq(schema.campaignChannel.campaignId, campaignId));
  return Number(row?.value ?? 0);
}

/** The organisation's campaigns in sidebar order, each with the number of channels on its board. */
export async function listCampaigns({ db, actor }: Dependencies): Promise<CampaignView[]> {
  requirePermission(actor, 'read', 'campaign');
  const organizationId = requireOrganization(actor);
  const rows = await db
    .select({ campaign, usage: count(schema.campaignChannel.id) })
    .from(campaign)
    .leftJoin(schema.campaignChannel, eq(schema.campaignChannel.campaignId, campaign.id))
    .where(and(eq(campaign.organizationId, organizationId), teamVisibleTo(campaign.teamId, actor)))
    .groupBy(campaign.id)
    .orderBy(asc(campaign.idx), asc(campaign.createdAt), asc(campaign.id));
  return rows.map((row) => toView(row.campaign, Number(row.usage)));
}

/** One campaign of the organisation. */
export async function getCampaign({ db, actor }: Dependencies, input: { id: string }): Promise<CampaignView> {
  requirePermission(actor, 'read', 'campaign');
  const organizationId = requireOrganization(actor);
  const row = await requireCampaign(db, organizationId, input.id, actor);
  return toView(row, await usageOf(db, row.id));
}

/** Creates a campaign at the end of the organisation's list, with its board columns, in one transaction. */
export async function createCampaign(
  { db, actor }: Dependencies,
  input: {
    name: string;
    description?: string | undefined;
    startTime?: CalendarDate | null | undefined;
    endTime?: CalendarDate | null | undefined;
    isDraft?: boolean | undefined;
    columns?: string[] | undefined;
  },
): Promise<CampaignView> {
  requirePermission(actor, 'create', 'campaign');
  const organizationId = requireOrganization(actor);
  requireOrderedDays(input.startTime, input.endTime);
  const columns = input.columns && input.columns.length > 0 ? input.columns : DEFAULT_CAMPAIGN_COLUMNS;
  const row = await db.transaction(async (tx) => {
    const idx = await nextOrganizationIdx(tx, campaign, organizationId);
    const [created] = await tx
      .insert(campaign)
      .values({
        organizationId,
        ownerId: actor.userId,
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
        startTime: input.startTime ?? null,
        endTime: input.endTime ?? null,
        isDraft: input.isDraft ?? true,
        idx,
      })
      .returning();
    if (!created) throw new Error('campaign insert returned nothing');
    await tx
      .insert(schema.campaignColumn)
      .values(columns.map((name, columnIdx) => ({ campaignId: created.id, name: name.trim(), idx: columnIdx })));
    return created;
  });
  await emitListsChanged(db, organizationId, 'campaign', row.id);
  return toView(row, 0);
}

/** Changes name, description, first and last day or the draft flag; the last day must not come before the first. */
export async function updateCampaign({ db, actor }: Dependencies, input: { id: string; data: CampaignChanges }): Promise<CampaignView> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  const existing = await requireCampaign(db, organizationId, input.id, actor);
  const { data } = input;
  const startTime = data.startTime !== undefined ? data.startTime : existing.startTime;
  const endTime = data.endTime !== undefined ? data.endTime : existing.endTime;
  requireOrderedDays(startTime, endTime);
  const [row] = await db
    .update(campaign)
    .set({
      ...(data.name !== undefined ? { name: data.name.trim() } : {}),
      ...(data.description !== undefined ? { description: data.description.trim() } : {}),
      ...(data.startTime !== undefined ? { startTime: data.startTime } : {}),
      ...(data.endTime !== undefined ? { endTime: data.endTime } : {}),
      ...(data.isDraft !== undefined ? { isDraft: data.isDraft } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(campaign.id, input.id), eq(campaign.organizationId, organizationId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'campaign', row.id);
  return toView(row, await usageOf(db, row.id));
}

/** Deletes a campaign with its columns and cards (cascade). */
export async function deleteCampaign({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'campaign');
  const organizationId = requireOrganization(actor);
  const deleted = await db
    .delete(campaign)
    .where(and(eq(campaign.id, input.id), eq(campaign.organizationId, organizationId), teamVisibleTo(campaign.teamId, actor)))
    .returning({ id: campaign.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
  await emitListsChanged(db, organizationId, 'campaign', input.id);
  return { id: input.id };
}

/** Drops a campaign on the top or bottom edge of another; returns the new order of ids. */
export async function reorderCampaign(
  { db, actor }: Dependencies,
  input: { id: string; targetId: string; edge: DropEdge },
): Promise<{ order: string[] }> {
  requirePermission(actor, 'update', 'campaign');
  const organizationId = requireOrganization(actor);
  await requireCampaign(db, organizationId, input.id, actor);
  const order = await reorderOrganizationItem(db, campaign, organizationId, input);
  await emitListsChanged(db, organizationId, 'campaign');
  return { order };
}
