import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { containsPattern, pageOffset, requirePlatformAdmin, type AdminPage, type AdminPageInput } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

export interface AdminLicenseSummary {
  name: string;
  /** Epoch milliseconds. */
  validUntil: number;
  isExpired: boolean;
}

interface AdminOrganizationRow {
  id: string;
  name: string;
  slug: string;
  memberCount: number;
  license: AdminLicenseSummary | null;
  createdAt: number;
}

export const toLicenseSummary = (license: { name: string | null; validUntil: Date | null }, now: Date): AdminLicenseSummary | null =>
  license.name && license.validUntil
    ? { name: license.name, validUntil: license.validUntil.getTime(), isExpired: license.validUntil.getTime() <= now.getTime() }
    : null;

/** All organisations of the platform by name, with licence state and member count; search by name or slug. */
export async function listOrganizationsAsAdmin(
  { db, actor }: Dependencies,
  input: AdminPageInput & { search?: string | undefined },
  now = new Date(),
): Promise<AdminPage<AdminOrganizationRow>> {
  requirePlatformAdmin(actor);
  const search = input.search?.trim();
  const where = search
    ? or(ilike(schema.organization.name, containsPattern(search)), ilike(schema.organization.slug, containsPattern(search)))
    : undefined;
  // Written out with aliases: Drizzle leaves columns unqualified in a single-table select, so a correlated
  // subquery built from column objects would compare the inner table's columns with themselves.
  const memberCount = sql<number>`(select count(*)::int from member m where m.organization_id = "organization"."id")`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        organization: schema.organization,
        memberCount,
        licenseName: schema.organizationLicense.name,
        validUntil: schema.organizationLicense.validUntil,
      })
      .from(schema.organization)
      .leftJoin(schema.organizationLicense, eq(schema.organizationLicense.organizationId, schema.organization.id))
      .where(where)
      .orderBy(asc(sql`lower(${schema.organization.name})`), asc(schema.organization.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(schema.organization).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.organization.id,
      name: row.organization.name,
      slug: row.organization.slug,
      memberCount: Number(row.memberCount),
      license: toLicenseSummary({ name: row.licenseName, validUntil: row.validUntil }, now),
      createdAt: row.organization.createdAt.getTime(),
    })),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
