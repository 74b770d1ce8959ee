import { eq, type SQL, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { NotificationAudience } from '@creatorlens/db/schema';

/** What audience rules need to know about one user. */
interface AudienceProfile {
  userRole: string;
  memberships: { organizationId: string; role: string }[];
}

export async function loadAudienceProfile(db: Database, userId: string): Promise<AudienceProfile> {
  const [user] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, userId));
  const memberships = await db
    .select({ organizationId: schema.member.organizationId, role: schema.member.role })
    .from(schema.member)
    .where(eq(schema.member.userId, userId));
  return { userRole: user?.role ?? 'user', memberships };
}

/** Whether a user belongs to an audience (all, one organisation, a platform role or an organisation role). */
export function isInAudience(audience: NotificationAudience, profile: AudienceProfile): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'organization':
      return profile.memberships.some((membership) => membership.organizationId === audience.organizationId);
    case 'role':
      if (audience.role === 'admin' || audience.role === 'user') return profile.userRole === audience.role;
      return profile.memberships.some((membership) => `org-${membership.role}` === audience.role);
  }
}

/** The user ids of an audience, for announcements; guests (anonymous users) are never included. */
export async function resolveAudienceUserIds(db: Database, audience: NotificationAudience): Promise<string[]> {
  const notGuest = sql`${schema.user.isAnonymous} = false`;
  let condition: SQL;
  switch (audience.kind) {
    case 'all':
      condition = notGuest;
      break;
    case 'organization':
      condition = sql`${notGuest} and ${schema.user.id} in (select ${schema.member.userId} from ${schema.member} where ${schema.member.organizationId} = ${audience.organizationId})`;
      break;
    case 'role':
      condition =
        audience.role === 'admin' || audience.role === 'user'
          ? sql`${notGuest} and ${schema.user.role} = ${audience.role}`
          : sql`${notGuest} and ${schema.user.id} in (select ${schema.member.userId} from ${schema.member} where ${schema.member.role} = ${audience.role.slice(4)})`;
      break;
  }
  const rows = await db.select({ id: schema.user.id }).from(schema.user).where(condition);
  return rows.map((row) => row.id);
}
