import { asc, eq, sql } from 'drizzle-orm';
import { schema, type LicenseConstraints } from '@creatorlens/db';
import { toOrgRole, type OrgRole } from '../actor.ts';
import { AppError } from '../errors.ts';
import { toLicenseSummary, type AdminLicenseSummary } from './list-organizations.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Dependencies } from '../dependencies.ts';

interface AdminOrganizationDetail {
  id: string;
  name: string;
  slug: string;
  createdAt: number;
  members: { userId: string; name: string; email: string; role: OrgRole }[];
  license: (AdminLicenseSummary & { templateId: string | null; constraints: LicenseConstraints }) | null;
  accountManager: { id: string; name: string; email: string } | null;
}

const ROLE_ORDER = sql`case ${schema.member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** One organisation for the admin area: members with roles (owners first), licence and account manager. */
export async function getOrganizationAsAdmin(
  { db, actor }: Dependencies,
  input: { organizationId: string },
  now = new Date(),
): Promise<AdminOrganizationDetail> {
  requirePlatformAdmin(actor);
  const [row] = await db
    .select({ organization: schema.organization, license: schema.organizationLicense, manager: schema.accountManager })
    .from(schema.organization)
    .leftJoin(schema.organizationLicense, eq(schema.organizationLicense.organizationId, schema.organization.id))
    .leftJoin(schema.organizationSettings, eq(schema.organizationSettings.organizationId, schema.organization.id))
    .leftJoin(schema.accountManager, eq(schema.accountManager.id, schema.organizationSettings.accountManagerId))
    .where(eq(schema.organization.id, input.organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'No organisation with this id exists.');
  const members = await db
    .select({ userId: schema.user.id, name: schema.user.name, email: schema.user.email, role: schema.member.role })
    .from(schema.member)
    .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
    .where(eq(schema.member.organizationId, input.organizationId))
    .orderBy(asc(ROLE_ORDER), asc(sql`lower(${schema.user.name})`));
  const { organization, license, manager } = row;
  const summary = license ? toLicenseSummary(license, now) : null;
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    createdAt: organization.createdAt.getTime(),
    members: members.map((member) => ({ ...member, role: toOrgRole(member.role) ?? 'member' })),
    license: license && summary ? { ...summary, templateId: license.templateId, constraints: license.constraints } : null,
    accountManager: manager ? { id: manager.id, name: manager.name, email: manager.email } : null,
  };
}
