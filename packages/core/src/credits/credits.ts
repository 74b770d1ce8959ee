import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { isLicenseExpired, type Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { lockOrganization } from '../members/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { requireVerifiedEmailForTrialSpending, displayNameOf } from '../users/index.ts';
import { CREDIT_PRICES, type CreditPriceKey, type CreditPriceUnit } from './price-list.ts';
import type { Dependencies } from '../dependencies.ts';

interface CreditBalanceView {
  balance: number;
  /** constraints.monthlyCredits of the licence; null without a licence. */
  monthlyAllowance: number | null;
}

interface CreditLedgerEntryView {
  id: string;
  delta: number;
  reason: string;
  actorName: string | null;
  reference: string | null;
  /** The channel a refresh (or its refund) was for, so the line names it rather than a job id. */
  channel: { name: string; handle: string; platform: string } | null;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Ledger reason of credits given back because the work they paid for failed. */
const CREDIT_REFUND_REASON = 'refund';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

async function readBalance(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(schema.creditLedger.delta) })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.organizationId, organizationId));
  // sum() of an integer column comes back as a decimal string (or null for no rows).
  return Number(row?.total ?? 0);
}

/** Ledger reason of the licence's monthly allowance. */
const MONTHLY_GRANT_REASON = 'monthly-grant';

const monthKey = (now: Date): string => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Books the licence's monthly allowance for the current (UTC) month once, the first time the month's credits are
 * looked at or spent. Nothing else ever granted them, so a new trial showed a balance of 0 next to "monthly quota 50"
 * and could not spend at all. A grant booked by other means in the same month (the demo seed, an operator) counts.
 * Unused credits carry over, as the ledger is a plain sum. Call it inside a transaction after lockOrganization, so
 * two first requests of a month cannot both grant.
 */
async function ensureMonthlyGrant(db: Database, actor: Actor, organizationId: string, now: Date): Promise<void> {
  const license = actor.license;
  // Guests sit in the shared demo organisation: its ledger is a showroom, not theirs to fill.
  if (actor.isGuest || !license || isLicenseExpired(license, now) || license.constraints.monthlyCredits <= 0) return;
  if (await hasMonthlyGrant(db, organizationId, now)) return;
  await db.insert(schema.creditLedger).values({
    organizationId,
    delta: license.constraints.monthlyCredits,
    reason: MONTHLY_GRANT_REASON,
    actorId: null,
    reference: monthKey(now),
    createdAt: now,
  });
}

async function hasMonthlyGrant(db: Database, organizationId: string, now: Date): Promise<boolean> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [granted] = await db
    .select({ id: schema.creditLedger.id })
    .from(schema.creditLedger)
    .where(
      and(
        eq(schema.creditLedger.organizationId, organizationId),
        eq(schema.creditLedger.reason, MONTHLY_GRANT_REASON),
        gte(schema.creditLedger.createdAt, monthStart),
      ),
    )
    .limit(1);
  return granted !== undefined;
}

/** Books this month's allowance if it is due (see ensureMonthlyGrant), in its own short transaction. */
async function grantDueAllowance(db: Database, actor: Actor, organizationId: string, now: Date): Promise<void> {
  if (actor.isGuest || !actor.license) return;
  // Most reads find the grant booked: only then take the organisation's lock and check again under it.
  if (await hasMonthlyGrant(db, organizationId, now)) return;
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await ensureMonthlyGrant(tx, actor, organizationId, now);
  });
}

/** The organisation's credit balance (sum of the ledger) and the licence's monthly allowance; every member may read it. */
export async function getCreditBalance({ db, actor }: Dependencies, input: { now?: Date } = {}): Promise<CreditBalanceView> {
  requirePermission(actor, 'read', 'credit');
  const organizationId = requireOrganization(actor);
  await grantDueAllowance(db, actor, organizationId, input.now ?? new Date());
  return { balance: await readBalance(db, organizationId), monthlyAllowance: actor.license?.constraints.monthlyCredits ?? null };
}

/** One page of the organisation's credit ledger, newest first. */
export async function listCreditLedger(
  { db, actor }: Dependencies,
  input: { page: number; pageSize: number; now?: Date },
): Promise<{ entries: CreditLedgerEntryView[]; total: number }> {
  requirePermission(actor, 'read', 'credit');
  const organizationId = requireOrganization(actor);
  await grantDueAllowance(db, actor, organizationId, input.now ?? new Date());
  const scope = eq(schema.creditLedger.organizationId, organizationId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        entry: schema.creditLedger,
        actorName: schema.user.name,
        actorUsername: schema.user.username,
        channelName: schema.channel.name,
        channelHandle: schema.channel.handle,
        channelPlatform: schema.channel.platform,
      })
      .from(schema.creditLedger)
      .leftJoin(schema.user, eq(schema.user.id, schema.creditLedger.actorId))
      // A refresh's reference is its job id; the job's payload names the channel. References of other kinds are
      // not ids (the guarded casts never fail on them) and join nothing.
      .leftJoin(
        schema.job,
        and(
          eq(schema.job.organizationId, organizationId),
          sql`${schema.job.id} = (case when ${schema.creditLedger.reference} ~ ${UUID_PATTERN} then ${schema.creditLedger.reference}::uuid end)`,
        ),
      )
      .leftJoin(
        schema.channel,
        sql`${schema.channel.id} = (case when ${schema.job.payload}->>'channelId' ~ ${UUID_PATTERN} then (${schema.job.payload}->>'channelId')::uuid end)`,
      )
      .where(scope)
      .orderBy(desc(schema.creditLedger.createdAt), desc(schema.creditLedger.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(schema.creditLedger).where(scope),
  ]);
  return {
    total: totalRow?.total ?? 0,
    entries: rows.map(({ entry, actorName, actorUsername, channelName, channelHandle, channelPlatform }) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      actorName: actorName === null ? null : displayNameOf({ name: actorName, username: actorUsername }),
      reference: entry.reference,
      channel:
        channelName !== null && channelHandle !== null && channelPlatform !== null
          ? { name: channelName, handle: channelHandle, platform: channelPlatform }
          : null,
      createdAt: entry.createdAt.getTime(),
    })),
  };
}

/** What costs credits (the constant catalogue); every member may read it. */
export function getCreditPriceList({ actor }: { actor: Actor }): { key: CreditPriceKey; credits: number; unit: CreditPriceUnit }[] {
  requirePermission(actor, 'read', 'credit');
  requireOrganization(actor);
  return CREDIT_PRICES.map((price) => ({ ...price }));
}

/**
 * Spends credits for a priced action inside the caller's transaction when one is passed as `db`. The organisation
 * row is locked first, so two spends at the same time cannot both pass the balance check.
 */
export async function spendCredits(
  { db, actor }: Dependencies,
  input: { reason: CreditPriceKey; credits: number; reference?: string | null; now?: Date },
): Promise<{ balance: number }> {
  const organizationId = requireOrganization(actor);
  if (!Number.isInteger(input.credits) || input.credits <= 0) throw new AppError('VALIDATION', 'credits must be a positive whole number.');
  // Every paid action passes here, so this one check keeps unverified sign-ups from spending a trial's credits.
  await requireVerifiedEmailForTrialSpending(db, actor);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await ensureMonthlyGrant(tx, actor, organizationId, input.now ?? new Date());
    const balance = await readBalance(tx, organizationId);
    if (balance < input.credits) {
      throw new AppError(
        'LIMIT_EXCEEDED',
        `This needs ${input.credits} ${input.credits === 1 ? 'credit' : 'credits'} but your organisation has ${balance} left; nothing was charged.`,
      );
    }
    await tx.insert(schema.creditLedger).values({
      organizationId,
      delta: -input.credits,
      reason: input.reason,
      actorId: actor.userId,
      reference: input.reference ?? null,
    });
    return { balance: balance - input.credits };
  });
}

/**
 * Gives back what a failed job was charged: one ledger line of the opposite sign for whatever the lines referencing
 * the job still sum to. Call it inside the transaction that marks the job failed, so a job is never failed without
 * its refund nor refunded twice (after a refund the lines sum to zero).
 */
export async function refundJobCredits(db: Database, input: { jobId: string; organizationId: string }): Promise<{ refunded: number }> {
  const [row] = await db
    .select({ total: sum(schema.creditLedger.delta) })
    .from(schema.creditLedger)
    .where(and(eq(schema.creditLedger.organizationId, input.organizationId), eq(schema.creditLedger.reference, input.jobId)));
  const charged = -Number(row?.total ?? 0);
  if (charged <= 0) return { refunded: 0 };
  await db.insert(schema.creditLedger).values({
    organizationId: input.organizationId,
    delta: charged,
    reason: CREDIT_REFUND_REASON,
    actorId: null,
    reference: input.jobId,
  });
  return { refunded: charged };
}
