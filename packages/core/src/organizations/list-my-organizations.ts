import { asc, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { toOrgRole, type OrgRole } from '../actor.ts';
import type { Dependencies } from '../dependencies.ts';

interface MyOrganization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  orgRole: OrgRole;
  isActive: boolean;
  license: { name: string; validUntil: number; isExpired: boolean } | null;
}

/** Lists the organisations the actor belongs to, the active one marked. */
export async function listMyOrganizations({ db, actor }: Dependencies, now = new Date()): Promise<MyOrganization[]> {
  const rows = await db
    .select({
      id: schema.organization.id,
      name: schema.organization.name,
      slug: schema.organization.slug,
      logo: schema.organization.logo,
      role: schema.member.role,
      licenseName: schema.organizationLicense.name,
      validUntil: schema.organizationLicense.validUntil,
    })
    .from(schema.member)
    .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
    .leftJoin(schema.organizationLicense, eq(schema.organizationLicense.organizationId, schema.organization.id))
    .where(eq(schema.member.userId, actor.userId))
    .orderBy(asc(schema.organization.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    orgRole: toOrgRole(row.role) ?? 'member',
    isActive: row.id === actor.organizationId,
    license:
      row.licenseName && row.validUntil
        ? { name: row.licenseName, validUntil: row.validUntil.getTime(), isExpired: row.validUntil.getTime() <= now.getTime() }
        : null,
  }));
}
