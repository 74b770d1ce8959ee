import { and, asc, count, eq, gt } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { toOrgRole, type OrgRole } from '../actor.ts';
import { toAdminUserSummary, type AdminUserSummary } from './admin-user-summary.ts';
import { AppError } from '../errors.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

interface AdminUserDetail extends AdminUserSummary {
  emailVerified: boolean;
  organizations: { id: string; name: string; slug: string; role: OrgRole }[];
  /** Sessions that have not expired yet (signed-in devices). */
  activeSessionCount: number;
}

/** One user's profile for the admin area: their organisations with roles and how many sessions are live. */
export async function getUserAsAdmin({ db, actor }: Dependencies, input: { userId: string }, now = new Date()): Promise<AdminUserDetail> {
  requirePlatformAdmin(actor);
  const [user] = await db.select().from(schema.user).where(eq(schema.user.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'No user with this id exists.');
  const [organizations, [sessions]] = await Promise.all([
    db
      .select({ id: schema.organization.id, name: schema.organization.name, slug: schema.organization.slug, role: schema.member.role })
      .from(schema.member)
      .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
      .where(eq(schema.member.userId, user.id))
      .orderBy(asc(schema.organization.name)),
    db
      .select({ total: count() })
      .from(schema.session)
      .where(and(eq(schema.session.userId, user.id), gt(schema.session.expiresAt, now))),
  ]);
  return {
    ...toAdminUserSummary(user, actor),
    emailVerified: user.emailVerified,
    organizations: organizations.map((row) => ({ ...row, role: toOrgRole(row.role) ?? 'member' })),
    activeSessionCount: sessions?.total ?? 0,
  };
}
