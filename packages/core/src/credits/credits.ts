import { count, desc, eq, sum } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { lockOrganization } from '../members/seats.ts';
import { requireOrganization, requirePermission } from '../permissions/require.ts';
import { requireVerifiedEmailForTrialSpending } from '../users/email-verification.ts';
import { displayNameOf } from '../users/session-user.ts';
import { CREDIT_PRICES, type CreditPriceKey, type CreditPriceUnit } from './price-list.ts';

type Dependencies = { db: Database; actor: Actor };

export interface CreditBalanceView {
  balance: number;
  /** constraints.monthlyCredits of the licence; null without a licence. */
  monthlyAllowance: number | null;
}

export interface CreditLedgerEntryView {
  id: string;
  delta: number;
  reason: string;
  actorName: string | null;
  reference: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
}

async function readBalance(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(schema.creditLedger.delta) })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.organizationId, organizationId));
  // sum() of an integer column comes back as a decimal string (or null for no rows).
  return Number(row?.total ?? 0);
}

/** The organisation's credit balance (sum of the ledger) and the licence's monthly allowance; every member may read it. */
export async function getCreditBalance({ db, actor }: Dependencies): Promise<CreditBalanceView> {
  requirePermission(actor, 'read', 'credit');
  const organizationId = requireOrganization(actor);
  return { balance: await readBalance(db, organizationId), monthlyAllowance: actor.license?.constraints.monthlyCredits ?? null };
}

/** One page of the organisation's credit ledger, newest first. */
export async function listCreditLedger(
  { db, actor }: Dependencies,
  input: { page: number; pageSize: number },
): Promise<{ entries: CreditLedgerEntryView[]; total: number }> {
  requirePermission(actor, 'read', 'credit');
  const organizationId = requireOrganization(actor);
  const scope = eq(schema.creditLedger.organizationId, organizationId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: schema.creditLedger, actorName: schema.user.name, actorUsername: schema.user.username })
      .from(schema.creditLedger)
      .leftJoin(schema.user, eq(schema.user.id, schema.creditLedger.actorId))
      .where(scope)
      .orderBy(desc(schema.creditLedger.createdAt), desc(schema.creditLedger.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(schema.creditLedger).where(scope),
  ]);
  return {
    total: totalRow?.total ?? 0,
    entries: rows.map(({ entry, actorName, actorUsername }) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      actorName: actorName === null ? null : displayNameOf({ name: actorName, username: actorUsername }),
      reference: entry.reference,
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
  input: { reason: CreditPriceKey; credits: number; reference?: string | null },
): Promise<{ balance: number }> {
  const organizationId = requireOrganization(actor);
  if (!Number.isInteger(input.credits) || input.credits <= 0) throw new AppError('VALIDATION', 'credits must be a positive whole number.');
  // Every paid action passes here, so this one check keeps unverified sign-ups from spending a trial's credits.
  await requireVerifiedEmailForTrialSpending(db, actor);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const balance = await readBalance(tx, organizationId);
    if (balance < input.credits) {
      throw new AppError('LIMIT_EXCEEDED', `This needs ${input.credits} credits but your organisation has ${balance} left.`);
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
