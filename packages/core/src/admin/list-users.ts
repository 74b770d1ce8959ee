import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import type { UserRole } from '../actor.ts';
import { toAdminUserSummary, type AdminUserSummary } from './admin-user-summary.ts';
import { containsPattern, pageOffset, requirePlatformAdmin, type AdminPage, type AdminPageInput } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

interface AdminUserRow extends AdminUserSummary {
  organizationCount: number;
}

interface ListUsersInput extends AdminPageInput {
  search?: string | undefined;
  role?: UserRole | undefined;
  isBanned?: boolean | undefined;
  /** Guests are throw-away accounts; they are left out unless asked for. */
  includeGuests?: boolean | undefined;
}

/** Users of the whole platform for the admin area: search by name or e-mail, filter by role and ban, newest first. */
export async function listUsersAsAdmin({ db, actor }: Dependencies, input: ListUsersInput): Promise<AdminPage<AdminUserRow>> {
  requirePlatformAdmin(actor);
  const conditions: SQL[] = [];
  const search = input.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(schema.user.name, pattern), ilike(schema.user.email, pattern), ilike(schema.user.username, pattern))!);
  }
  if (input.role) conditions.push(eq(schema.user.role, input.role));
  if (input.isBanned !== undefined) {
    conditions.push(input.isBanned ? eq(schema.user.banned, true) : sql`coalesce(${schema.user.banned}, false) = false`);
  }
  if (!input.includeGuests) conditions.push(eq(schema.user.isAnonymous, false));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  // Written out with aliases: Drizzle leaves columns unqualified in a single-table select, so a correlated
  // subquery built from column objects would compare the inner table's columns with themselves.
  const organizationCount = sql<number>`(select count(*)::int from member m where m.user_id = "user"."id")`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: schema.user, organizationCount })
      .from(schema.user)
      .where(where)
      .orderBy(desc(schema.user.createdAt), asc(schema.user.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(schema.user).where(where),
  ]);
  return {
    items: rows.map(({ user, organizationCount: organizations }) => ({
      ...toAdminUserSummary(user, actor),
      organizationCount: Number(organizations),
    })),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
