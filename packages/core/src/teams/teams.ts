import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { TEAM_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { isUniqueViolation } from '../admin/index.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { displayNameOf } from '../users/index.ts';
import type { Dependencies, Executor } from '../dependencies.ts';

interface TeamMemberView {
  userId: string;
  displayName: string;
  image: string | null;
}

interface TeamView {
  id: string;
  name: string;
  members: TeamMemberView[];
  /** Whether the caller is in the team (their own teams' lists are the ones they see besides organisation lists). */
  isMine: boolean;
  /** Campaigns and watchlists shared with the team: the delete dialog says they fall back to the whole organisation. */
  campaignCount: number;
  watchlistCount: number;
  createdAt: number;
}

const team = schema.team;

/** The team of the organisation, or NOT_FOUND (another organisation's id answers as if unknown). */
export async function requireTeam(db: Executor, organizationId: string, id: string): Promise<typeof team.$inferSelect> {
  const [row] = await db
    .select()
    .from(team)
    .where(and(eq(team.id, id), eq(team.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No team with this id exists in your organisation.');
  return row;
}

/** Trims the name and refuses an empty or too long one (the API's schema says the same; core does not trust it). */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > TEAM_NAME_MAX_LENGTH) {
    throw new AppError('VALIDATION', `A team name has 1 to ${TEAM_NAME_MAX_LENGTH} characters.`);
  }
  return trimmed;
}

const nameTaken = (name: string) => new AppError('CONFLICT', `Your organisation already has a team called "${name}".`);

/** Checks first for a clear message; the unique index (organisation, lower(name)) still guards concurrent writes. */
async function requireFreeName(db: Executor, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(eq(team.organizationId, organizationId), sql`lower(${team.name}) = lower(${name})`, exceptId ? ne(team.id, exceptId) : undefined),
    );
  if (row) throw nameTaken(name);
}

/** The organisation's teams by name, each with its members and how many lists are shared with it. */
export async function listTeams({ db, actor }: Dependencies): Promise<TeamView[]> {
  requirePermission(actor, 'read', 'team');
  const organizationId = requireOrganization(actor);
  const [teams, members, campaigns, watchlists] = await Promise.all([
    db
      .select()
      .from(team)
      .where(eq(team.organizationId, organizationId))
      .orderBy(asc(sql`lower(${team.name})`), asc(team.id)),
    db
      .select({
        teamId: schema.teamMember.teamId,
        userId: schema.user.id,
        name: schema.user.name,
        username: schema.user.username,
        image: schema.user.image,
      })
      .from(schema.teamMember)
      .innerJoin(team, eq(team.id, schema.teamMember.teamId))
      .innerJoin(schema.user, eq(schema.user.id, schema.teamMember.userId))
      // Someone who left the organisation keeps no say in its teams, even before their membership rows are tidied.
      .innerJoin(schema.member, and(eq(schema.member.userId, schema.teamMember.userId), eq(schema.member.organizationId, organizationId)))
      .where(eq(team.organizationId, organizationId))
      .orderBy(asc(schema.user.name), asc(schema.user.id)),
    countListsByTeam(db, schema.campaign, organizationId),
    countListsByTeam(db, schema.watchlist, organizationId),
  ]);
  return teams.map((row) => {
    const people = members.filter((person) => person.teamId === row.id);
    return {
      id: row.id,
      name: row.name,
      members: people.map((person) => ({ userId: person.userId, displayName: displayNameOf(person), image: person.image })),
      isMine: people.some((person) => person.userId === actor.userId),
      campaignCount: campaigns.get(row.id) ?? 0,
      watchlistCount: watchlists.get(row.id) ?? 0,
      createdAt: row.createdAt.getTime(),
    };
  });
}

async function countListsByTeam(
  db: Executor,
  table: typeof schema.campaign | typeof schema.watchlist,
  organizationId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamId: table.teamId, total: count() })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), sql`${table.teamId} IS NOT NULL`))
    .groupBy(table.teamId);
  return new Map(rows.map((row) => [row.teamId ?? '', Number(row.total)]));
}

/** Creates a team in the organisation; the name is unique in it regardless of case. Organisation admins only. */
export async function createTeam({ db, actor }: Dependencies, input: { name: string }): Promise<{ id: string; name: string }> {
  requirePermission(actor, 'create', 'team');
  const organizationId = requireOrganization(actor);
  const name = cleanName(input.name);
  try {
    return await db.transaction(async (tx) => {
      await requireFreeName(tx, organizationId, name);
      const id = randomUUID();
      await tx.insert(team).values({ id, name, organizationId, updatedAt: new Date() });
      return { id, name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Renames a team; the new name is unique in the organisation regardless of case. Organisation admins only. */
export async function renameTeam({ db, actor }: Dependencies, input: { id: string; name: string }): Promise<{ id: string; name: string }> {
  requirePermission(actor, 'update', 'team');
  const organizationId = requireOrganization(actor);
  const name = cleanName(input.name);
  try {
    return await db.transaction(async (tx) => {
      await requireTeam(tx, organizationId, input.id);
      await requireFreeName(tx, organizationId, name, input.id);
      await tx
        .update(team)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(team.id, input.id), eq(team.organizationId, organizationId)));
      return { id: input.id, name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/**
 * Deletes a team and its memberships. Its campaigns, watchlists and their entries are not deleted: their team_id
 * becomes null (the foreign keys say ON DELETE SET NULL), so they fall back to the whole organisation.
 */
export async function deleteTeam({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  requirePermission(actor, 'delete', 'team');
  const organizationId = requireOrganization(actor);
  const deleted = await db
    .delete(team)
    .where(and(eq(team.id, input.id), eq(team.organizationId, organizationId)))
    .returning({ id: team.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No team with this id exists in your organisation.');
  return { id: input.id };
}
