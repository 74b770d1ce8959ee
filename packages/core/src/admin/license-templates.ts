import { asc, eq, max, sql } from 'drizzle-orm';
import { schema, type Database, type LicenseConstraints } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import { isUniqueViolation } from './unique-violation.ts';
import type { Dependencies } from '../dependencies.ts';

/** Sign-up copies this template into every new organisation, so it can be edited but not renamed away or deleted. */
const SIGN_UP_TEMPLATE_KEY = 'trial';

interface LicenseTemplateFields {
  name: string;
  key: string;
  durationDays: number;
  constraints: LicenseConstraints;
  priceMonthlyCents: number;
  isTrial: boolean;
  isPublic: boolean;
}

interface LicenseTemplateView extends LicenseTemplateFields {
  id: string;
  sortOrder: number;
  /** Organisations whose licence was copied from this template. */
  licenseCount: number;
  isSignUpTemplate: boolean;
  createdAt: number;
}

// Written out with aliases: Drizzle leaves columns unqualified in a single-table select, so a correlated
// subquery built from column objects would compare the inner table's columns with themselves.
const licenseCount = sql<number>`(select count(*)::int from organization_license l where l.template_id = "license_template"."id")`;

const toView = (row: typeof schema.licenseTemplate.$inferSelect, count: number): LicenseTemplateView => ({
  id: row.id,
  key: row.key,
  name: row.name,
  durationDays: row.durationDays,
  constraints: row.constraints,
  priceMonthlyCents: row.priceMonthlyCents,
  isTrial: row.isTrial,
  isPublic: row.isPublic,
  sortOrder: row.sortOrder,
  licenseCount: Number(count),
  isSignUpTemplate: row.key === SIGN_UP_TEMPLATE_KEY,
  createdAt: row.createdAt.getTime(),
});

const keyConflict = (key: string) => new AppError('CONFLICT', `A licence template with the key "${key}" exists already.`);

async function readTemplate(db: Database, id: string): Promise<LicenseTemplateView> {
  const [row] = await db
    .select({ template: schema.licenseTemplate, licenseCount })
    .from(schema.licenseTemplate)
    .where(eq(schema.licenseTemplate.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No licence template with this id exists.');
  return toView(row.template, row.licenseCount);
}

/** All licence templates in their display order, with how many organisations hold a licence copied from each. */
export async function listLicenseTemplates({ db, actor }: Dependencies): Promise<LicenseTemplateView[]> {
  requirePlatformAdmin(actor);
  const rows = await db
    .select({ template: schema.licenseTemplate, licenseCount })
    .from(schema.licenseTemplate)
    .orderBy(asc(schema.licenseTemplate.sortOrder), asc(schema.licenseTemplate.createdAt));
  return rows.map((row) => toView(row.template, row.licenseCount));
}

/** Adds a licence template at the end of the list; keys are unique. */
export async function createLicenseTemplate({ db, actor }: Dependencies, input: LicenseTemplateFields): Promise<LicenseTemplateView> {
  requirePlatformAdmin(actor);
  try {
    const id = await db.transaction(async (tx) => {
      const [last] = await tx.select({ sortOrder: max(schema.licenseTemplate.sortOrder) }).from(schema.licenseTemplate);
      const [row] = await tx
        .insert(schema.licenseTemplate)
        .values({ ...input, sortOrder: (last?.sortOrder ?? -1) + 1 })
        .returning({ id: schema.licenseTemplate.id });
      if (!row) throw new Error('license_template insert returned nothing');
      return row.id;
    });
    return await readTemplate(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw keyConflict(input.key);
    throw error;
  }
}

/** Changes a template for future licences; licences copied from it earlier keep their terms. */
export async function updateLicenseTemplate(
  { db, actor }: Dependencies,
  input: { id: string; data: Partial<LicenseTemplateFields> },
): Promise<LicenseTemplateView> {
  requirePlatformAdmin(actor);
  const current = await readTemplate(db, input.id);
  if (current.isSignUpTemplate && input.data.key !== undefined && input.data.key !== current.key) {
    throw new AppError('CONFLICT', `The key of the sign-up template "${current.key}" cannot change: new accounts start with it.`);
  }
  if (Object.keys(input.data).length === 0) return current;
  try {
    await db.update(schema.licenseTemplate).set(input.data).where(eq(schema.licenseTemplate.id, input.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw keyConflict(input.data.key ?? current.key);
    throw error;
  }
  return readTemplate(db, input.id);
}

/**
 * Deletes a template. Licences copied from it stay valid with their copied terms; the database detaches them
 * (organization_license.template_id is set null). Returns how many licences were detached.
 */
export async function deleteLicenseTemplate(
  { db, actor }: Dependencies,
  input: { id: string },
): Promise<{ id: string; detachedLicenseCount: number }> {
  requirePlatformAdmin(actor);
  const current = await readTemplate(db, input.id);
  if (current.isSignUpTemplate) {
    throw new AppError('CONFLICT', `The sign-up template "${current.key}" cannot be deleted: new accounts start with it.`);
  }
  await db.delete(schema.licenseTemplate).where(eq(schema.licenseTemplate.id, input.id));
  return { id: input.id, detachedLicenseCount: current.licenseCount };
}
