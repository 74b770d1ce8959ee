import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@creatorlens/db';
import { isOrgAdmin, type Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { Executor } from '../dependencies.ts';

/** Who asks, as far as team visibility goes: organisation admins see every list, members only their teams' lists. */
export type TeamViewer = Pick<Actor, 'userId' | 'orgRole'>;

/**
 * The SQL condition that keeps a list (campaign, watchlist) visible to the viewer: lists without a team belong to
 * the whole organisation; a team's list only to that team's members and to organisation admins (spec §3). Applied
 * in every list query beside the organisation scope, never instead of it.
 */
export function teamVisibleTo(teamIdColumn: AnyPgColumn, viewer: TeamViewer): SQL {
  if (isOrgAdmin(viewer)) return sql`true`;
  const myTeams = sql`(SELECT ${schema.teamMember.teamId} FROM ${schema.teamMember} WHERE ${schema.teamMember.userId} = ${viewer.userId})`;
  return or(isNull(teamIdColumn), inArray(teamIdColumn, myTeams)) ?? sql`true`;
}

/** Throws NOT_FOUND (as if unknown, so team lists cannot be probed) unless the viewer may see a list of this team. */
export async function requireTeamListAccess(db: Executor, viewer: TeamViewer, teamId: string | null, what: string): Promise<void> {
  if (teamId === null || isOrgAdmin(viewer)) return;
  const [row] = await db
    .select({ id: schema.teamMember.id })
    .from(schema.teamMember)
    .where(and(eq(schema.teamMember.teamId, teamId), eq(schema.teamMember.userId, viewer.userId)));
  if (!row) throw new AppError('NOT_FOUND', `No ${what} with this id exists in your organisation.`);
}
