import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { escapeLikePattern } from '../discovery/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { displayNameOf } from '../users/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface MentionableMember {
  id: string;
  name: string;
  image: string | null;
}

export const MENTIONABLE_LIMIT = 8;
export const MENTIONABLE_MAX_LIMIT = 50;

/**
 * Members of the active organisation whose name or username contains the query, for @mention autocomplete.
 * Guest users are left out: they are short-lived demo visitors, nobody to notify.
 */
export async function listMentionableMembers(
  { db, actor }: Dependencies,
  input: { query?: string | undefined; limit?: number | undefined },
): Promise<MentionableMember[]> {
  requirePermission(actor, 'create', 'comment');
  const organizationId = requireOrganization(actor);
  const query = input.query?.trim();
  const pattern = query ? `%${escapeLikePattern(query)}%` : null;
  const rows = await db
    .select({ id: schema.user.id, name: schema.user.name, username: schema.user.username, image: schema.user.image })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(
      and(
        eq(schema.member.organizationId, organizationId),
        eq(schema.user.isAnonymous, false),
        pattern ? or(ilike(schema.user.name, pattern), ilike(schema.user.username, pattern)) : undefined,
      ),
    )
    .orderBy(asc(schema.user.name), asc(schema.user.id))
    .limit(Math.min(Math.max(input.limit ?? MENTIONABLE_LIMIT, 1), MENTIONABLE_MAX_LIMIT));
  return rows.map((row) => ({ id: row.id, name: displayNameOf(row), image: row.image }));
}

/** Which of these user ids are (non-guest) members of the organisation: only they become mention rows. */
export async function filterOrganizationMembers(db: Database, organizationId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.member.userId })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(
      and(eq(schema.member.organizationId, organizationId), inArray(schema.member.userId, userIds), eq(schema.user.isAnonymous, false)),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of these organisation members may see the campaign: everyone when it is organisation-wide, otherwise its
 * team's members and the organisation's owners and admins (core/teams/team-scope.ts).
 */
export async function filterCampaignViewers(
  db: Database,
  organizationId: string,
  campaignId: string,
  userIds: Set<string>,
): Promise<Set<string>> {
  if (userIds.size === 0) return userIds;
  const [campaign] = await db
    .select({ teamId: schema.campaign.teamId })
    .from(schema.campaign)
    .where(and(eq(schema.campaign.id, campaignId), eq(schema.campaign.organizationId, organizationId)));
  if (!campaign?.teamId) return userIds;
  const ids = [...userIds];
  const admins = await db
    .select({ id: schema.member.userId })
    .from(schema.member)
    .where(
      and(
        eq(schema.member.organizationId, organizationId),
        inArray(schema.member.userId, ids),
        inArray(schema.member.role, ['owner', 'admin']),
      ),
    );
  const teamMembers = await db
    .select({ id: schema.teamMember.userId })
    .from(schema.teamMember)
    .where(and(eq(schema.teamMember.teamId, campaign.teamId), inArray(schema.teamMember.userId, ids)));
  return new Set([...admins, ...teamMembers].map((row) => row.id));
}
