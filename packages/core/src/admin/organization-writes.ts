import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { assignLicenseFromTemplate } from '../licensing/index.ts';
import { addMember } from '../organizations/index.ts';
import { slugify } from '@creatorlens/contracts';
import { toLicenseSummary, type AdminLicenseSummary } from './list-organizations.ts';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import { isUniqueViolation } from './unique-violation.ts';
import type { Dependencies } from '../dependencies.ts';

async function requireSlugIsFree(db: Database, slug: string, exceptOrganizationId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: schema.organization.id })
    .from(schema.organization)
    .where(
      exceptOrganizationId
        ? and(eq(schema.organization.slug, slug), ne(schema.organization.id, exceptOrganizationId))
        : eq(schema.organization.slug, slug),
    );
  if (taken) throw new AppError('CONFLICT', `The slug "${slug}" is already used by another organisation.`);
}

async function requireTemplateKey(db: Database, templateId: string): Promise<string> {
  const [template] = await db
    .select({ key: schema.licenseTemplate.key })
    .from(schema.licenseTemplate)
    .where(eq(schema.licenseTemplate.id, templateId));
  if (!template) throw new AppError('NOT_FOUND', 'No licence template with this id exists.');
  return template.key;
}

async function requireOrganizationExists(db: Database, organizationId: string): Promise<void> {
  const [row] = await db.select({ id: schema.organization.id }).from(schema.organization).where(eq(schema.organization.id, organizationId));
  if (!row) throw new AppError('NOT_FOUND', 'No organisation with this id exists.');
}

/**
 * Creates an organisation for a customer: licence copied from the chosen template, the default account manager and,
 * when given, an existing user as owner. All rows or none (one transaction).
 */
export async function createOrganizationAsAdmin(
  { db, actor }: Dependencies,
  input: { name: string; slug?: string | undefined; licenseTemplateId: string; ownerEmail?: string | undefined },
  now = new Date(),
): Promise<{ id: string; slug: string }> {
  requirePlatformAdmin(actor);
  const id = randomUUID();
  const slug = input.slug ?? `${slugify(input.name) || 'organisation'}-${id.slice(0, 8)}`;
  try {
    await db.transaction(async (tx) => {
      const templateKey = await requireTemplateKey(tx, input.licenseTemplateId);
      let ownerId: string | null = null;
      if (input.ownerEmail) {
        const [owner] = await tx
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(and(eq(sql`lower(${schema.user.email})`, input.ownerEmail.toLowerCase()), eq(schema.user.isAnonymous, false)));
        if (!owner) throw new AppError('NOT_FOUND', `No user with the e-mail ${input.ownerEmail} exists. Ask them to sign up first.`);
        ownerId = owner.id;
      }
      await requireSlugIsFree(tx, slug);
      await tx.insert(schema.organization).values({ id, name: input.name, slug });
      if (ownerId) await addMember({ db: tx }, { organizationId: id, userId: ownerId, role: 'owner' });
      const [manager] = await tx.select({ id: schema.accountManager.id }).from(schema.accountManager).limit(1);
      await tx.insert(schema.organizationSettings).values({ organizationId: id, accountManagerId: manager?.id ?? null });
      await assignLicenseFromTemplate({ db: tx }, { organizationId: id, templateKey, now });
    });
  } catch (error) {
    // Two admins picking the same slug at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `The slug "${slug}" is already used by another organisation.`);
    throw error;
  }
  return { id, slug };
}

/** Renames an organisation or changes its slug. */
export async function updateOrganizationAsAdmin(
  { db, actor }: Dependencies,
  input: { id: string; data: { name?: string | undefined; slug?: string | undefined } },
): Promise<{ id: string; name: string; slug: string }> {
  requirePlatformAdmin(actor);
  await requireOrganizationExists(db, input.id);
  if (input.data.slug) await requireSlugIsFree(db, input.data.slug, input.id);
  const changes = {
    ...(input.data.name !== undefined ? { name: input.data.name } : {}),
    ...(input.data.slug !== undefined ? { slug: input.data.slug } : {}),
  };
  try {
    const [row] =
      Object.keys(changes).length > 0
        ? await db.update(schema.organization).set(changes).where(eq(schema.organization.id, input.id)).returning()
        : await db.select().from(schema.organization).where(eq(schema.organization.id, input.id));
    if (!row) throw new AppError('NOT_FOUND', 'No organisation with this id exists.');
    return { id: row.id, name: row.name, slug: row.slug };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `The slug "${input.data.slug}" is already used by another organisation.`);
    throw error;
  }
}

/** Replaces an organisation's licence with a fresh copy of a template's terms, valid for the template's duration from now. */
export async function assignLicense(
  { db, actor }: Dependencies,
  input: { organizationId: string; templateId: string },
  now = new Date(),
): Promise<AdminLicenseSummary> {
  requirePlatformAdmin(actor);
  return db.transaction(async (tx) => {
    await requireOrganizationExists(tx, input.organizationId);
    const templateKey = await requireTemplateKey(tx, input.templateId);
    await assignLicenseFromTemplate({ db: tx }, { organizationId: input.organizationId, templateKey, now });
    const [license] = await tx
      .select({ name: schema.organizationLicense.name, validUntil: schema.organizationLicense.validUntil })
      .from(schema.organizationLicense)
      .where(eq(schema.organizationLicense.organizationId, input.organizationId));
    const summary = license && toLicenseSummary(license, now);
    if (!summary) throw new Error('organization_license upsert returned nothing');
    return summary;
  });
}

/** Sets (or clears, with null) the account manager an organisation's admins see. */
export async function setAccountManager(
  { db, actor }: Dependencies,
  input: { organizationId: string; accountManagerId: string | null },
): Promise<{ organizationId: string; accountManagerId: string | null }> {
  requirePlatformAdmin(actor);
  await requireOrganizationExists(db, input.organizationId);
  if (input.accountManagerId) {
    const [manager] = await db
      .select({ id: schema.accountManager.id })
      .from(schema.accountManager)
      .where(eq(schema.accountManager.id, input.accountManagerId));
    if (!manager) throw new AppError('NOT_FOUND', 'No account manager with this id exists.');
  }
  await db
    .insert(schema.organizationSettings)
    .values({ organizationId: input.organizationId, accountManagerId: input.accountManagerId })
    .onConflictDoUpdate({ target: schema.organizationSettings.organizationId, set: { accountManagerId: input.accountManagerId } });
  return { organizationId: input.organizationId, accountManagerId: input.accountManagerId };
}
