import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';

import { createImportedChannels } from './create-imported-channels.ts';
import type { ImportTarget } from './import-target.ts';
import { type ImportReason, type ImportRowStatus } from './import-limits.ts';
import { UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY } from '../security/index.ts';
import { referenceKey, type ProfileReference } from './profile-reference.ts';
import type { Transaction } from '../dependencies.ts';

const BATCH = 1_000;

/** One row as the import decided it, before the transaction: invalid already, a known channel, or one to create. */
export interface PlannedRow {
  rowNumber: number;
  input: string;
  reference: ProfileReference | null;
  /** Set for rows that are invalid before looking at the list (not a profile, unreadable platform, duplicate). */
  reason: ImportReason | null;
  /** A known channel the row named; null with a reference means "create it". */
  channelId: string | null;
}

interface AppliedRow {
  rowNumber: number;
  input: string;
  status: ImportRowStatus;
  reason: ImportReason | null;
  channelId: string | null;
}

async function lockTarget(tx: Transaction, organizationId: string, target: ImportTarget): Promise<void> {
  // Serialises this import with drops, moves and other imports on the same list: positions and the watchlist limit
  // are computed from what is there.
  const table = target.kind === 'campaign' ? schema.campaign : schema.watchlist;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, target.id), eq(table.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `The ${target.kind} was deleted while the import ran.`);
}

async function presentChannelIds(
  tx: Transaction,
  target: ImportTarget,
  channelIds: string[],
): Promise<{ present: Set<string>; usage: number }> {
  const table = target.kind === 'campaign' ? schema.campaignChannel : schema.watchlistChannel;
  const listColumn = target.kind === 'campaign' ? schema.campaignChannel.campaignId : schema.watchlistChannel.watchlistId;
  const present = new Set<string>();
  for (let start = 0; start < channelIds.length; start += BATCH) {
    const rows = await tx
      .select({ channelId: table.channelId })
      .from(table)
      .where(and(eq(listColumn, target.id), inArray(table.channelId, channelIds.slice(start, start + BATCH))));
    for (const row of rows) present.add(row.channelId);
  }
  const [count] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(listColumn, target.id));
  return { present, usage: Number(count?.value ?? 0) };
}

async function listTeamId(tx: Transaction, target: ImportTarget): Promise<string | null> {
  const table = target.kind === 'campaign' ? schema.campaign : schema.watchlist;
  const [row] = await tx.select({ teamId: table.teamId }).from(table).where(eq(table.id, target.id));
  return row?.teamId ?? null;
}

async function insertEntries(
  tx: Transaction,
  target: ImportTarget,
  channelIds: string[],
  actor: { userId: string; organizationId: string },
): Promise<void> {
  if (channelIds.length === 0) return;
  const now = new Date();
  // Entries carry their list's team (spec §3), read under the target lock, as channels added by hand do.
  const teamId = await listTeamId(tx, target);
  if (target.kind === 'watchlist') {
    for (let start = 0; start < channelIds.length; start += BATCH) {
      const values = channelIds
        .slice(start, start + BATCH)
        .map((channelId) => ({ watchlistId: target.id, channelId, ownerId: actor.userId, organizationId: actor.organizationId, teamId }));
      await tx.insert(schema.watchlistChannel).values(values).onConflictDoNothing();
    }
    await tx.update(schema.watchlist).set({ updatedAt: now }).where(eq(schema.watchlist.id, target.id));
    return;
  }
  // New cards go to the end of the first column, as when channels are dropped on a campaign.
  const card = schema.campaignChannel;
  let [column] = await tx
    .select({ id: schema.campaignColumn.id })
    .from(schema.campaignColumn)
    .where(eq(schema.campaignColumn.campaignId, target.id))
    .orderBy(asc(schema.campaignColumn.idx), asc(schema.campaignColumn.createdAt))
    .limit(1);
  column ??= (await tx.insert(schema.campaignColumn).values({ campaignId: target.id, name: 'Shortlist', idx: 0 }).returning())[0]!;
  const [last] = await tx
    .select({ next: sql<number>`coalesce(max(${card.idx}) + 1, 0)::int` })
    .from(card)
    .where(and(eq(card.campaignId, target.id), eq(card.columnId, column.id)));
  const first = Number(last?.next ?? 0);
  for (let start = 0; start < channelIds.length; start += BATCH) {
    const values = channelIds.slice(start, start + BATCH).map((channelId, offset) => ({
      campaignId: target.id,
      channelId,
      columnId: column.id,
      idx: first + start + offset,
      ownerId: actor.userId,
      organizationId: actor.organizationId,
      teamId,
      createdAt: now,
      updatedAt: now,
    }));
    await tx
      .insert(card)
      .values(values)
      .onConflictDoNothing({ target: [card.campaignId, card.channelId] });
  }
  await tx.update(schema.campaign).set({ updatedAt: now }).where(eq(schema.campaign.id, target.id));
}

/**
 * How many more unknown handles the organisation may create today (UTC): UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY
 * minus the rows its imports reported as created since midnight UTC. Takes a transaction-scoped advisory lock per
 * organisation first, so two imports of one organisation running at once cannot both spend the same allowance.
 */
async function remainingUnknownHandles(tx: Transaction, organizationId: string, now: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import-unknown-handles:${organizationId}`}))`);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(schema.jobRowResult)
    .innerJoin(schema.job, eq(schema.job.id, schema.jobRowResult.jobId))
    .where(
      and(
        eq(schema.job.organizationId, organizationId),
        eq(schema.job.queue, JOB_QUEUES.import),
        sql`coalesce(${schema.job.finishedAt}, ${schema.job.startedAt}, ${schema.job.createdAt}) >= ${dayStart.toISOString()}`,
        eq(schema.jobRowResult.status, 'created'),
      ),
    );
  return Math.max(0, UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY - Number(row?.value ?? 0));
}

/**
 * Applies an import in one transaction: locks the list, drops rows already on it, fills a watchlist up to the
 * licence limit (rows past it are reported, not added), creates the unknown channels that will be added, adds them,
 * and writes the per-row report. Either all of it is committed or nothing is, so a failed or crashed import leaves
 * the list as it was and the job can simply run again.
 */
export async function applyImport(
  tx: Transaction,
  input: {
    jobId: string;
    target: ImportTarget;
    maxChannels: number | null;
    actor: { userId: string; organizationId: string };
    rows: PlannedRow[];
    now?: Date;
  },
): Promise<AppliedRow[]> {
  await lockTarget(tx, input.actor.organizationId, input.target);
  const known = [...new Set(input.rows.flatMap((row) => (row.reason === null && row.channelId ? [row.channelId] : [])))];
  const { present, usage } = await presentChannelIds(tx, input.target, known);
  let capacity = input.maxChannels === null ? Number.POSITIVE_INFINITY : Math.max(0, input.maxChannels - usage);
  const needsUnknown = input.rows.some((row) => row.reason === null && row.reference && !row.channelId);
  // Unknown handles become channels the connectors will spend quota on: capped per organisation and UTC day, and
  // rows past the cap are reported (not silently dropped) so the person can import them another day.
  let unknownAllowance = needsUnknown ? await remainingUnknownHandles(tx, input.actor.organizationId, input.now ?? new Date()) : 0;

  const decided: (AppliedRow & { createKey?: string; reference: ProfileReference | null })[] = input.rows.map((row) => {
    const base = { rowNumber: row.rowNumber, input: row.input, reference: row.reference, channelId: row.channelId };
    if (row.reason !== null || !row.reference)
      return { ...base, status: 'invalid', reason: row.reason ?? 'not-a-profile', channelId: null };
    if (row.channelId && present.has(row.channelId)) return { ...base, status: 'invalid', reason: 'already-in-list' };
    if (!row.channelId && unknownAllowance <= 0) return { ...base, status: 'invalid', reason: 'daily-new-channel-limit' };
    if (capacity <= 0) return { ...base, status: 'invalid', reason: 'watchlist-limit', channelId: row.channelId };
    capacity -= 1;
    if (!row.channelId) unknownAllowance -= 1;
    return row.channelId
      ? { ...base, status: 'matched', reason: null }
      : { ...base, status: 'created', reason: null, createKey: referenceKey(row.reference) };
  });

  const toCreate = decided.filter((row) => row.createKey).map((row) => row.reference!);
  const createdIds = await createImportedChannels(tx, toCreate, input.actor.organizationId);
  for (const row of decided) if (row.createKey) row.channelId = createdIds.get(row.createKey) ?? null;
  const additions = decided.filter((row) => row.status !== 'invalid' && row.channelId).map((row) => row.channelId!);
  await insertEntries(tx, input.target, additions, input.actor);

  const applied: AppliedRow[] = decided.map(({ rowNumber, input: text, status, reason, channelId }) => ({
    rowNumber,
    input: text,
    status,
    reason,
    channelId,
  }));
  // A rerun after a crash starts from nothing (this transaction never committed); the delete only guards reruns
  // of a job whose report was written by hand or by an older version.
  await tx.delete(schema.jobRowResult).where(eq(schema.jobRowResult.jobId, input.jobId));
  for (let start = 0; start < applied.length; start += BATCH) {
    await tx.insert(schema.jobRowResult).values(applied.slice(start, start + BATCH).map((row) => ({ jobId: input.jobId, ...row })));
  }
  return applied;
}
