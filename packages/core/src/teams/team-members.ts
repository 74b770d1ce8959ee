import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { MAX_TEAM_MEMBERS_PER_REQUEST } from '@creatorlens/contracts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { requireTeam } from './teams.ts';
import type { Dependencies, Executor } from '../dependencies.ts';

/** Keeps better-auth's denormalised member_count in step with the memberships (inside the caller's transaction). */
async function refreshMemberCount(tx: Executor, teamId: string): Promise<void> {
  const [row] = await tx.select({ total: count() }).from(schema.teamMember).where(eq(schema.teamMember.teamId, teamId));
  await tx
    .update(schema.team)
    .set({ memberCount: Number(row?.total ?? 0), updatedAt: new Date() })
    .where(eq(schema.team.id, teamId));
}

/**
 * Adds people to a team. Every one of them must be a member of the same organisation (guests excluded); otherwise
 * nothing is written and the call answers VALIDATION, naming no address, so other organisations' people cannot be
 * probed. People already in the team are left alone. Organisation admins only.
 */
export async function addTeamMembers(
  { db, actor }: Dependencies,
  input: { teamId: string; userIds: string[] },
): Promise<{ teamId: string; added: string[] }> {
  requirePermission(actor, 'update', 'team');
  const organizationId = requireOrganization(actor);
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0 || userIds.length > MAX_TEAM_MEMBERS_PER_REQUEST) {
    throw new AppError('VALIDATION', `Add 1 to ${MAX_TEAM_MEMBERS_PER_REQUEST} people at a time.`);
  }
  return db.transaction(async (tx) => {
    await requireTeam(tx, organizationId, input.teamId);
    const inOrganization = await tx
      .select({ userId: schema.member.userId })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(
        and(eq(schema.member.organizationId, organizationId), inArray(schema.member.userId, userIds), eq(schema.user.isAnonymous, false)),
      );
    if (inOrganization.length !== userIds.length) {
      throw new AppError('VALIDATION', 'Only members of your organisation can join its teams.');
    }
    const added = await tx
      .insert(schema.teamMember)
      .values(userIds.map((userId) => ({ id: randomUUID(), teamId: input.teamId, userId, createdAt: new Date() })))
      .onConflictDoNothing({ target: [schema.teamMember.teamId, schema.teamMember.userId] })
      .returning({ userId: schema.teamMember.userId });
    await refreshMemberCount(tx, input.teamId);
    return { teamId: input.teamId, added: added.map((row) => row.userId) };
  });
}

/** Takes a person out of a team; NOT_FOUND when they are not in it. Organisation admins only. */
export async function removeTeamMember(
  { db, actor }: Dependencies,
  input: { teamId: string; userId: string },
): Promise<{ teamId: string; userId: string }> {
  requirePermission(actor, 'update', 'team');
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    await requireTeam(tx, organizationId, input.teamId);
    const removed = await tx
      .delete(schema.teamMember)
      .where(and(eq(schema.teamMember.teamId, input.teamId), eq(schema.teamMember.userId, input.userId)))
      .returning({ id: schema.teamMember.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'This person is not in the team.');
    await refreshMemberCount(tx, input.teamId);
    return input;
  });
}
