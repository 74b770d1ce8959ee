import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InvitationRole } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { VERIFY_EMAIL_FIRST_MESSAGE, displayNameOf } from '../users/index.ts';
import { assertSeatsAvailable, lockOrganization, readSeatUsage } from './seats.ts';
import type { Dependencies } from '../dependencies.ts';

type InvitationStatus = 'pending' | 'accepted' | 'canceled' | 'expired';

/** What the accept page shows, to anyone holding the link (the id is a random UUID, as secret as the link). */
interface PublicInvitationView {
  id: string;
  organizationName: string;
  organizationLogo: string | null;
  inviterName: string | null;
  email: string;
  role: InvitationRole;
  status: InvitationStatus;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const statusOf = (row: { status: string; expiresAt: Date }, now: Date): InvitationStatus => {
  if (row.status === 'accepted') return 'accepted';
  if (row.status !== 'pending') return 'canceled';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
};

/** The public facts of an invitation for its accept page; signed-out visitors see them too. */
export async function getInvitation(
  { db }: { db: Database },
  input: { invitationId: string },
  now = new Date(),
): Promise<PublicInvitationView> {
  const [row] = await db
    .select({
      invitation: schema.invitation,
      organizationName: schema.organization.name,
      organizationLogo: schema.organization.logo,
      inviterName: schema.user.name,
      inviterUsername: schema.user.username,
    })
    .from(schema.invitation)
    .innerJoin(schema.organization, eq(schema.organization.id, schema.invitation.organizationId))
    .leftJoin(schema.user, eq(schema.user.id, schema.invitation.inviterId))
    .where(eq(schema.invitation.id, input.invitationId));
  if (!row) throw new AppError('NOT_FOUND', 'This invitation does not exist.');
  return {
    id: row.invitation.id,
    organizationName: row.organizationName,
    organizationLogo: row.organizationLogo,
    inviterName: row.inviterName === null ? null : displayNameOf({ name: row.inviterName, username: row.inviterUsername }),
    email: row.invitation.email,
    role: row.invitation.role === 'admin' ? 'admin' : 'member',
    status: statusOf(row.invitation, now),
    expiresAt: row.invitation.expiresAt.getTime(),
  };
}

/**
 * Accepts an invitation for the signed-in user whose verified email it was sent to (once, before it expires): creates the membership (seats
 * re-checked under the organisation lock, so a full licence cannot be overrun by accepting late), marks the
 * invitation accepted and makes the organisation this session's active one, all in one transaction.
 */
export async function acceptInvitation(
  { db, actor }: Dependencies,
  input: { invitationId: string },
  now = new Date(),
): Promise<{ organizationId: string }> {
  if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot accept invitations. Create an account with the invited email first.');
  const [invitation] = await db.select().from(schema.invitation).where(eq(schema.invitation.id, input.invitationId));
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation does not exist.');
  const [user] = await db
    .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
    .from(schema.user)
    .where(eq(schema.user.id, actor.userId));
  if (!user || user.email.trim().toLowerCase() !== invitation.email.trim().toLowerCase()) {
    throw new AppError('FORBIDDEN', `This invitation was sent to ${invitation.email}. Sign in with that email address to accept it.`);
  }
  // Anyone can sign up with any address; only a verified one shows the invitation reached this person.
  if (!user.emailVerified) throw new AppError('FORBIDDEN', VERIFY_EMAIL_FIRST_MESSAGE);
  await db.transaction((tx) =>
    admitByInvitation(tx, { invitationId: invitation.id, userId: actor.userId, sessionId: actor.sessionId }, now),
  );
  return { organizationId: invitation.organizationId };
}

/**
 * The joining part of accepting an invitation, inside the caller's transaction: under the organisation lock it
 * re-reads the invitation (a revoke or a second accept may have happened in between), re-checks the seats, creates
 * the membership with the invited role, marks the invitation accepted and, given a session, makes the organisation
 * its active one. The caller has proved the person owns the invited address (acceptInvitation: a verified account
 * with that address; sign-up: the person holds the link that was mailed to it).
 */
export async function admitByInvitation(
  tx: Database,
  input: { invitationId: string; userId: string; sessionId: string | null },
  now: Date,
): Promise<{ organizationId: string }> {
  const [invitation] = await tx.select().from(schema.invitation).where(eq(schema.invitation.id, input.invitationId));
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation does not exist.');
  const organizationId = invitation.organizationId;
  await lockOrganization(tx, organizationId);
  // Read again under the lock: a revoke or a second accept may have happened in between.
  const [current] = await tx.select().from(schema.invitation).where(eq(schema.invitation.id, invitation.id));
  const status = current ? statusOf(current, now) : 'canceled';
  if (status === 'accepted') throw new AppError('CONFLICT', 'This invitation has already been accepted.');
  if (status === 'canceled')
    throw new AppError('CONFLICT', 'This invitation was withdrawn. Ask an admin of the organisation for a new one.');
  if (status === 'expired') throw new AppError('CONFLICT', 'This invitation has expired. Ask an admin of the organisation for a new one.');

  const [existing] = await tx
    .select({ id: schema.member.id })
    .from(schema.member)
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, input.userId)));
  if (!existing) {
    // Only members count here: this invitation's own seat becomes the new membership.
    assertSeatsAvailable(await readSeatUsage(tx, organizationId, now), 1, false);
    await tx.insert(schema.member).values({
      id: randomUUID(),
      organizationId,
      userId: input.userId,
      role: invitation.role === 'admin' ? 'admin' : 'member',
      createdAt: now,
    });
  }
  await tx.update(schema.invitation).set({ status: 'accepted' }).where(eq(schema.invitation.id, invitation.id));
  if (input.sessionId) {
    await tx
      .update(schema.session)
      .set({ activeOrganizationId: organizationId, updatedAt: now })
      .where(and(eq(schema.session.id, input.sessionId), eq(schema.session.userId, input.userId)));
  }
  return { organizationId };
}
