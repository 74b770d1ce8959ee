import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { toOrgRole, type OrgRole } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { displayNameOf } from '../users/index.ts';
import { lockOrganization, readSeatUsage, type SeatUsage } from './seats.ts';
import type { Dependencies } from '../dependencies.ts';

interface MemberView {
  /** The membership id (member.id), used by updateRole and remove. */
  id: string;
  userId: string;
  name: string;
  displayName: string;
  /** null for guests: a visitor of the demo organisation must not harvest its members' addresses. */
  email: string | null;
  image: string | null;
  role: OrgRole;
  isMe: boolean;
  /** Epoch milliseconds. */
  joinedAt: number;
}

/** The members of the actor's organisation (guests left out), owners first, then by name. */
export async function listMembers({ db, actor }: Dependencies): Promise<MemberView[]> {
  requirePermission(actor, 'read', 'member');
  const organizationId = requireOrganization(actor);
  const rows = await db
    .select({
      id: schema.member.id,
      userId: schema.member.userId,
      role: schema.member.role,
      createdAt: schema.member.createdAt,
      name: schema.user.name,
      username: schema.user.username,
      email: schema.user.email,
      image: schema.user.image,
    })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    // Guests are temporary visitors of the demo organisation, not people to manage.
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.user.isAnonymous, false)))
    .orderBy(asc(schema.user.name), asc(schema.member.id));
  const rank: Record<OrgRole, number> = { owner: 0, admin: 1, member: 2 };
  return rows
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      name: row.name,
      displayName: displayNameOf(row),
      email: actor.isGuest ? null : row.email,
      image: row.image,
      role: toOrgRole(row.role) ?? 'member',
      isMe: row.userId === actor.userId,
      joinedAt: row.createdAt.getTime(),
    }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}

/** Seats used by members and pending invitations against the licence; every member may see it. */
export async function getSeatUsage({ db, actor }: Dependencies, now = new Date()): Promise<SeatUsage> {
  requirePermission(actor, 'read', 'member');
  return readSeatUsage(db, requireOrganization(actor), now);
}

async function findMembership(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select({ id: schema.member.id, userId: schema.member.userId, role: schema.member.role })
    .from(schema.member)
    .where(and(eq(schema.member.id, memberId), eq(schema.member.organizationId, organizationId)));
  // Another organisation's member id answers like an unknown one, so ids cannot be probed.
  if (!row) throw new AppError('NOT_FOUND', 'No member with this id exists in your organisation.');
  return { ...row, role: toOrgRole(row.role) ?? 'member' };
}

async function countOwners(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(schema.member)
    .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.role, 'owner')));
  return row?.total ?? 0;
}

/**
 * Changes a member's role between admin and member. Owners are protected: only an owner may change another
 * owner's role, and the last owner can never be demoted (an organisation always keeps someone who can manage it).
 */
export async function updateMemberRole(
  { db, actor }: Dependencies,
  input: { memberId: string; role: 'admin' | 'member' },
): Promise<{ id: string; role: OrgRole }> {
  requirePermission(actor, 'update', 'member');
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const target = await findMembership(tx, organizationId, input.memberId);
    if (target.role === 'owner') {
      if (actor.orgRole !== 'owner') throw new AppError('FORBIDDEN', 'Only an owner can change the role of an owner.');
      if ((await countOwners(tx, organizationId)) <= 1) {
        throw new AppError('CONFLICT', 'The last owner cannot be demoted. Make someone else an owner first.');
      }
    }
    await tx.update(schema.member).set({ role: input.role }).where(eq(schema.member.id, target.id));
  });
  return { id: input.memberId, role: input.role };
}

/**
 * Removes a member, or lets any member leave by removing themselves. The last owner cannot be removed, and
 * only an owner may remove another owner.
 */
export async function removeMember({ db, actor }: Dependencies, input: { memberId: string }): Promise<{ id: string }> {
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const target = await findMembership(tx, organizationId, input.memberId);
    const isLeaving = target.userId === actor.userId;
    if (isLeaving) {
      // Guests share the demo organisation; leaving it would strand the guest session without any organisation.
      if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot leave the demo organisation.');
    } else {
      requirePermission(actor, 'delete', 'member');
      if (target.role === 'owner' && actor.orgRole !== 'owner') {
        throw new AppError('FORBIDDEN', 'Only an owner can remove an owner.');
      }
    }
    if (target.role === 'owner' && (await countOwners(tx, organizationId)) <= 1) {
      throw new AppError('CONFLICT', 'The last owner cannot leave or be removed. Make someone else an owner first.');
    }
    await tx.delete(schema.member).where(eq(schema.member.id, target.id));
    // Team places go with the membership: someone invited back later starts in no team rather than regaining old
    // team lists unasked.
    await tx
      .delete(schema.teamMember)
      .where(
        and(
          eq(schema.teamMember.userId, target.userId),
          inArray(
            schema.teamMember.teamId,
            tx.select({ id: schema.team.id }).from(schema.team).where(eq(schema.team.organizationId, organizationId)),
          ),
        ),
      );
  });
  return { id: input.memberId };
}
