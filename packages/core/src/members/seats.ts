import { and, count, eq, gt } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';

export interface SeatUsage {
  members: number;
  /** Invitations still pending and not expired: each holds a seat until accepted, revoked or expired. */
  pendingInvitations: number;
  /** From the licence (constraints.seats); 0 without a licence. */
  max: number;
}

/**
 * Locks the organisation row for the rest of the transaction, so two invitations or acceptances running at the
 * same time cannot both take the last seat.
 */
export async function lockOrganization(db: Database, organizationId: string): Promise<void> {
  await db.select({ id: schema.organization.id }).from(schema.organization).where(eq(schema.organization.id, organizationId)).for('update');
}

/** Members and live invitations against the licence's seats. */
export async function readSeatUsage(db: Database, organizationId: string, now: Date): Promise<SeatUsage> {
  const [[members], [pending], [license]] = await Promise.all([
    // Guests sit in the shared demo organisation as members but hold no seat.
    db
      .select({ total: count() })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.user.isAnonymous, false))),
    db
      .select({ total: count() })
      .from(schema.invitation)
      .where(
        and(
          eq(schema.invitation.organizationId, organizationId),
          eq(schema.invitation.status, 'pending'),
          gt(schema.invitation.expiresAt, now),
        ),
      ),
    db
      .select({ constraints: schema.organizationLicense.constraints })
      .from(schema.organizationLicense)
      .where(eq(schema.organizationLicense.organizationId, organizationId)),
  ]);
  return { members: members?.total ?? 0, pendingInvitations: pending?.total ?? 0, max: license?.constraints.seats ?? 0 };
}

/** Throws LIMIT_EXCEEDED unless `additional` more seats fit into the licence. */
export function assertSeatsAvailable(usage: SeatUsage, additional: number, countPending: boolean): void {
  const used = usage.members + (countPending ? usage.pendingInvitations : 0);
  if (used + additional <= usage.max) return;
  throw new AppError(
    'LIMIT_EXCEEDED',
    countPending
      ? `Your licence includes ${usage.max} seats and all are taken by ${usage.members} members and ${usage.pendingInvitations} pending invitations. Remove a member or revoke an invitation first.`
      : `Your licence includes ${usage.max} seats and all are taken by members. Ask an admin of the organisation to free a seat.`,
  );
}
