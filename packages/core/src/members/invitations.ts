import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvitationRole } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { MailDispatch } from '../mail/index.ts';
import { defineAbilityFor, requireOrganization, requirePermission } from '../permissions/index.ts';
import { INVITATION_LIFETIME_DAYS } from '../security/index.ts';
import { displayNameOf } from '../users/index.ts';
import { invitationAcceptUrl, queueInvitationMail } from './invitation-mail-queue.ts';
import { assertSeatsAvailable, lockOrganization, readSeatUsage } from './seats.ts';
import type { Dependencies } from '../dependencies.ts';

/** How long an invitation can be accepted (the one limit in security/limits.ts). */
export const INVITATION_TTL_DAYS = INVITATION_LIFETIME_DAYS;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

type InvitationDependencies = Dependencies & { mail: MailDispatch };

interface InvitationView {
  id: string;
  email: string;
  role: InvitationRole;
  isExpired: boolean;
  /** Epoch milliseconds. */
  expiresAt: number;
  createdAt: number;
  inviterName: string | null;
  /**
   * The link that accepts the invitation: organisation admins only. Anyone holding it can see the invitation,
   * and members or guests have no business forwarding an invitation (least of all an admin one).
   */
  acceptUrl: string | null;
}

const toRole = (role: string | null): InvitationRole => (role === 'admin' ? 'admin' : 'member');

/**
 * Invites an email address with a role: writes the invitation and its mail in one transaction, then wakes the
 * sender. Re-inviting a pending address sends it again (with the new role and a fresh expiry) instead of
 * creating a second invitation. An existing member answers CONFLICT; a full licence LIMIT_EXCEEDED.
 */
export async function inviteMember(
  { db, actor, mail }: InvitationDependencies,
  input: { email: string; role: InvitationRole },
  now = new Date(),
): Promise<{ invitation: InvitationView; isResent: boolean }> {
  requirePermission(actor, 'create', 'member');
  const organizationId = requireOrganization(actor);
  const email = input.email.trim().toLowerCase();
  const result = await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [existingMember] = await tx
      .select({ id: schema.member.id })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(and(eq(schema.member.organizationId, organizationId), eq(sql`lower(${schema.user.email})`, email)));
    if (existingMember) throw new AppError('CONFLICT', `${email} is already a member of this organisation.`);

    const [pending] = await tx
      .select()
      .from(schema.invitation)
      .where(
        and(
          eq(schema.invitation.organizationId, organizationId),
          eq(schema.invitation.status, 'pending'),
          eq(sql`lower(${schema.invitation.email})`, email),
        ),
      )
      .orderBy(desc(schema.invitation.createdAt))
      .limit(1);
    const isPendingLive = pending !== undefined && pending.expiresAt.getTime() > now.getTime();
    // A live pending invitation already holds its seat; a new or expired one needs a free seat.
    if (!isPendingLive) assertSeatsAvailable(await readSeatUsage(tx, organizationId, now), 1, true);

    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const id = pending?.id ?? randomUUID();
    if (pending) {
      await tx
        .update(schema.invitation)
        .set({ role: input.role, expiresAt, inviterId: actor.userId })
        .where(eq(schema.invitation.id, pending.id));
    } else {
      await tx.insert(schema.invitation).values({
        id,
        organizationId,
        email,
        role: input.role,
        status: 'pending',
        expiresAt,
        inviterId: actor.userId,
        createdAt: now,
      });
    }
    await queueInvitationMail(tx, mail, { id, organizationId, email, role: input.role, expiresAt, inviterUserId: actor.userId });
    return { id, isResent: pending !== undefined };
  });
  mail.onQueued();
  if (!mail.isDeliveryConfigured)
    mail.onKeptInOutbox?.({ kind: 'invitation', toAddress: email, link: invitationAcceptUrl(mail.publicUrl, result.id) });
  const invitation = (await listInvitations({ db, actor, mail }, now)).find((row) => row.id === result.id);
  if (!invitation) throw new Error('the invitation just written was not found');
  return { invitation, isResent: result.isResent };
}

/**
 * The pending invitations of the actor's organisation (expired ones flagged, so admins can resend them), newest
 * first. Accept links go to those who may invite; guests (anonymous visitors of the demo organisation) get none.
 */
export async function listInvitations(
  { db, actor, mail }: Pick<Dependencies, 'db' | 'actor'> & { mail: Pick<MailDispatch, 'publicUrl'> },
  now = new Date(),
): Promise<InvitationView[]> {
  requirePermission(actor, 'read', 'member');
  const organizationId = requireOrganization(actor);
  if (actor.isGuest) return [];
  const canSeeLinks = defineAbilityFor(actor, now).can('create', 'member');
  const rows = await db
    .select({ invitation: schema.invitation, inviterName: schema.user.name, inviterUsername: schema.user.username })
    .from(schema.invitation)
    .leftJoin(schema.user, eq(schema.user.id, schema.invitation.inviterId))
    .where(and(eq(schema.invitation.organizationId, organizationId), eq(schema.invitation.status, 'pending')))
    .orderBy(desc(schema.invitation.createdAt), desc(schema.invitation.id));
  return rows.map(({ invitation, inviterName, inviterUsername }) => ({
    id: invitation.id,
    email: invitation.email,
    role: toRole(invitation.role),
    isExpired: invitation.expiresAt.getTime() <= now.getTime(),
    expiresAt: invitation.expiresAt.getTime(),
    createdAt: invitation.createdAt.getTime(),
    inviterName: inviterName === null ? null : displayNameOf({ name: inviterName, username: inviterUsername }),
    acceptUrl: canSeeLinks ? invitationAcceptUrl(mail.publicUrl, invitation.id) : null,
  }));
}

async function findPendingInvitation(db: Database, organizationId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(schema.invitation)
    .where(
      and(
        eq(schema.invitation.id, invitationId),
        eq(schema.invitation.organizationId, organizationId),
        eq(schema.invitation.status, 'pending'),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No pending invitation with this id exists in your organisation.');
  return row;
}

/** Sends a pending invitation again with a fresh expiry; an expired one needs a free seat again. */
export async function resendInvitation(
  { db, actor, mail }: InvitationDependencies,
  input: { invitationId: string },
  now = new Date(),
): Promise<InvitationView> {
  requirePermission(actor, 'create', 'member');
  const organizationId = requireOrganization(actor);
  const row = await findPendingInvitation(db, organizationId, input.invitationId);
  // inviteMember re-checks everything (membership, seats) under the organisation lock and refreshes this row.
  return (await inviteMember({ db, actor, mail }, { email: row.email, role: toRole(row.role) }, now)).invitation;
}

/** Withdraws a pending invitation (status 'canceled', as better-auth names it); its link stops working. */
export async function revokeInvitation(
  { db, actor }: Pick<Dependencies, 'db' | 'actor'>,
  input: { invitationId: string },
): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'member');
  const organizationId = requireOrganization(actor);
  const revoked = await db
    .update(schema.invitation)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(schema.invitation.id, input.invitationId),
        eq(schema.invitation.organizationId, organizationId),
        eq(schema.invitation.status, 'pending'),
      ),
    )
    .returning({ id: schema.invitation.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'No pending invitation with this id exists in your organisation.');
  return { id: input.invitationId };
}
